import Geometry
import Gestures
import ScrollLabDriver
import ScrollPhysics
import Screens
import ScrollUI
import Testing

/// A plain screen to present or present from, with a button that presents at its tap's time.
final class PlainScreen: ViewController {
    var onTap: ((Double) -> Void)?
    let tap = TapGestureRecognizer(name: "plain.tap")

    init(_ name: String, extended: Bool = false) {
        self.extended = extended
        super.init(title: name, name: name)
        tap.addAction { [weak self] recognizer in if recognizer.state == .ended { self?.onTap?(recognizer.eventTime) } }
        view.addGestureRecognizer(tap)
    }

    private let extended: Bool
    override var edgesForExtendedLayout: RectEdge { extended ? .top : [] }
}

/// Moves the presented view 40 pt in from the left as it fades in, and fades the presenter to 0.
final class SlideInTransition: TransitioningDelegate, PresentationTransition {
    var progresses: [Double] = []

    func transition(forPresented presented: ViewController, presenting: ViewController) -> PresentationTransition? {
        self
    }

    func layout(progress: Double, presented: View, presenting: View, container: Rect) {
        progresses.append(progress)
        presented.frame = container.offsetBy(Point(x: -40 * (1 - progress), y: 0))
        presented.alpha = progress
        presenting.alpha = 1 - progress
    }
}

@Suite struct PresentationTests {
    let size = ScreenDriver.phoneSize

    @Test func aTapPresentsFullScreenAtItsEventTimeAndTheScreenUnderIsNoLongerDrawn() throws {
        // given a root screen whose tap presents at the recognizer's time
        let root = PlainScreen("root"), card = PlainScreen("card")
        let driver = ScreenDriver(root)
        var presentedAt: Double?
        root.onTap = { time in
            presentedAt = time
            root.present(card, style: .fullScreen, animated: true, at: time)
        }

        // when it is tapped
        driver.tap(at: Point(x: 200, y: 400))
        try driver.run(until: 0.2)

        // then it rises from the bottom, starting at the tap's lift (0.1 s), and covers the window once at rest
        let lift = try #require(presentedAt)
        #expect(abs(lift - 0.1) < 1e-9)
        let rising = card.view.convert(card.view.bounds, to: nil)
        #expect(rising.minY > 0 && rising.minY < size.height)
        #expect(driver.app.navigation.view.isHidden == false)
        try driver.runUntilAtRest()
        #expect(card.view.convert(card.view.bounds, to: nil) == Rect(origin: .zero, size: size))
        #expect(root.presentedViewController === card && card.presentingViewController === root)
        #expect(driver.screen === card)
        #expect(driver.app.navigation.view.isHidden, "a settled full-screen presentation hides what it covers")
    }

