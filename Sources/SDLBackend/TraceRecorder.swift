// TraceRecorder — `run --record`: the window's input as a trace, as it happens.
// Implements: the header, one flushed line per event, the end marker, by the output policy
//   (staged, put in place when the run succeeds); the first write error, reported at the end.
// Does not: choose what is recorded or when (`InputPump`), record the window's own keys.

import Foundation
import OutputFiles
import ScrollTrace
import ScrollUI

/// Writes input to a trace file as it happens (`scroll-lab run --record`), by the output policy
/// (`OutputFile`): a file is staged beside it (`.NAME.XXXXXX`) and put in place when the run
/// succeeds (or the first Ctrl-C ends the session), so an existing recording is never
/// truncated before the window has opened; a FIFO or device is opened at the first line. The header goes first, then one line per event, each flushed so a
/// crash loses at most the line being written.
public final class TraceRecorder {
    /// Where the recording goes; commit it with the run's other outputs.
    public let output: OutputFile
    private var header: Trace.Header
    private var wroteHeader = false
    /// The first write error; the run reports it when it ends.
    public private(set) var failure: Error?

    public var path: String { output.path }

    /// Records to `path`; an existing regular file is refused unless `replacingExisting`.
    public init(path: String, header: Trace.Header, replacingExisting: Bool = false) throws {
        output = try OutputFile(path: path, replacingExisting: replacingExisting)
        self.header = header
    }

    /// States in the header what the source's stamps are rounded to, in seconds
    /// (`"stampResolution"`), before anything is written; later it changes nothing.
    public func declare(stampResolution: Double) {
        if !wroteHeader { header.stampResolution = stampResolution }
    }

    /// Appends the end marker: the recording stopped at `time` seconds (the window's last frame),
    /// so a replay runs as long as the window did.
    public func finish(at time: Double) {
        write(TraceWriter.endLine(at: time))
    }

    /// Appends `event` as a trace line.
    public func record(_ event: SessionEvent) {
        write(TraceWriter.line(for: event))
    }

    /// Puts the recording in place (alone; a run commits it with its other outputs instead).
    public func commit() throws {
        if let failure { throw failure }
        if !wroteHeader { write(nil) }
        try output.commit()
    }

    /// Writes the header if it is not yet written, then `line`.
    private func write(_ line: String?) {
        guard failure == nil else { return }
        do {
            if !wroteHeader {
                wroteHeader = true
                try output.write(line: TraceWriter.headerLine(header))
            }
            if let line { try output.write(line: line) }
            try output.flush()
        } catch {
            failure = error
        }
    }
}
