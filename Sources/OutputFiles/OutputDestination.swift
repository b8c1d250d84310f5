import Foundation

/// What is at an output path, and so how it is written (the output policy, README "Outputs"):
///
/// - a regular file, or nothing yet: the output is staged in a new file of its own beside it
///   (`.NAME.XXXXXX`, created exclusively, never an existing path) and renamed into place only
///   when the whole command succeeded;
/// - a character device (`/dev/null`, a terminal), a FIFO, or `-` (standard output): written
///   through as a stream, never replaced; a FIFO is opened only when the first byte is due, so it
///   never blocks before the command has started its work;
/// - `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N` (or a link to one): the
///   process's own descriptor N, written through as a stream whatever it is open on (a pipe, a
///   socket, a terminal, a file), as `-` is;
/// - a symbolic link: what it points to, by the rules above (a dangling link creates its target).
///
/// Every output of the CLI (`--log`, `--record`, `--screenshot`, `--frame-stats`, F12) goes
/// through this type; `OutputFile` does the writing.
package struct OutputDestination: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// Staged in a file of its own beside `target`, renamed to `target` on commit.
        case file
        /// Written through to `target` (or to `descriptor`) as it is produced.
        case stream
    }

    /// The path as given.
    package let path: String
    /// The path written: symbolic links followed; `-` for standard output.
    package let target: String
    package let kind: Kind
    /// For a stream onto one of the process's open descriptors (`-`, `/dev/stdout`,
    /// `/proc/self/fd/N`): that descriptor, duplicated when the first byte is due.
    package let descriptor: Int32?

    /// Classifies `path`; refuses a folder, a socket or a block device, a link loop, a closed
    /// or read-only descriptor, and — unless `replacingExisting` — an existing regular file (how
    /// `run --record` protects recordings).
    package init(path: String, replacingExisting: Bool = true) throws {
        self.path = path
        if path == "-" {
            if let problem = StandardStreams.closedProblem(STDOUT_FILENO) {
                throw OutputError(path: path, reason: problem)
            }
            (target, kind, descriptor) = ("-", .stream, STDOUT_FILENO)
            return
        }
        target = OutputPaths.resolvingLinks(path)
        if let number = OutputPaths.descriptorAlias(target) {
            if let problem = OutputPaths.descriptorProblem(number) { throw OutputError(path: path, reason: problem) }
            (kind, descriptor) = (.stream, number)
            return
        }
        descriptor = nil
        var info = stat()
        guard stat(target, &info) == 0 else {
            guard errno == ENOENT else { throw OutputError(path: path, reason: OutputPaths.reason(errno)) }
            kind = .file
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            guard replacingExisting else {
                throw OutputError(path: path, reason: "it exists; pass --force to replace it")
            }
            kind = .file
        case S_IFCHR, S_IFIFO: kind = .stream
        case S_IFDIR: throw OutputError(path: path, reason: "it is a folder")
        default: throw OutputError(path: path, reason: "it is not a regular file, character device or FIFO")
        }
    }

    /// The folder a staged file for `target` is made in: the target's own, so the rename at
    /// commit stays on one file system.
    package var stagingFolder: String {
        let folder = (target as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}

/// An output file that could not be written, with the system's reason.
package struct OutputError: Error, CustomStringConvertible, Equatable {
    package var path: String
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The error for `path` from the current `errno`.
    package static func fromErrno(_ path: String) -> OutputError {
        OutputError(path: path, reason: OutputPaths.reason(errno))
    }

    package var description: String { "cannot write \(path == "-" ? "standard output" : path): \(reason)" }
}
