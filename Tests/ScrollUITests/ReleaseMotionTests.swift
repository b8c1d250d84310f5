import Geometry
import ScrollLabDriver
import ScrollPhysics
import ScrollUI
import Testing

/// The open release: a delegate gives the motion after the lift (Flutter's `createBallisticSimulation`).
@Suite struct ReleaseMotionTests {
    /// A full-window scroll view `feed` whose delegate springs to the nearest 500 pt notch past
    /// where UIKit's deceleration would rest.
    final class NotchScreen: ViewController, ScrollViewDelegate {
        let scrollView = ScrollView(name: "feed")
        var springs: [(position: Double, velocity: Double, motion: SpringMotion)] = []
        var givesMotion = true

        init() {
            super.init(title: "Notches", name: "notch.screen")
            scrollView.contentSize = Size(width: 390, height: 20_000)
            scrollView.delegate = self
            view.addSubview(scrollView)
        }

        override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("feed", scrollView)] }
        override func layoutView() { scrollView.frame = view.bounds }

        func scrollView(
            _ scrollView: ScrollView, motionAfterReleaseOn axis: Axis, from position: Double,
            velocity: Double
        ) -> (any Motion)? {
            guard givesMotion, axis == .vertical else { return nil }
            let natural = DecayMotion(position: position, velocity: velocity).restingPosition
            let spring = SpringMotion(
                from: position, to: (natural / 500).rounded() * 500, velocity: velocity, response: 0.5)
            springs.append((position, velocity, spring))
            return spring
        }
    }

    @Test func theDelegatesMotionCarriesTheContentFrameByFrameToItsRest() throws {
        let screen = NotchScreen()
        let driver = ScreenDriver(screen)

        driver.fling(from: Point(x: 200, y: 700), velocity: Point(x: 0, y: -1800))
        try driver.runUntilAtRest()

        let spring = try #require(screen.springs.first)
        #expect(screen.springs.count == 1)
        #expect(screen.scrollView.contentOffset.y == spring.motion.restingPosition)
        #expect(spring.motion.restingPosition.truncatingRemainder(dividingBy: 500) == 0)
        let events = driver.callbacks("feed")
        guard
            case .willEndDragging(let velocity, let target)? = events.first(where: {
                if case .willEndDragging = $0 { true } else { false }
            }
            )
        else {
            Issue.record("no willEndDragging: \(events)"); return
        }
        #expect(velocity.y == spring.velocity)
        #expect(target.y == spring.motion.restingPosition)
        #expect(
            events.suffix(3) == [.didEndDragging(willDecelerate: true), .willBeginDecelerating, .didEndDecelerating])
    }

    @Test func midwayTheOffsetIsTheMotionsPositionAtThatTime() throws {
        let screen = NotchScreen()
        let driver = ScreenDriver(screen)
        driver.fling(from: Point(x: 200, y: 700), velocity: Point(x: 0, y: -1800))
        try driver.run(until: driver.inputEnd)
        let release = try #require(
            driver.callbacks.first { if case .willEndDragging = $0.event { true } else { false } }?.time)

        try driver.run(until: release + 0.25)

        let spring = try #require(screen.springs.first).motion
        #expect(screen.scrollView.isDecelerating)
        #expect(abs(screen.scrollView.contentOffset.y - spring.position(at: 0.25)) < 1e-9)
    }

    @Test func withoutAMotionOfItsOwnTheReleaseIsUIKits() throws {
        let withHook = NotchScreen(), without = NotchScreen()
        without.givesMotion = false
        var rests: [Double] = []
        for screen in [withHook, without] {
            let driver = ScreenDriver(screen)
            driver.fling(from: Point(x: 200, y: 700), velocity: Point(x: 0, y: -1800))
            try driver.runUntilAtRest()
            rests.append(screen.scrollView.contentOffset.y)
        }
        #expect(rests[0] != rests[1])
        #expect(rests[1].truncatingRemainder(dividingBy: 500) != 0)
    }
}
