import Geometry
import Gestures
import ScrollPhysics
import ScrollSession
import ScrollTrace
import ScrollUI
import Testing

/// Tuning (`--physics`, F5, a trace's `physics` events) changes only the values it changes, over
/// each scroll view's own feel, once per change: a carousel that set its own rubber band and
/// fling limit keeps them when the deceleration is tuned.
@Suite struct TuningOverOwnPhysicsTests {
    /// A screen whose one scroll view has a feel of its own, set when it is made.
    final class OwnFeelScreen: ViewController {
        static let ownFeel: PhysicsSettings = {
            var feel = PhysicsSettings.uiKit
            feel.rubberBand = 0.3
            feel.maximumFlingVelocity = 12_000
            return feel
        }()
        let carousel = ScrollView(name: "carousel")

        init() {
            super.init(title: "Own feel", name: "own")
            carousel.contentSize = Size(width: 1_600, height: 200)
            carousel.physics = Self.ownFeel
            view.addSubview(carousel)
        }

        override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("carousel", carousel)] }
        override func layoutView() { carousel.frame = Rect(x: 0, y: 100, width: 390, height: 200) }
    }

    /// UIKit's feel with a heavier deceleration: the one value tuned.
    private var heavier: PhysicsSettings {
        var feel = PhysicsSettings.uiKit
        feel.decelerationRate = 0.99
        return feel
    }

    /// `OwnFeelScreen.ownFeel` with the tuned deceleration.
    private var ownFeelTuned: PhysicsSettings {
        var feel = OwnFeelScreen.ownFeel
        feel.decelerationRate = 0.99
        return feel
    }

    /// `OwnFeelScreen` at the root, the deceleration tuned and one frame run.
    private func tunedScreen() -> (screen: OwnFeelScreen, app: Application, loop: FrameLoop) {
        let screen = OwnFeelScreen()
        let app = Application(root: screen, size: Size(width: 390, height: 844))
        let loop = FrameLoop(app: app)
        app.tuning.apply(PhysicsChange(settings: heavier))
        loop.runFrame()
        return (screen, app, loop)
    }

    @Test func aTunedValueReachesAScrollViewAndItsOwnValuesStay() {
        // when
        let (screen, _, _) = tunedScreen()
        // then
        #expect(screen.carousel.physics == ownFeelTuned)
    }

    @Test func aTuningIsAppliedOnceNotEveryFrame() {
        // given: the tuning applied
        let (screen, _, loop) = tunedScreen()
        // when: the screen changes its own feel afterwards
        screen.carousel.physics.pagingFriction = 0.95
        loop.runFrame()
        loop.runFrame()
        // then
        #expect(screen.carousel.physics.pagingFriction == 0.95)
        #expect(screen.carousel.physics.decelerationRate == 0.99)
    }

    @Test func aScreenPushedAfterTheTuningGetsItOverItsOwnFeel() {
        // given
        let (_, app, loop) = tunedScreen()
        // when
        let pushed = OwnFeelScreen()
        app.push(pushed)
        loop.runFrame()
        // then
        #expect(pushed.carousel.physics == ownFeelTuned)
    }

    @Test func aLaterChangeMovesOnlyWhatItChanges() {
        // given: the deceleration tuned
        let (screen, app, loop) = tunedScreen()
        var next = heavier
        next.bounceRate = 0.98
        // when: the bounce is tuned too
        app.tuning.apply(PhysicsChange(settings: next))
        loop.runFrame()
        // then
        var expected = ownFeelTuned
        expected.bounceRate = 0.98
        #expect(screen.carousel.physics == expected)
    }
}
