import Geometry
import ScrollSession
import ScrollTrace
import ScrollUI
import Testing

/// Lines written from a running app read back, typed, as the state they were written from.
@Suite struct StateLogRoundTripTests {
    let height = ("header", JSONValue.object([("height", .number(172.5))]))

    @Test func aFrameLineReadsBackAsTheStateItWasWrittenFrom() throws {
        let screen = LoggedScreen(contentHeight: 2000, maximumZoomScale: 3, fields: [height])
        let app = Application(root: screen, size: Size(width: 390, height: 844))
        screen.scrollView.contentOffset = Point(x: 0, y: 321.25)

        let entry = try StateLog.entry(StateLog.frameLine(frame: 7, t: 7.0 / 60, app: app))

        let frame = try #require(entry.frame)
        #expect(frame.frame == 7 && frame.t == 7.0 / 60)
        let state = try #require(frame["list"])
        #expect(state.offset == Point(x: 0, y: 321.25))
        #expect(state.contentSize == Size(width: 390, height: 2000))
        #expect(state.size == screen.scrollView.bounds.size)
        #expect(state.zoomScale == 1)
        #expect(!state.tracking && !state.dragging && !state.decelerating)
        #expect(frame.depth == 1 && frame.progress == 0)
        #expect(frame.fields == ["header": .object([("height", .number(172.5))])])
    }

    @Test func aCallbackLineReadsBackWithItsFields() throws {
        let record = ScrollViewCallback(
            view: "list",
            event: .willEndDragging(
                velocity: Point(x: 0, y: -1520.3),
                targetContentOffset: Point(x: 0, y: 880)))

        let callback = try #require(
            try StateLog.entry(StateLog.callbackLine(frame: 3, t: 0.05, record: record)).callback)

        #expect(callback.view == "list" && callback.name == "scrollViewWillEndDragging")
        #expect(callback.velocity == Point(x: 0, y: -1520.3) && callback.target == Point(x: 0, y: 880))
        #expect(callback.willDecelerate == nil && callback.frame == 3)
    }

    @Test func aWholeLogKeepsItsOrderAndSkipsBlankLines() throws {
        let app = Application(root: LoggedScreen(contentHeight: 2000), size: Size(width: 390, height: 844))
        let record = ScrollViewCallback(view: "list", event: .didEndDragging(willDecelerate: true))
        let text =
            [
                StateLog.frameLine(frame: 1, t: 1.0 / 60, app: app),
                StateLog.callbackLine(frame: 1, t: 1.0 / 60, record: record),
                "", StateLog.frameLine(frame: 2, t: 2.0 / 60, app: app),
            ].joined(separator: "\n") + "\n"

        let entries = try StateLog.read(text)

        #expect(entries.map { $0.frame?.frame ?? -1 } == [1, -1, 2])
        #expect(entries[1].callback?.willDecelerate == true)
    }
}
