import Foundation
import Geometry
import Gestures
import OutputFiles
import ScrollTrace
import ScrollUI
import Testing
import SDLRender
import SDLBackend
import TestSupport

@Suite(.stagesOutputs) struct TraceRecorderTests {
    @Test func aRecordedTraceReadsBackAsTheSameEvents() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let events: [SessionEvent] = [
            SessionEvent(.touch(1, .began, at: Point(x: 10, y: 20), time: 0.0105)),
            SessionEvent(.touch(1, .moved, at: Point(x: 10, y: 5.5), time: 0.027)),
            SessionEvent(.touch(1, .ended, at: Point(x: 10, y: 5.5), time: 0.031)),
            SessionEvent(
                deliveredAt: 0.5, kind: .scroll(delta: Point(x: 0, y: -40), precise: false, location: Point(x: 1, y: 2))
            ),
            SessionEvent(deliveredAt: 0.6, kind: .focusLost),
        ]

        do {
            let recorder = try TraceRecorder(
                path: path, header: Trace.Header(screen: "list", size: Size(width: 390, height: 844)))
            events.forEach(recorder.record)
            try recorder.commit()
        }
        let trace = try TraceReader.read(path: path)

        #expect(trace.header == Trace.Header(screen: "list", size: Size(width: 390, height: 844)))
        #expect(trace.events == events)
    }

    @Test func anUnwritablePathIsAClearError() {
        #expect(throws: OutputError.self) {
            try TraceRecorder(path: "/nonexistent-folder/x.jsonl", header: Trace.Header())
        }
    }

    @Test func anExistingRecordingIsRefusedUnlessReplacingIsAllowed() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = FileManager.default.createFile(atPath: path, contents: Data("precious\n".utf8))

        #expect(throws: OutputError(path: path, reason: "it exists; pass --force to replace it")) {
            try TraceRecorder(path: path, header: .init())
        }
        let forced = try TraceRecorder(path: path, header: .init(), replacingExisting: true)
        forced.finish(at: 1)
        defer { forced.output.discard() }  // uncommitted: its staged file must not outlive the test

        #expect(FileManager.default.contents(atPath: path) == Data("precious\n".utf8))
    }
}
