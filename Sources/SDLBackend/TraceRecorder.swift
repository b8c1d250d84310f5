import Foundation
import Gestures
import ScrollUI

/// Writes input to a trace file as it happens (`scroll-lab run --record`): the header first,
/// then one line per event, flushed so a crash loses at most the line being written.
public final class TraceRecorder {
    private let handle: FileHandle
    public let path: String

    public init(path: String, header: Trace.Header) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data((TraceWriter.headerLine(header) + "\n").utf8)),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw SDLError("cannot create the trace file \(path)")
        }
        handle.seekToEndOfFile()
        self.handle = handle
        self.path = path
    }

    deinit { try? handle.close() }

    /// Appends the end marker: the recording stopped at `time` seconds (the window's last frame),
    /// so a replay runs as long as the window did.
    public func finish(at time: Double) {
        handle.write(Data((TraceWriter.endLine(at: time) + "\n").utf8))
    }

    /// Appends `event` as a trace line.
    public func record(_ event: PointerEvent) {
        handle.write(Data((TraceWriter.line(for: event) + "\n").utf8))
    }
}
