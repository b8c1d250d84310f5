// FFmpegProcess — a program run through swift-subprocess, fed from synchronous code.
// Implements: the replay's frame loop (synchronous, on the main thread) hands frames over an
//   AsyncStream to a task that writes them to the program's standard input, at most
//   `framesInFlight` at a time in buffers used again once written (memory stays flat however
//   long the video, no page is faulted in twice); its stderr kept; a program that stops early
//   makes `send` say so instead of blocking.
// Does not: read the program's standard output (it is discarded), time it out.

import Dispatch
import Foundation
import Subprocess
#if canImport(System)
    import System
#else
    import SystemPackage
#endif

/// A program (ffmpeg) started at once, fed byte buffers on its standard input from synchronous code.
final class FFmpegProcess: @unchecked Sendable {
    /// How the run ended: its status, its stderr, or why it could not start.
    struct Outcome {
        var status: TerminationStatus = .exited(0)
        var standardError = ""
        var launchError: String?
    }

    /// Frames handed over but not yet written: bounds the memory a slow encoder takes.
    static let framesInFlight = 3
    /// The most stderr kept (ffmpeg at `-loglevel error` writes a few lines).
    static let standardErrorLimit = 1 << 20

    private let continuation: AsyncStream<[UInt8]>.Continuation
    private let slots = DispatchSemaphore(value: framesInFlight)
    private let ended = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var stopped = false
    private var outcome: Outcome?
    /// Buffers written and free to fill again.
    private var spare: [[UInt8]] = []

    init(executable: String, arguments: [String]) {
        signal(SIGPIPE, SIG_IGN)  // a program that stops early is an error from write, not the end of us
        let (frames, continuation) = AsyncStream.makeStream(of: [UInt8].self)
        self.continuation = continuation
        Task.detached { [self] in
            let outcome = await self.run(executable: executable, arguments: arguments, frames: frames)
            lock.withLock { self.outcome = outcome }
            ended.signal()
        }
    }

    /// Hands the program `count` bytes that `fill` writes into a buffer, waiting while
    /// `framesInFlight` are not yet written; false when it has stopped taking input (then
    /// `finish` says why).
    func send(count: Int, fill: (UnsafeMutableRawBufferPointer) -> Void) -> Bool {
        guard !isStopped else { return false }
        slots.wait()
        var bytes = lock.withLock { spare.popLast() } ?? []
        if bytes.count != count { bytes = [UInt8](unsafeUninitializedCapacity: count) { $1 = count } }
        bytes.withUnsafeMutableBytes(fill)
        continuation.yield(bytes)
        return !isStopped
    }

    /// Closes its standard input and waits for it to end.
    func finish() -> Outcome {
        continuation.finish()
        ended.wait()
        ended.signal()  // a second finish (cancel after finish) does not wait forever
        return lock.withLock { outcome ?? Outcome() }
    }

    /// Ends the run early (the replay failed): standard input closed, the program waited for.
    func cancel() { _ = finish() }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func run(executable: String, arguments: [String], frames: AsyncStream<[UInt8]>) async -> Outcome {
        do {
            let result = try await Subprocess.run(
                .path(FilePath(executable)), arguments: Arguments(arguments),
                input: .inputWriter, output: .discarded,
                error: .string(limit: Self.standardErrorLimit)
            ) { execution in
                await self.write(frames, to: execution.standardInputWriter)
            }
            return Outcome(status: result.terminationStatus, standardError: result.standardError)
        } catch {
            lock.withLock { stopped = true }
            for await _ in frames { slots.signal() }
            return Outcome(status: .exited(127), launchError: "\(error)")
        }
    }

    /// Writes every frame; after a failed write the rest are only taken, so `send` never blocks.
    private func write(_ frames: AsyncStream<[UInt8]>, to writer: StandardInputWriter) async {
        for await frame in frames {
            if !isStopped {
                do { _ = try await writer.write(frame) } catch { lock.withLock { stopped = true } }
            }
            lock.withLock { spare.append(frame) }
            slots.signal()
        }
        _ = try? await writer.finish()
    }
}