    @Test func overFullScreenAndSheetsKeepThePresenterDrawn() throws {
        for style in [PresentationStyle.overFullScreen, .sheet(.large), .sheet(.medium)] {
            // given a presented screen at rest
            let root = PlainScreen("root"), card = PlainScreen("card")
            let driver = ScreenDriver(root)
            root.present(card, style: style, animated: true, at: 0)
            try driver.runUntilAtRest()

            // then the presenter is still drawn, and the card rests at the style's frame
            #expect(driver.app.navigation.view.isHidden == false, "\(style)")
            let top = style == .sheet(.medium) ? size.height / 2 : style == .overFullScreen ? 0 : SheetDetent.largeGap
            #expect(
                card.view.convert(card.view.bounds, to: nil)
                    == Rect(x: 0, y: top, width: size.width, height: size.height - top))
        }
    }

    @Test func presentLandsWithTheSpringAndDismissRemovesTheScreen() throws {
        // given a sheet presented at t = 0
        let root = PlainScreen("root"), card = PlainScreen("card")
        let driver = ScreenDriver(root)
        var landedAt: Double?, dismissedAt: Double?
        root.present(card, style: .sheet(.large), animated: true, at: 0) { landedAt = $0 }
        let travel = size.height - SheetDetent.largeGap
        let spring = SpringMotion(from: travel, to: 0, velocity: 0, response: SheetRelease.springResponse)

        // when frames run, the card's offset follows the spring exactly, and lands at its settle time
        try driver.run(until: 0.2)
        let presentation = try #require(card.presentation)
        #expect(abs(presentation.offset - spring.position(at: 0.2)) < 1e-9)
        try driver.runUntilAtRest()
        let landed = try #require(landedAt)
        #expect(landed >= spring.settleTime && landed < spring.settleTime + 1.0 / 60 + 1e-9)

        // and dismissing takes it off the window, then out of the app
        card.dismiss(animated: true, at: driver.time) { dismissedAt = $0 }
        try driver.runUntilAtRest()
        #expect(dismissedAt != nil && card.presentation == nil && root.presentedViewController == nil)
        #expect(card.view.superview == nil && driver.screen === root)
    }

    @Test func aSheetSwipedPastHalfwayIsDismissedAndAShortSlowOneSpringsBack() throws {
        // given a large sheet at rest
        let root = PlainScreen("root"), card = PlainScreen("card")
        let driver = ScreenDriver(root)
        root.present(card, style: .sheet(.large), animated: false, at: 0)
        try driver.run(for: 0.1)

        // when it is dragged down 150 pt slowly and held (no velocity)
        driver.drag(from: Point(x: 200, y: 300), by: Point(x: 0, y: 160), duration: 0.5, hold: 0.1)
        try driver.run(until: driver.inputEnd - 0.05)
        let presentation = try #require(card.presentation)
        #expect(abs(presentation.offset - 150) < 1e-6, "the hysteresis's 10 pt are not moved")
        #expect(presentation.isInteractive)
        try driver.runUntilAtRest()

        // then it springs back to its place
        #expect(card.presentation != nil && presentation.offset == 0)

        // when dragged past half the travel and held
        let travel = size.height - SheetDetent.largeGap
        driver.drag(from: Point(x: 200, y: 100), by: Point(x: 0, y: travel / 2 + 30), duration: 0.8, hold: 0.1)
        try driver.runUntilAtRest()

        // then it is dismissed
        #expect(card.presentation == nil && root.presentedViewController == nil)
    }

    @Test func aShortFlingDismissesASheetFromUIKitsHighSpeedOnly() throws {
        // given a large sheet at rest
        let root = PlainScreen("root"), card = PlainScreen("card")
        let driver = ScreenDriver(root)
        root.present(card, style: .sheet(.large), animated: false, at: 0)

        // when flicked down 80 pt at 800 pt/s (projected 79 pt: the nearest detent is still its own)
        driver.fling(from: Point(x: 200, y: 300), velocity: Point(x: 0, y: 800))
        try driver.runUntilAtRest()

        // then it stays
        #expect(card.presentation?.offset == 0)

        // when flicked down 120 pt at 1,200 pt/s (UIKit's high speed: one detent further, dismissed)
        driver.fling(from: Point(x: 200, y: 300), velocity: Point(x: 0, y: 1200))
        try driver.runUntilAtRest()

        // then it goes
        #expect(card.presentation == nil)
    }

    @Test func theReleaseRuleIsHalfTheTravelWithTheProjectionOrAFling() {
        // given a presentation 844 pt of travel
        let root = PlainScreen("root"), card = PlainScreen("card")
        let driver = ScreenDriver(root)
        root.present(card, style: .overFullScreen, animated: false, at: 0)
        let presentation = card.presentation!
        presentation.beginInteractiveDismissal(at: 0)

        // then at 400 pt: at rest it stays, with 30 pt/s projected (+15 pt) past 422 it goes, flung up it stays
        presentation.updateInteractiveDismissal(translation: 400)
        #expect(!presentation.shouldDismiss(velocity: 0))
        #expect(presentation.shouldDismiss(velocity: 60))
        presentation.updateInteractiveDismissal(translation: 430)
        #expect(presentation.shouldDismiss(velocity: 0))
        #expect(!presentation.shouldDismiss(velocity: -200))
        // and close to rest only a fling faster than 300 pt/s goes
        presentation.updateInteractiveDismissal(translation: 20)
        #expect(!presentation.shouldDismiss(velocity: 290))
        #expect(presentation.shouldDismiss(velocity: 310))
        _ = driver
    }

    @Test func theSheetLeavesAScrolledListAloneAndDismissesFromItsTop() throws {
        // given a sheet holding a long list scrolled down 200 pt
        let root = PlainScreen("root"), card = ListScreen()
        let driver = ScreenDriver(root)
        root.present(card, style: .sheet(.large), animated: false, at: 0)
        card.list.contentOffset = Point(x: 0, y: 200)

        // when dragged down 100 pt
        driver.drag(from: Point(x: 200, y: 300), by: Point(x: 0, y: 110), duration: 0.4, hold: 0.1)
        try driver.runUntilAtRest()

        // then the list scrolled back and the sheet stayed
        #expect(card.list.contentOffset.y == 100)
        #expect(card.presentation?.offset == 0)

        // when the list is at its top and dragged down
        card.list.contentOffset = .zero
        driver.drag(from: Point(x: 200, y: 300), by: Point(x: 0, y: 110), duration: 0.4, hold: 0)
        try driver.run(until: driver.inputEnd - 0.01)

        // then the sheet moves, not the list
        #expect(card.list.contentOffset.y == 0)
        #expect(abs((card.presentation?.offset ?? 0) - 100) < 1)
    }

    @Test func aCustomTransitionPlacesBothViewsAndGivesThePresenterBack() throws {
        // given a transition from the presented controller's delegate
        let root = PlainScreen("root"), card = PlainScreen("card")
        let transition = SlideInTransition()
        card.transitioningDelegate = transition
        let driver = ScreenDriver(root)
        root.present(card, style: .overFullScreen, animated: true, at: 0)

        // when it runs halfway
        try driver.run(until: 0.1)
        let progress = try #require(transition.progresses.last)

        // then it placed the views for its progress, which rises to 1
        #expect(progress > 0 && progress < 1)
        #expect(abs(card.view.frame.minX + 40 * (1 - progress)) < 1e-9)
        #expect(abs(driver.app.navigation.view.alpha - (1 - progress)) < 1e-9)
        try driver.runUntilAtRest()
        #expect(transition.progresses.last == 1)

        // and an interactive dismissal drives the same transition, and the presenter's alpha comes back
        let presentation = try #require(card.presentation)
        presentation.beginInteractiveDismissal(at: driver.time)
        presentation.updateInteractiveDismissal(translation: size.height / 4)
        #expect(abs(transition.progresses.last! - 0.75) < 1e-9)
        presentation.finishInteractiveDismissal(velocity: 2000, at: driver.time)
        try driver.runUntilAtRest()
        #expect(card.presentation == nil && driver.app.navigation.view.alpha == 1)
    }

    @Test func aNavigationStackPresentsAndIsPresented() throws {
        // given a root screen on a stack presenting a navigation stack in a sheet
        let root = PlainScreen("root"), first = PlainScreen("first"), second = PlainScreen("second")
        let driver = ScreenDriver(root)
        driver.app.navigation.present(NavigationController(root: first), style: .sheet(.large), animated: false, at: 0)

        // when the presented stack pushes
        first.navigationController?.push(second, animated: true, at: 0.05)
        try driver.runUntilAtRest()

        // then its top is the app's top screen, inside the sheet under its own bar
        #expect(driver.screen === second)
        #expect(second.view.convert(second.view.bounds, to: nil).minY == SheetDetent.largeGap + NavigationBar.height)
        #expect(root.presentedViewController is NavigationContainerController)

        // and a screen of the presented stack dismisses the whole stack
        second.dismiss(animated: false, at: driver.time)
        #expect(root.presentedViewController == nil && driver.screen === root)
    }

    @Test func theStackUnderAPresentationNeitherPopsNorGoesBack() throws {
        // given a screen pushed on a root, presenting a card over full screen
        let root = PlainScreen("root"), top = PlainScreen("top"), card = PlainScreen("card")
        let driver = ScreenDriver(top, pushedOn: root)
        top.present(card, style: .overFullScreen, animated: false, at: 0)

        // when a trackpad swipes back and an edge swipe runs over the card
        driver.trackpadScroll(at: Point(x: 200, y: 400), by: Point(x: -300, y: 0))
        driver.edgeSwipe(y: 400)
        try driver.runUntilAtRest()

        // then the stack under it stays, and the card too
        #expect(driver.app.navigation.depth == 2 && card.presentation != nil)

        // when Escape is pressed, the card goes, not the stack's top
        driver.press(key: "escape")
        try driver.runUntilAtRest()
        #expect(card.presentation == nil && driver.app.navigation.depth == 2 && driver.screen === top)
    }
}
