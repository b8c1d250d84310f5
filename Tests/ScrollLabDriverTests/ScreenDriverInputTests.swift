import Foundation
import Geometry
import Screens
import ScrollLabDriver
import ScrollUI
import Testing

/// The driver's scripted input does what it says, on the demo screens.
@Suite struct ScreenDriverInputTests {
    private func list() throws -> ScreenDriver {
        try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "list"))
    }

    @Test(arguments: [600.0, 2000.0, 5000.0])
    func aFlingReleasesTheListAtTheFlingsVelocity(speed: Double) throws {
        let driver = try list()

        driver.fling(from: Point(x: 200, y: 780), velocity: Point(x: 0, y: -speed), duration: 0.1)
        try driver.runUntilAtRest()

        let release = try #require(
            driver.callbacks("list").compactMap { event -> Point? in
                if case .willEndDragging(let velocity, _) = event { return velocity } else { return nil }
            }.first)
        #expect(abs(release.y - speed) / speed < 0.005, "released at \(release.y) pt/s")
        #expect(
            driver.callbacks("list") == [
                .willBeginDragging,
                .willEndDragging(
                    velocity: release, targetContentOffset: try #require(driver.scrollView("list")).contentOffset),
                .didEndDragging(willDecelerate: true), .willBeginDecelerating, .didEndDecelerating,
            ], "UIKit's order, and the list rests where the delegate was told")
    }

    @Test func aDragHeldStillLiftsWithoutMomentum() throws {
        let driver = try list()

        driver.drag(from: Point(x: 200, y: 600), by: Point(x: 0, y: -300), duration: 0.3, hold: 0.2)
        try driver.runUntilAtRest()

        #expect(driver.scrollView("list")?.contentOffset.y == 290, "all but the pan's 10 pt slop")
        #expect(driver.callbacks("list").last == .didEndDragging(willDecelerate: false))
    }

    @Test func runUntilAtRestRunsPastTheInputAndStopsWhenNothingMoves() throws {
        let driver = try list()
        driver.fling(from: Point(x: 200, y: 700), velocity: Point(x: 0, y: -1500))

        try driver.runUntilAtRest()

        #expect(driver.isAtRest)
        let rest = driver.time
        try driver.run(for: 0.5)
        #expect(driver.time > rest)
        #expect(driver.callbacks("list").last == .didEndDecelerating)
    }

    @Test func anEdgeSwipePopsAndATapPushes() throws {
        let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "list"))

        driver.edgeSwipe(y: 500)
        try driver.runUntilAtRest()
        #expect(driver.app.navigation.depth == 1)

        driver.tap(at: Point(x: 200, y: 44 + 32))  // home's first row: list
        try driver.runUntilAtRest()
        #expect(driver.app.navigation.depth == 2)
        #expect(driver.screen.title == "List")
    }

    @Test func pinchLongPressAndTwoFingerPanReachTheirRecognizers() throws {
        let driver = try #require(ScreenDriver(registry: ScreenCatalog.registry, screen: "back-gestures"))
        let screen = try #require(driver.screen as? ManyGesturesScreen)

        driver.pinch(around: Point(x: 195, y: 500), from: 100, to: 200)
        driver.longPress(at: Point(x: 195, y: 400), pause: 0.5)
        try driver.runUntilAtRest()

        #expect(screen.recognized.count == 2)
        // 100 → 200 pt apart; the pinch's 10 pt hysteresis is taken out of its start: 200 / 110
        #expect(screen.recognized.first == String(format: "pinch ×%.2f", 200.0 / 110))
        #expect(screen.recognized.last == "long press")
    }

    @Test func twoFingersPanAListAsOne() throws {
        let driver = try list()

        driver.twoFingerPan(around: Point(x: 195, y: 600), by: Point(x: 0, y: -200), duration: 0.3, pause: 0)
        try driver.run(until: 0.3)  // the fingers' last move

        #expect(driver.scrollView("list")?.contentOffset.y == 190, "the centroid's 200 pt, less the pan's 10 pt slop")
    }

    @Test func wheelTicksMoveFortyPointsEach() throws {
        let driver = try list()

        driver.wheel(at: Point(x: 195, y: 400), ticks: 3)
        try driver.runUntilAtRest()

        #expect(driver.scrollView("list")?.contentOffset.y == 120)
    }

    @Test func aTrackpadScrollFollowsThenGlidesAfterTheLift() throws {
        let driver = try list()

        driver.trackpadScroll(at: Point(x: 195, y: 400), by: Point(x: 0, y: 300), duration: 0.2, lift: true)
        try driver.run(until: driver.time + 0.3)
        let atLift = try #require(driver.scrollView("list")).contentOffset.y
        try driver.runUntilAtRest()

        #expect(atLift >= 300)
        #expect(
            try #require(driver.scrollView("list")).contentOffset.y > atLift + 100, "momentum after the fingers lift")
    }

    @Test func aTraceFilePlaysAsTheReplayDoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("driver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("drag.jsonl").path
        try """
        {"trace":1,"screen":"list"}
        {"t":0.1,"type":"touch","phase":"began","id":1,"x":200,"y":600}
        {"t":0.2,"type":"touch","phase":"moved","id":1,"x":200,"y":450}
        {"t":0.3,"type":"touch","phase":"moved","id":1,"x":200,"y":300}
        {"t":0.35,"type":"touch","phase":"moved","id":1,"x":200,"y":300}
        {"t":0.45,"type":"touch","phase":"ended","id":1,"x":200,"y":300}
        {"t":0.6,"type":"end"}

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let driver = try list()

        try driver.play(traceFile: path)
        try driver.runUntilAtRest()

        #expect(driver.scrollView("list")?.contentOffset.y == 290)
    }

    @Test func aMalformedTraceFileNamesItsFileAndLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).jsonl").path
        try "{\"trace\":1}\n{\"t\":\"soon\",\"type\":\"touch\"}\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }

        let error = #expect(throws: (any Error).self) { try list().play(traceFile: path) }
        #expect("\(error.map { "\($0)" } ?? "")".contains("\(path):2"))
    }
}
