import BottomSheet
import ScrollLabKit
import ScrollLabTesting
import Testing

/// The sheet's behaviour, driven through the test-support library only (the invariants are
/// checked on every frame).
@Suite struct BottomSheetTests {
    let screen = BottomSheetScreen()
    let driver: ScreenDriver

    init() throws {
        driver = ScreenDriver(screen)
        try driver.run(for: 0.1)
    }

    private var list: ScrollView { screen.sheet.list }
    /// A point on the list, just under the sheet's header.
    private var onList: Point { Point(x: 195, y: 44 + screen.sheet.frame.minY + 56 + 30) }

    /// Runs to rest, checking on every frame that the list stays at its top while the sheet is below large.
    private func runToRestCheckingTheListWaits() throws -> (highest: Double, lowest: Double) {
        var highest = screen.raise, lowest = screen.raise
        try driver.run(until: driver.inputEnd)
        let limit = driver.time + 5
        repeat {
            try driver.runFrame()
            highest = max(highest, screen.raise)
            lowest = min(lowest, screen.raise)
            if screen.raise < screen.raise(of: .large) {
                #expect(list.contentOffset.y == 0, "the list scrolls only at the large detent (t = \(driver.time))")
            }
        } while !driver.isAtRest && driver.time < limit
        return (highest, lowest)
    }

    @Test func itOpensAtTheSmallDetent() {
        #expect(screen.sheet.detent == .small)
        #expect(screen.raise == 0)
    }

    @Test(arguments: [1200.0, 2500.0, 5000.0])
    func aFlingUpFromSmallLandsOnLargeWithoutOvershooting(speed: Double) throws {
        driver.fling(from: onList, velocity: Point(x: 0, y: -speed), duration: 0.05)
        try driver.run(until: driver.time + 0.2)
        let (highest, _) = try runToRestCheckingTheListWaits()

        #expect(screen.sheet.detent == .large)
        #expect(screen.raise == screen.raise(of: .large))
        #expect(highest <= screen.raise(of: .large) + 1e-9)
        #expect(list.contentOffset.y == 0)
    }

    /// The landing is the list's own motion after the lift (the open release): it starts in the
    /// lift's frame, and the list never decelerates by itself before it.
    @Test func theSheetTakesTheReleaseVelocityInTheLiftsFrame() throws {
        driver.fling(from: onList, velocity: Point(x: 0, y: -1500), duration: 0.05)
        func releaseVelocity() -> Double? {
            driver.callbacks("sheet.list").compactMap { event -> Double? in
                if case .willEndDragging(let velocity, _) = event { velocity.y } else { nil }
            }.first
        }
        while releaseVelocity() == nil && driver.time < 1 { try driver.runFrame() }  // the lift's frame
        #expect(try #require(releaseVelocity()) > 0)
        #expect(list.isDecelerating, "the list's motion after the lift is the landing")
        let before = screen.raise
        try driver.runFrame()

        #expect(list.contentOffset.y == 0)
        #expect(screen.raise > before, "the sheet moves on in the frame after the lift")
    }

    @Test func theReleaseVelocityDecidesTheDetentFromTheSamePlace() throws {
        // the same slow drag up to 150 pt above small, then lifted at rest or still moving up
        let atRest = BottomSheetScreen(), moving = BottomSheetScreen()
        for (screen, hold) in [(atRest, 0.2), (moving, 0.0)] {
            let driver = ScreenDriver(screen)
            try driver.run(for: 0.1)
            driver.drag(
                from: Point(x: 195, y: 44 + screen.sheet.frame.minY + 86), by: Point(x: 0, y: -120), duration: 0.4,
                hold: hold)
            try driver.runUntilAtRest()
        }
        // 110 pt (the drag less the 10 pt slop) is nearer small (0) than medium (280); moving up at
        // 300 pt/s projects about 150 pt further, nearer medium
        #expect(atRest.sheet.detent == .small)
        #expect(moving.sheet.detent == .medium)
        #expect(moving.raise == moving.raise(of: .medium))
    }

