// FFmpegProcess — a program run through swift-subprocess, fed from synchronous code.
// Implements: the replay's frame loop (synchronous, on the main thread) hands frames over an
//   AsyncStream to a task that writes them to the program's standard input, at most
//   `framesInFlight(frameBytes:)` at a time (bounded in bytes) in buffers used again once written
//   (memory stays flat however long the video, no page is faulted in twice); its standard output
//   is the output's descriptor (never a name); the tail of its stderr kept, however much it
//   prints; a watchdog on progress (a frame taken, the output growing) stops a program that
//   stops consuming; an interruption passes its signal on (`ChildProcesses`).

import Dispatch
import Foundation
import OutputFiles
import ScrollTrace
import Subprocess
#if canImport(System)
    import System
#else
    import SystemPackage
#endif

/// A program (ffmpeg) started at once, fed byte buffers on its standard input from synchronous code.
final class FFmpegProcess: @unchecked Sendable {
    /// How the run ended: its status, its stderr's tail, or why it could not start or was stopped.
    struct Outcome {
        var status: TerminationStatus = .exited(0)
        var standardError = ""
        var launchError: String?
        /// Seconds without progress after which the watchdog stopped it, if it did.
        var stalledAfter: Double?
    }

    /// The most bytes of frames handed over but not yet written: bounds the memory a slow encoder
    /// takes (three small frames, one 12,288² frame of 600 MB).
    static let bytesInFlight = 256 << 20
    /// The frames handed over but not yet written for frames of `frameBytes` bytes: 1 to 3.
    static func framesInFlight(frameBytes: Int) -> Int { max(1, min(3, bytesInFlight / max(frameBytes, 1))) }
    /// The stderr kept: its last 64 KiB (ffmpeg at `-loglevel error` writes a few lines).
    static let standardErrorTail = 64 << 10
    /// Seconds without progress before the program is taken for stuck:
    /// `SCROLLLAB_FFMPEG_STALL_SECONDS`, else 60 (a 16k frame is encoded in a few seconds).
    static var stallLimit: Double {
        let given = ProcessInfo.processInfo.environment["SCROLLLAB_FFMPEG_STALL_SECONDS"].flatMap(Double.init)
        return given.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 60
    }

    private let continuation: AsyncStream<[UInt8]>.Continuation
    private let slots: DispatchSemaphore
    private let ended = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private let output: Int32
    private let stallLimit = FFmpegProcess.stallLimit
    private var stopped = false
    private var stalled = false
    private var pid: pid_t?
    private var outcome: Outcome?
    /// Buffers written and free to fill again.
    private var spare: [[UInt8]] = []

    /// Starts `executable` with `output` (a descriptor, kept open by the caller) as its standard
    /// output, to be fed frames of `frameBytes` bytes.
    init(executable: String, arguments: [String], output: Int32, frameBytes: Int) {
        signal(SIGPIPE, SIG_IGN)  // a program that stops early is an error from write, not the end of us
        self.output = output
        slots = DispatchSemaphore(value: Self.framesInFlight(frameBytes: frameBytes))
        let (frames, continuation) = AsyncStream.makeStream(of: [UInt8].self)
        self.continuation = continuation
        Task.detached { [self] in
            let outcome = await self.run(executable: executable, arguments: arguments, frames: frames)
            lock.withLock { self.outcome = outcome }
            ended.signal()
        }
    }

    /// Hands the program `count` bytes that `fill` writes into a buffer, waiting while the frames
    /// in flight are not yet written; false when it has stopped taking input, or took none for
    /// `stallLimit` seconds (then it is stopped; `finish` says why).
    func send(count: Int, fill: (UnsafeMutableRawBufferPointer) -> Void) -> Bool {
        guard !isStopped else { return false }
        guard slots.wait(timeout: .now() + stallLimit) == .success else {
            stopAsStalled()
            return false
        }
        var bytes = lock.withLock { spare.popLast() } ?? []
        if bytes.count != count { bytes = [UInt8](unsafeUninitializedCapacity: count) { $1 = count } }
        bytes.withUnsafeMutableBytes(fill)
        continuation.yield(bytes)
        return !isStopped
    }

    /// Closes its standard input and waits for it to end, stopping it when its output has not
    /// grown for `stallLimit` seconds.
    func finish() -> Outcome {
        continuation.finish()
        var size = outputSize, progress = Date()
        while ended.wait(timeout: .now() + min(1, stallLimit)) == .timedOut {
            if outputSize != size {
                (size, progress) = (outputSize, Date())
            } else if Date().timeIntervalSince(progress) >= stallLimit {
                stopAsStalled()
            }
        }
        ended.signal()  // a second finish (cancel after finish) does not wait forever
        return lock.withLock { outcome ?? Outcome() }
    }

    /// Ends the run early (the replay failed): standard input closed, the program waited for.
    func cancel() { _ = finish() }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// The output's size now.
    private var outputSize: Int64 {
        var info = stat()
        return fstat(output, &info) == 0 ? Int64(info.st_size) : -1
    }

    /// Kills the program (it stopped consuming) and notes why.
    private func stopAsStalled() {
        let pid = lock.withLock {
            (stopped, stalled) = (true, true)
            return self.pid
        }
        if let pid { kill(pid, SIGKILL) }
    }

    private func run(executable: String, arguments: [String], frames: AsyncStream<[UInt8]>) async -> Outcome {
        do {
            let result = try await Subprocess.run(
                .path(FilePath(executable)), arguments: Arguments(arguments),
                input: .inputWriter,
                output: .fileDescriptor(FileDescriptor(rawValue: output), closeAfterSpawningProcess: false),
                error: .sequence
            ) { execution in
                let pid = execution.processIdentifier.value
                ChildProcesses.insert(pid)  // removed once it has been waited for, below
                lock.withLock { self.pid = pid }
                async let errors = OutputTail.read(execution.standardError, limit: Self.standardErrorTail)
                await self.write(frames, to: execution.standardInputWriter)
                return await errors.text
            }
            let (pid, stalled) = lock.withLock { (self.pid, self.stalled) }
            if let pid { ChildProcesses.remove(pid) }
            let stalledAfter = stalled ? stallLimit : nil
            return Outcome(
                status: result.terminationStatus, standardError: result.closureResult, stalledAfter: stalledAfter)
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
