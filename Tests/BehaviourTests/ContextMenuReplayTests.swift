import ScrollTrace
import Testing

/// `context-menu`'s second message held 0.6 s, then the finger slides down onto "Forward" and
/// lifts (`Traces/context-menu-choose.jsonl`), replayed as `scroll-lab replay` does: the menu
/// opens 0.4 s after the touch, the list does not scroll, and lifting on the item chooses it.
@Suite struct ContextMenuReplayTests {
    @Test func holdingThenSlidingToAnItemChoosesIt() throws {
        let log = try ReplayLog(trace: "context-menu-choose", until: 2.5)
        func isOpen(_ frame: LogFrame) -> Bool { frame.fields["contextMenu"]?["open"]?.bool == true }

        // then the menu opens at 0.6 s (0.4 s after the touch at 0.2 s), not before
        let opened = try #require(log.frames.first(where: isOpen))
        #expect(abs(opened.time - 0.6) < 1e-9)
        // and the finger's slide chose "Forward", then the menu closed
        let last = try #require(log.frames.last)
        #expect(last.fields["contextMenu"]?["chosen"] == .array([.string("Forward: Ben")]))
        #expect(!isOpen(last))
        // and the list never moved
        #expect(log.frames.allSatisfy { ($0.offsets["messages"]?.y ?? 0) == 0 })
    }
}
