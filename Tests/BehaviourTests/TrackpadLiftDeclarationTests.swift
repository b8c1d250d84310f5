import Foundation
import Geometry
import Screens
import ScrollSession
import ScrollTrace
import ScrollUI
import SDLRender
import Testing

/// The window on Wayland declares at its start that its trackpad reports lifts (the compositor's
/// `wl_pointer` is version 5 or later): its recording opens with a lift, so the first gesture, in
/// the window and in the replay, waits for its own lift (ScrollUI.docc/InputOnLinux.md).
/// `weston-trackpad-first-gesture` is a window's recording through Weston
/// (`.ci/touch-input-check`'s `trackpad-pause`): two fingers scroll `list`, rest 110 ms, scroll on, lift.
@Suite struct TrackpadLiftDeclarationTests {
    /// The frames of the replay's `scrollViewWillBeginDragging` and `scrollViewWillEndDragging`.
    private func drags(_ trace: Trace) throws -> (begins: [Int], ends: [Int]) {
        let app = try #require(
            ScreenCatalog.makeApplication(screen: "list", size: trace.header.size ?? Size(width: 390, height: 844)))
        let output = try Replayer(trace: trace, renderer: SoftwareRenderer(), until: 2.5).run(app: app)
        defer { output.discard() }
        let callbacks = try output.logLines.enumerated().compactMap { index, line in
            try StateLog.entry(line, file: "the replay log", line: index + 1).callback
        }
        return (
            callbacks.filter { $0.name == "scrollViewWillBeginDragging" }.map(\.frame),
            callbacks.filter { $0.name == "scrollViewWillEndDragging" }.map(\.frame)
        )
    }

    @Test func theWindowsDeclarationKeepsTheFirstGestureOneDragToItsLift() throws {
        // given: the window's recording, and the same without its opening declaration
        let url = try #require(
            Bundle.module.url(
                forResource: "weston-trackpad-first-gesture", withExtension: "jsonl", subdirectory: "Traces"))
        let recording = try TraceReader.read(path: url.path)
        guard case .scrollEnded = recording.events.first?.pointerKind else {
            Issue.record("no declaration first"); return
        }
        var undeclared = recording
        undeclared.events.removeFirst()
        let lift = try #require(recording.events.last { if case .scrollEnded = $0.pointerKind { true } else { false } })

        // when
        let declared = try drags(recording)
        let silent = try drags(undeclared)

        // then: one drag released in the lift's frame; without the declaration the rest ends it early
        // and the fingers going on begin another
        #expect(declared.begins.count == 1)
        #expect(declared.ends == [Int((lift.deliveredAt * 60).rounded(.up))])
        #expect(silent.begins.count > 1)
    }
}
