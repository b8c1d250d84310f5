import Foundation

/// One output of a command, written by the policy of `OutputDestination`: a regular file is
/// staged in a new file of its own beside it (`.NAME.XXXXXX`, `StagingFile`, registered with
/// the command's `StagedOutputs`) and renamed into place by `commit()`; a stream is opened when the first byte
/// is due and written through. Memory does not grow with what is written. Errors name the path
/// as given and the system's reason.
public final class OutputFile {
    package let destination: OutputDestination
    /// The command's staged outputs this one is among (`StagedOutputs.current` when it was made).
    private let scope = StagedOutputs.current
    private var file: UnsafeMutablePointer<FILE>?
    /// The staged file of a regular-file output, until it is renamed into place or removed.
    private var staging: StagingFile?
    /// A whole file (a screenshot) waiting to be copied to a stream at commit.
    private var pendingCopy: String?
    private var finished = false

    package var path: String { destination.path }

    /// Where a regular-file output is staged until its commit (nil for a stream, and after).
    package var stagedPath: String? { staging?.path }

    /// Stages `path` (a regular file) or prepares to stream to it; `replacingExisting: false`
    /// refuses an existing regular file.
    package convenience init(path: String, replacingExisting: Bool = true) throws {
        try self.init(destination: OutputDestination(path: path, replacingExisting: replacingExisting))
    }

    package init(destination: OutputDestination) throws {
        self.destination = destination
        guard destination.kind == .file else { return }
        let name = (destination.target as NSString).lastPathComponent
        (staging, file) = try StagedOutputs.locked { () throws(OutputError) in
            let staged: StagingFile
            do throws(StagingFile.Failure) {
                staged = try StagingFile.create(in: destination.stagingFolder, for: name)
            } catch {
                throw OutputError(path: destination.path, reason: OutputPaths.reason(error.code))
            }
            scope.register(staged.path, for: destination.path)
            guard let file = fdopen(staged.descriptor, "w") else {
                let error = OutputError.fromErrno(destination.path)
                close(staged.descriptor)
                scope.removeStaged(staged.path)
                throw error
            }
            return (staged, file)
        }
    }

    deinit { discard() }

    /// Appends `line` and a line feed (opening a stream first if need be).
    package func write(line: String) throws {
        let file = try openedFile()
        guard fputs(line, file) >= 0, fputc(0x0A, file) != EOF else { throw OutputError.fromErrno(path) }
    }

    /// Pushes what is buffered to the file or stream (a recording does after each line).
    package func flush() throws {
        guard let file else { return }
        guard fflush(file) == 0 else { throw OutputError.fromErrno(path) }
    }

    /// Writes a whole file through `produce`, which is given the path to create: the staged
    /// file — as `/proc/self/fd/N`, its open descriptor, where there is one, so that nothing put
    /// at its name meanwhile can take the write — or for a stream a file in the private temporary
    /// folder, copied to it at commit.
    package func writeWhole(_ produce: (String) throws -> Void) throws {
        if destination.kind == .file {
            guard let staging, let file, !finished else {
                throw OutputError(path: path, reason: "it was already closed")
            }
            guard fflush(file) == 0 else { throw OutputError.fromErrno(path) }
            let descriptorPath = "/proc/self/fd/\(fileno(file))"
            let target = access(descriptorPath, F_OK) == 0 ? descriptorPath : staging.path
            try StagedOutputs.locked { try produce(target) }
            return
        }
        let staged = try streamCopy()
        try StagedOutputs.locked { try produce(staged) }
    }

