// FFmpegProcess — a program run through Foundation's `Process`, fed from synchronous code.
// Implements: the replay's frame loop (synchronous, on the main thread) hands frames to a thread
//   of their own that writes them to the program's standard input, at most
//   `framesInFlight(frameBytes:)` at a time (bounded in bytes) in buffers used again once written
//   (memory stays flat however long the video, no page is faulted in twice); its standard output
//   is the output's descriptor (never a name); the tail of its stderr kept, however much it
//   prints; a watchdog on progress (a frame taken, the output growing) stops a program that
//   stops consuming; an interruption passes its signal on (`ChildProcesses`).

import Dispatch
import Foundation
import OutputFiles
import ScrollTrace

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

    private let slots: DispatchSemaphore
    /// Signalled once a frame is queued, and once when the input ends.
    private let queued = DispatchSemaphore(value: 0)
    private let writerDone = DispatchSemaphore(value: 0)
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
    /// Frames handed over, not yet written, oldest first.
    private var pending: [[UInt8]] = []
    private var inputEnded = false

    /// Starts `executable` with `output` (a descriptor, kept open by the caller) as its standard
    /// output, to be fed frames of `frameBytes` bytes.
    init(executable: String, arguments: [String], output: Int32, frameBytes: Int) {
        signal(SIGPIPE, SIG_IGN)  // a program that stops early is an error from write, not the end of us
        self.output = output
        slots = DispatchSemaphore(value: Self.framesInFlight(frameBytes: frameBytes))
        start(executable: executable, arguments: arguments)
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
        lock.withLock { pending.append(bytes) }
        queued.signal()
        return !isStopped
    }

    /// Closes its standard input and waits for it to end, stopping it when its output has not
    /// grown for `stallLimit` seconds.
    func finish() -> Outcome {
        endInput()
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

    /// Tells the writer that no frame follows (once).
    private func endInput() {
        let first = lock.withLock {
            defer { inputEnded = true }
            return !inputEnded
        }
        if first { queued.signal() }
    }

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

    /// Starts the program with a thread that writes its frames and one that keeps its stderr's
    /// tail and waits for its end; a program that cannot start is an outcome at once.
    private func start(executable: String, arguments: [String]) {
        let process = Process(), input = Pipe(), errors = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = FileHandle(fileDescriptor: output, closeOnDealloc: false)
        process.standardError = errors
        do {
            try process.run()
        } catch {
            lock.withLock {
                (stopped, outcome) = (true, Outcome(status: .exited(127), launchError: ChildProcess.reason(error)))
            }
            ended.signal()
            return
        }
        let pid = process.processIdentifier
        ChildProcesses.insert(pid)  // removed once it has been waited for, below
        lock.withLock { self.pid = pid }
        Thread { [self] in write(to: input.fileHandleForWriting) }.start()
        let running = HandedOver(value: process)
        Thread { [self] in
            let tail = OutputTail.read(errors.fileHandleForReading, limit: Self.standardErrorTail)
            running.value.waitUntilExit()
            writerDone.wait()
            ChildProcesses.remove(pid)
            let stalledAfter = lock.withLock { stalled } ? stallLimit : nil
            let ending = Outcome(
                status: TerminationStatus(of: running.value), standardError: tail.text, stalledAfter: stalledAfter)
            lock.withLock { outcome = ending }
            ended.signal()
        }.start()
    }

    /// Writes every frame until the input ends; after a failed write the rest are only taken, so
    /// `send` never blocks.
    private func write(to input: FileHandle) {
        while true {
            queued.wait()
            guard let frame = lock.withLock({ pending.isEmpty ? nil : pending.removeFirst() }) else { break }
            if !isStopped, !Self.writeAll(frame, to: input.fileDescriptor) { lock.withLock { stopped = true } }
            lock.withLock { spare.append(frame) }
            slots.signal()
        }
        try? input.close()
        writerDone.signal()
    }

    /// Writes all of `bytes` to `descriptor`; false when a write fails (the program stopped reading).
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}