    @Test func aPullDownAtTheListsTopBringsTheSheetDownInTheSameDrag() throws {
        driver.fling(from: onList, velocity: Point(x: 0, y: -2500), duration: 0.05)
        try driver.runUntilAtRest()
        // scroll the list 290 pt
        driver.drag(from: Point(x: 195, y: 500), by: Point(x: 0, y: -300), duration: 0.4, hold: 0.2)
        try driver.runUntilAtRest()
        let listBefore = list.contentOffset.y, raiseBefore = screen.raise
        #expect(listBefore == 290)

        // one slow drag down 500 pt: the list returns to its top first, then the sheet comes down
        let start = driver.time + 0.05
        driver.drag(from: Point(x: 195, y: 200), by: Point(x: 0, y: 500), duration: 1.0, hold: 0.3)
        var sheetMovedInTheDrag = false
        while driver.time < start + 1.0 {
            try driver.runFrame()
            if list.contentOffset.y > 0 {
                #expect(screen.raise == raiseBefore, "the sheet waits while the list scrolls back")
            }
            if screen.raise < raiseBefore {
                #expect(list.contentOffset.y == 0, "the sheet moves only with the list at its top")
            }
            if screen.raise < raiseBefore - 100 { sheetMovedInTheDrag = true }
        }
        #expect(sheetMovedInTheDrag)
        // the finger's 500 pt, less the pan's 10 pt slop, split between the two: nothing lost, nothing doubled
        #expect(abs((listBefore - list.contentOffset.y) + (raiseBefore - screen.raise) - 490) < 1e-9)
        try driver.runUntilAtRest()
        #expect(screen.sheet.detent == .medium, "released at rest 200 pt below large: medium is nearest")
    }

    @Test func atTheLargeDetentAFlingScrollsTheListAndTheSheetStays() throws {
        driver.fling(from: onList, velocity: Point(x: 0, y: -2500), duration: 0.05)
        try driver.runUntilAtRest()
        driver.clearCallbacks()

        driver.fling(from: Point(x: 195, y: 600), velocity: Point(x: 0, y: -1500), duration: 0.1)
        try driver.runUntilAtRest()

        #expect(screen.raise == screen.raise(of: .large))
        #expect(list.contentOffset.y > 400)
        #expect(driver.callbacks("sheet.list").suffix(2) == [.willBeginDecelerating, .didEndDecelerating])
    }

    @Test func aFlingDownOnTheListAtItsTopBringsTheSheetToSmall() throws {
        driver.fling(from: onList, velocity: Point(x: 0, y: -2500), duration: 0.05)
        try driver.runUntilAtRest()

        driver.fling(from: Point(x: 195, y: 300), velocity: Point(x: 0, y: 2500), duration: 0.1)
        let (_, lowest) = try runToRestCheckingTheListWaits()

        #expect(screen.sheet.detent == .small)
        #expect(screen.raise == 0)
        #expect(lowest >= -1e-9, "a critically damped landing does not dip below small")
    }

    @Test func aFingerCatchesALandingSheetWhereItIs() throws {
        driver.fling(from: onList, velocity: Point(x: 0, y: -2500), duration: 0.05)
        try driver.run(until: driver.time + 0.3)
        let caught = screen.raise
        #expect(caught > 0 && caught < screen.raise(of: .large), "mid-landing")

        driver.longPress(at: Point(x: 195, y: 44 + screen.sheet.frame.minY + 100), duration: 0.3, pause: 0)
        try driver.run(until: driver.time + 0.2)
        #expect(abs(screen.raise - caught) < 40, "stopped under the finger")
    }

    @Test func goldens() throws {
        assertScreenshot(of: driver, named: "small")
        driver.drag(from: onList, by: Point(x: 0, y: -300), duration: 0.4, hold: 0.2)
        try driver.runUntilAtRest()
        #expect(screen.sheet.detent == .medium)
        assertScreenshot(of: driver, named: "medium")
    }
}
