import Testing

/// `tabs` replayed (`Traces/tabs-switch-retap.jsonl`): the inbox list dragged 300 pt up, the
/// Spring tab, its card sent down with a spring, Inbox again mid-spring, Inbox re-tapped (the
/// list scrolls to the top), a row that pushes a screen hiding the bar, Back, and Spring again.
@Suite struct TabsReplayTests {
    private func tabs(_ frame: LogFrame) -> [String: Double] { frame.extra["tabs"] ?? [:] }

    private func last(before time: Double, in log: ReplayLog) throws -> LogFrame {
        try #require(log.frames.last { $0.time < time })
    }

    @Test func switchingAndReTappingTabsReplaysAsUIKitBehaves() throws {
        let log = try ReplayLog(trace: "tabs-switch-retap", until: 7)

        // the drag left the inbox scrolled; the Spring tab was shown, then Inbox as it was left
        let dragged = try last(before: 1.5, in: log)
        #expect((dragged.offsets["inbox"]?.y ?? 0) > 250)
        #expect(tabs(try last(before: 2.2, in: log))["selected"] == 1)
        let back = try last(before: 3, in: log)
        #expect(tabs(back)["selected"] == 0 && back.offsets["inbox"] == dragged.offsets["inbox"])
        // the re-tap on the selected tab at its root scrolled the list to the top
        #expect(try last(before: 4, in: log).offsets["inbox"]?.y == 0)
        // the pushed screen hid the bar until Back
        let pushed = try last(before: 5, in: log)
        #expect(tabs(pushed)["depth"] == 2 && tabs(pushed)["barShown"] == 0)
        let popped = try last(before: 6, in: log)
        #expect(tabs(popped)["depth"] == 1 && tabs(popped)["barShown"] == 1)
        // the card went on springing while its tab was away, overshot, and rests down
        let cardYs = log.frames.filter { $0.time > 2 && $0.time < 3 }.compactMap { tabs($0)["cardY"] }
        let end = try #require(log.frames.last)
        let rest = try #require(tabs(end)["cardY"])
        #expect(rest > 500 && (cardYs.max() ?? 0) > rest + 1)
        #expect(tabs(end)["selected"] == 1)
    }

    @Test func theSpringReplaysToTheSameFrames() throws {
        let first = try ReplayLog(trace: "tabs-switch-retap", until: 3)
        let second = try ReplayLog(trace: "tabs-switch-retap", until: 3)
        #expect(first.frames.map { $0.extra["tabs"] } == second.frames.map { $0.extra["tabs"] })
    }
}
