import Foundation
import Geometry
import Gestures
import ScrollLabDriver
import ScrollUI
import Testing

/// `GestureRecognizer.eventTime`: an action knows when its state change happened, so it can push,
/// pop or present at that time.
@Suite struct GestureEventTimeTests {
    @Test func aTapWaitingForADoubleTapActsAtTheFrameItsWaitEnds() throws {
        // given a single tap that requires a double tap to fail, and a pan, on a screen
        let screen = PlainScreen("taps")
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        screen.tap.require(toFail: double)
        screen.view.addGestureRecognizer(double)
        let pan = PanGestureRecognizer(name: "pan")
        var panTimes: [Double] = []
        pan.addAction { panTimes.append($0.eventTime) }
        screen.view.addGestureRecognizer(pan)
        let driver = ScreenDriver(screen)
        var tappedAt: Double?
        screen.onTap = { tappedAt = $0 }

        // when it is tapped once (lifted at 0.1 s)
        driver.tap(at: Point(x: 200, y: 400))
        try driver.runUntilAtRest()

        // then the single tap acts at the first frame after the double tap's 0.35 s ran out
        let deadline = 0.1 + double.maximumTapInterval
        #expect(tappedAt == ((deadline * 60 - 1e-9).rounded(.up)) / 60)

        // and a pan's actions get the times of the moves that changed it, and of the lift
        let start = driver.time + 0.05
        driver.drag(from: Point(x: 200, y: 400), by: Point(x: 0, y: 100), duration: 0.25)
        try driver.runUntilAtRest()
        #expect(panTimes.count > 3)
        #expect(panTimes.allSatisfy { ((start * 120).rounded() / 120 - 1e-9...start + 0.25 + 1e-9).contains($0) })
        #expect(abs(panTimes.last! - (start + 0.25)) < 1e-9)
        #expect(
            zip(panTimes, panTimes.dropFirst()).allSatisfy { $0 <= $1 },
            "never backwards (the last move and the lift share a time)")
    }
}
