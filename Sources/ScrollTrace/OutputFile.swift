import Foundation

/// One output of a command, written by the policy of `OutputDestination`: a regular file is
/// staged at `PATH.partial` (registered with `StagedOutputs`) and renamed into place by
/// `commit()`; a stream is opened when the first byte is due and written through. Memory does
/// not grow with what is written. Errors name the path as given and the system's reason.
public final class OutputFile {
    public let destination: OutputDestination
    private var file: UnsafeMutablePointer<FILE>?
    /// A whole file (a screenshot) waiting to be copied to a stream at commit.
    private var pendingCopy: String?
    private var finished = false

    public var path: String { destination.path }

    /// Stages `path` (a regular file) or prepares to stream to it; `replacingExisting: false`
    /// refuses an existing regular file.
    public convenience init(path: String, replacingExisting: Bool = true) throws {
        try self.init(destination: OutputDestination(path: path, replacingExisting: replacingExisting))
    }

    public init(destination: OutputDestination) throws {
        self.destination = destination
        guard destination.kind == .file else { return }
        let partial = destination.partialPath
        file = try StagedOutputs.shared.locked {
            StagedOutputs.shared.register(partial)
            guard let file = fopen(partial, "w") else {
                let error = OutputError.fromErrno(destination.path)
                StagedOutputs.shared.unregister(partial)
                throw error
            }
            return file
        }
    }

    deinit { discard() }

    /// Appends `line` and a line feed (opening a stream first if need be).
    public func write(line: String) throws {
        let file = try openedFile()
        guard fputs(line, file) >= 0, fputc(0x0A, file) != EOF else { throw OutputError.fromErrno(path) }
    }

    /// Pushes what is buffered to the file or stream (a recording does after each line).
    public func flush() throws {
        guard let file else { return }
        guard fflush(file) == 0 else { throw OutputError.fromErrno(path) }
    }

    /// Writes a whole file through `produce`, which is given the path to create: the staged
    /// file itself, or for a stream a file in the temporary folder, copied to it at commit.
    public func writeWhole(_ produce: (String) throws -> Void) throws {
        if destination.kind == .file {
            if let file { fclose(file) }
            file = nil
            try StagedOutputs.shared.locked { try produce(destination.partialPath) }
            return
        }
        let folder = try StagedOutputs.shared.temporaryFolder()
        let staged = (folder as NSString).appendingPathComponent(UUID().uuidString)
        try StagedOutputs.shared.locked {
            StagedOutputs.shared.register(staged)
            try produce(staged)
        }
        pendingCopy = staged
    }

    /// Flushes and closes (a stream's pending copy written first): the first step of a commit,
    /// where a full disk or a broken pipe shows.
    func finish() throws {
        guard !finished else { return }
        defer { finished = true }
        if let pendingCopy {
            guard let bytes = FileManager.default.contents(atPath: pendingCopy) else { throw OutputError(path: path, reason: "its staged copy is gone") }
            let stream = try openedFile()
            guard bytes.withUnsafeBytes({ fwrite($0.baseAddress, 1, $0.count, stream) }) == bytes.count else { throw OutputError.fromErrno(path) }
        }
        guard let file else { return }
        self.file = nil
        let failed = fflush(file) != 0 || ferror(file) != 0
        let reason = String(cString: strerror(errno))
        let closed = fclose(file)
        if failed || closed != 0 { throw OutputError(path: path, reason: failed ? reason : String(cString: strerror(errno))) }
    }

    /// Renames a staged file into place (after `finish`).
    func moveIntoPlace() throws {
        if let pendingCopy {
            self.pendingCopy = nil
            unlink(pendingCopy)  // copied to its stream: done, not discarded
            StagedOutputs.shared.unregister(pendingCopy)
        }
        guard destination.kind == .file else { return }
        let partial = destination.partialPath
        defer { StagedOutputs.shared.unregister(partial) }
        guard rename(partial, destination.target) == 0 else {
            let error = OutputError.fromErrno(path)
            StagedOutputs.shared.removeStaged(partial)
            throw error
        }
    }

    /// Finishes and puts this output in place.
    public func commit() throws { try Self.commit([self]) }

    /// Puts `outputs` in place together: every one is flushed and every stream copy written
    /// before the first rename, so a full disk or a broken pipe leaves no output half-updated.
    /// On failure every staged output of the process is removed; an interruption waits.
    public static func commit(_ outputs: [OutputFile]) throws {
        // Streams are opened first, without the lock: a FIFO waits for its reader here, and an
        // interruption meanwhile must still be able to take the lock and clean up.
        do {
            for output in outputs where output.pendingCopy != nil { _ = try output.openedFile() }
        } catch {
            outputs.forEach { $0.discard() }
            throw error
        }
        try StagedOutputs.shared.locked {
            do {
                for output in outputs { try output.finish() }
                for output in outputs { try output.moveIntoPlace() }
                StagedOutputs.shared.removeFolderIfUnused()
            } catch {
                outputs.forEach { $0.discard() }
                throw error
            }
        }
    }

    /// Closes and deletes anything staged; the destination is left as it was.
    public func discard() {
        StagedOutputs.shared.locked {
            if let file { fclose(file) }
            file = nil
            if destination.kind == .file, StagedOutputs.shared.staged.contains(destination.partialPath) {
                StagedOutputs.shared.removeStaged(destination.partialPath)
            }
            if let pendingCopy { StagedOutputs.shared.removeStaged(pendingCopy) }
            pendingCopy = nil
            finished = true
        }
    }

    /// The open file, opening a stream on first use: standard output, or the device or FIFO
    /// (which blocks until a FIFO has a reader — only now, when there is something to write).
    private func openedFile() throws -> UnsafeMutablePointer<FILE> {
        if let file { return file }
        guard destination.kind == .stream, !finished else { throw OutputError(path: path, reason: "it was already closed") }
        let opened = destination.target == "-" ? fdopen(dup(STDOUT_FILENO), "w") : fopen(destination.target, "w")
        guard let opened else { throw OutputError.fromErrno(path) }
        file = opened
        return opened
    }
}