    /// A new descriptor (close-on-exec; the caller closes it) on the file another program (an
    /// encoder run as a subprocess) writes the whole output to, while this process goes on: the
    /// staged file, or for a stream a new file in the private temporary folder, copied to it at
    /// commit. The program is given the descriptor, never a name, so nothing put at the staged
    /// name meanwhile (a symbolic link) can take the write. Nothing is held meanwhile, so an
    /// interruption removes what was staged as usual.
    package func descriptorForAnotherProgram() throws -> Int32 {
        guard destination.kind == .file else { return try streamCopyDescriptor() }
        guard staging != nil, let file, !finished else {
            throw OutputError(path: path, reason: "it was already closed")
        }
        guard fflush(file) == 0 else { throw OutputError.fromErrno(path) }
        let copy = fcntl(fileno(file), F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else { throw OutputError.fromErrno(path) }
        return copy
    }

    /// A stream's copy (`streamCopy`), created exclusively and opened for reading and writing.
    private func streamCopyDescriptor() throws -> Int32 {
        let staged = try streamCopy()
        let descriptor = open(staged, O_CREAT | O_EXCL | O_NOFOLLOW | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw OutputError.fromErrno(path) }
        return descriptor
    }

    /// A new file in the private temporary folder, registered, to be copied to this stream at commit.
    private func streamCopy() throws -> String {
        let folder = try scope.temporaryFolder()
        let staged = (folder as NSString).appendingPathComponent(UUID().uuidString)
        scope.register(staged, for: path)
        pendingCopy = staged
        return staged
    }

    /// Flushes and closes (a stream's pending copy written first): the first step of a commit,
    /// where a full disk or a broken pipe shows.
    func finish() throws {
        guard !finished else { return }
        defer { finished = true }
        if let pendingCopy {
            guard let bytes = FileManager.default.contents(atPath: pendingCopy) else {
                throw OutputError(path: path, reason: "its staged copy is gone")
            }
            let stream = try openedFile()
            guard bytes.withUnsafeBytes({ fwrite($0.baseAddress, 1, $0.count, stream) }) == bytes.count else {
                throw OutputError.fromErrno(path)
            }
        }
        guard let file else { return }
        self.file = nil
        let failed = fflush(file) != 0 || ferror(file) != 0
        let reason = String(cString: strerror(errno))
        let closed = fclose(file)
        if failed || closed != 0 {
            throw OutputError(path: path, reason: failed ? reason : String(cString: strerror(errno)))
        }
    }

    /// Renames a staged file into place (after `finish`).
    func moveIntoPlace() throws {
        if let pendingCopy {
            self.pendingCopy = nil
            unlink(pendingCopy)  // copied to its stream: done, not discarded
            scope.unregister(pendingCopy)
        }
        guard destination.kind == .file, let staging else { return }
        self.staging = nil
        guard staging.isStill(at: staging.path) else {
            scope.unregister(staging.path)  // not ours any more: left alone
            throw OutputError(
                path: path, reason: "its staged file \(staging.path) was removed or replaced while it was written")
        }
        guard rename(staging.path, destination.target) == 0 else {
            let error = OutputError.fromErrno(path)
            scope.removeStaged(staging.path)
            throw error
        }
        scope.unregister(staging.path)
    }

    /// Finishes and puts this output in place.
    package func commit() throws { try Self.commit([self]) }

    /// Puts `outputs` in place together: every one is flushed and every stream copy written
    /// before the first rename, so a full disk or a broken pipe leaves no output half-updated.
    /// On failure every output given is discarded. An interruption before the
    /// renames removes everything staged; one during the renames waits for them.
    package static func commit(_ outputs: [OutputFile]) throws {
        // Streams are opened and everything flushed without the lock: a FIFO waits for its
        // reader here, and an interruption meanwhile must still be able to take the lock, remove
        // what is staged and end the process.
        do {
            for output in outputs where output.pendingCopy != nil { _ = try output.openedFile() }
            for output in outputs { try output.finish() }
        } catch {
            outputs.forEach { $0.discard() }
            throw error
        }
        try StagedOutputs.locked {
            do {
                for output in outputs { try output.moveIntoPlace() }
                for output in outputs { output.scope.removeFolderIfUnused() }
            } catch {
                outputs.forEach { $0.discard() }
                throw error
            }
        }
    }

    /// Closes and deletes anything staged; the destination is left as it was.
    package func discard() {
        StagedOutputs.locked {
            if let file { fclose(file) }
            file = nil
            if let staging {
                if staging.isStill(at: staging.path) {
                    scope.removeStaged(staging.path)
                } else {
                    scope.unregister(staging.path)
                }
            }
            staging = nil
            if let pendingCopy { scope.removeStaged(pendingCopy) }
            pendingCopy = nil
            finished = true
        }
    }

    /// The open file, opening a stream on first use: a copy of one of the process's descriptors
    /// (standard output, `/dev/stdout`, `/proc/self/fd/N`), or the device or FIFO (which blocks
    /// until a FIFO has a reader — only now, when there is something to write).
    private func openedFile() throws -> UnsafeMutablePointer<FILE> {
        if let file { return file }
        guard destination.kind == .stream, !finished else {
            throw OutputError(path: path, reason: "it was already closed")
        }
        let opened: UnsafeMutablePointer<FILE>?
        if let descriptor = destination.descriptor {
            let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
            guard copy >= 0 else { throw OutputError.fromErrno(path) }
            opened = fdopen(copy, "w")
            if opened == nil { close(copy) }
        } else {
            opened = fopen(destination.target, "we")
        }
        guard let opened else { throw OutputError.fromErrno(path) }
        file = opened
        return opened
    }
}
