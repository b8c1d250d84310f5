import Geometry
import ScrollLabDriver
import ScrollPhysics
import ScrollUI
import Testing

/// Sheets released as UIKit's (`SheetRelease`: `_UISheetInteraction` over `_UIHyperInteractor`):
/// the nearest detent to the 0.099 s projection, one detent further from 1,000 pt/s, and the
/// bouncier spring after a fast release; a medium and a large detent reachable by dragging.
@Suite struct SheetDetentTests {
    let size = ScreenDriver.phoneSize

    /// A card presented at rest in a sheet with `detents`, resting first at `detent`.
    private func sheet(
        _ detent: SheetDetent, detents: [SheetDetent] = []
    ) throws -> (ScreenDriver, PlainScreen, Presentation) {
        let root = PlainScreen("root"), card = PlainScreen("card")
        let driver = ScreenDriver(root)
        card.sheetDetents = detents
        root.present(card, style: .sheet(detent), animated: false, at: 0)
        try driver.run(for: 0.1)
        return (driver, card, try #require(card.presentation))
    }

    @Test func theRuleGoesToTheDetentNearestTheProjection() {
        // given a large sheet on a phone: rest 0, medium 412, dismissed 834
        let detents = [0.0, 412, 834]

        // then slow releases go to the nearest detent of offset + 0.099 s · v, critically damped
        #expect(SheetRelease(position: 60, velocity: 350, detents: detents) == SheetRelease(detent: 0, dampingRatio: 1))
        #expect(SheetRelease(position: 250, velocity: 0, detents: detents).detent == 1)
        #expect(SheetRelease(position: 600, velocity: 300, detents: detents).detent == 2)
        #expect(SheetRelease(position: 700, velocity: -900, detents: detents).detent == 1)
        // and from 1,000 pt/s a projection that stays near the finger's detent goes one further,
        // in the motion's direction, on the 0.8 spring; toward the detent it stays
        #expect(
            SheetRelease(position: 30, velocity: 1200, detents: detents) == SheetRelease(detent: 1, dampingRatio: 0.8))
        #expect(
            SheetRelease(position: 400, velocity: -1000, detents: detents) == SheetRelease(detent: 0, dampingRatio: 0.8)
        )
        #expect(SheetRelease(position: 430, velocity: -1000, detents: detents).detent == 1)
        #expect(SheetRelease(position: 380, velocity: 1100, detents: detents).detent == 1)
        #expect(SheetRelease(position: 20, velocity: -1500, detents: detents).detent == 0)
        #expect(abs(SheetRelease.projection(velocity: 1000) - 99) < 1e-9)
    }

    /// The three releases: ScrollLab's former rule (half the travel with a 0.499 s
    /// projection, or faster than 300 pt/s) dismissed all three.
    @Test(arguments: [(60.0, 350.0), (150, 320), (310, 280)])
    func aSlowReleaseShortOfHalfwaySpringsBack(distance: Double, speed: Double) throws {
        // given a large sheet at rest
        let (driver, card, presentation) = try sheet(.large)

        // when dragged down `distance` points at `speed` and let go (the pan's 10 pt of hysteresis first)
        driver.drag(from: Point(x: 200, y: 100), by: Point(x: 0, y: distance + 10), duration: (distance + 10) / speed)
        try driver.run(until: driver.inputEnd + 1.0 / 60)

        // then it was released there at that speed and springs back, critically damped
        let landing = try #require(presentation.landing)
        #expect(abs(landing.spring.initialPosition - distance) < 3)
        #expect(abs(landing.spring.initialVelocity - speed) < 0.05 * speed)
        #expect(!landing.dismisses && landing.spring.dampingRatio == 1)
        try driver.runUntilAtRest()
        #expect(card.presentation === presentation && presentation.offset == 0)
    }

    @Test func aFastReleaseLandsOnTheBouncierSpringAndOvershoots() throws {
        // given a sheet resting at its medium detent, with a large one above
        let (driver, _, presentation) = try sheet(.medium, detents: [.medium, .large])
        let medium = presentation.restingOffset
        #expect(medium > 300 && presentation.selectedDetent == .medium)

        // when flicked up at 1,500 pt/s
        driver.fling(from: Point(x: 200, y: 600), velocity: Point(x: 0, y: -1500))
        try driver.run(until: driver.inputEnd + 1.0 / 60)

        // then it lands on the large detent with damping ratio 0.8, passing it before it rests
        let landing = try #require(presentation.landing)
        #expect(landing.spring.dampingRatio == SheetRelease.highSpeedDampingRatio)
        #expect(landing.spring.restingPosition == 0 && presentation.selectedDetent == .large)
        var highest = presentation.offset
        while presentation.landing != nil {
            try driver.run(for: 1.0 / 60)
            highest = min(highest, presentation.offset)
        }
        #expect(highest < -2, "a critically damped spring would not pass its rest")
        #expect(presentation.offset == 0)
    }

    @Test func mediumLargeAndDismissedAreAllReachedByDragging() throws {
        // given a sheet at its medium detent, with a large one above
        let (driver, card, presentation) = try sheet(.medium, detents: [.medium, .large])
        let medium = presentation.restingOffset

        // when dragged slowly up most of the way to the large detent and held
        driver.drag(from: Point(x: 200, y: 500), by: Point(x: 0, y: -(medium - 60) - 10), duration: 0.8, hold: 0.1)
        try driver.runUntilAtRest()

        // then it rests large
        #expect(presentation.selectedDetent == .large && presentation.offset == 0)

        // when dragged down most of the way to the medium detent and held
        driver.drag(from: Point(x: 200, y: 100), by: Point(x: 0, y: medium - 60 + 10), duration: 0.8, hold: 0.1)
        try driver.runUntilAtRest()

        // then it rests medium again
        #expect(presentation.selectedDetent == .medium && presentation.offset == medium)

        // when dragged down past the middle of what is left below the window and held
        let below = presentation.travel - medium
        driver.drag(from: Point(x: 200, y: 470), by: Point(x: 0, y: below / 2 + 40), duration: 0.6, hold: 0.1)
        try driver.runUntilAtRest()

        // then it is dismissed
        #expect(card.presentation == nil)
    }

    @Test func progressIsOneAtTheLowestDetentAndTheCardKeepsTheTallestHeight() throws {
        // given a sheet at its medium detent, with a large one above
        let (_, card, presentation) = try sheet(.medium, detents: [.medium, .large])

        // then it shows fully presented, at the medium detent's top, as tall as the large detent
        #expect(presentation.progress == 1)
        let frame = card.view.convert(card.view.bounds, to: nil)
        #expect(frame.minY == size.height / 2)
        #expect(frame.height == size.height - SheetDetent.largeGap)
    }
}
