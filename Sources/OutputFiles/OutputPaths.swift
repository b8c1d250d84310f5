import Foundation

/// Checks the files a command will write before it runs, so nothing is lost and nothing fails
/// late: an output may not be an input or another output (however links spell them, dangling
/// ones included), and its folder must exist and be writable (an existing file must be writable
/// too).
package enum OutputPaths {
    /// A problem with one output path, as a one-line message naming it.
    package struct Problem: Error, Equatable, CustomStringConvertible {
        package let path: String
        package let reason: String
        package var description: String { "cannot write \(path): \(reason)" }
    }

    /// Throws the first problem among `outputs` (paths, with what each is, e.g. "the log"),
    /// given the `inputs` the command reads.
    package static func check(outputs: [(path: String, role: String)], inputs: [(path: String, role: String)]) throws {
        var claimed = inputs.map { (identity(of: $0.path), $0.role) }
        for output in outputs {
            let identity = identity(of: output.path, isOutput: true)
            if let owner = claimed.first(where: { $0.0 == identity && identity != nullDevice }) {
                throw Problem(path: output.path, reason: "it is also \(owner.1)")
            }
            claimed.append((identity, output.role))
            if let reason = unwritableReason(output.path) { throw Problem(path: output.path, reason: reason) }
        }
    }

    /// The null device: reading it gives nothing and writing it keeps nothing, so it is never
    /// one file read and written at once (`--physics /dev/null --log /dev/null` is fine).
    static let nullDevice = "/dev/null"

    /// What `path` is written to, for telling two paths apart: the path made absolute with every
    /// symbolic link along it followed, even a dangling last one (the file writing would create);
    /// one of the process's descriptors by its number. `-` is standard input as an input and
    /// standard output as an output, so `replay - --log -` is fine.
    static func identity(of path: String, isOutput: Bool = false) -> String {
        if path == "-" { return descriptorIdentity(isOutput ? STDOUT_FILENO : STDIN_FILENO) }
        let resolved = resolvingLinks(path)
        if let number = descriptorAlias(resolved) { return descriptorIdentity(number) }
        let url = URL(fileURLWithPath: resolved).standardizedFileURL
        let folder = url.deletingLastPathComponent().resolvingSymlinksInPath()
        return folder.appendingPathComponent(url.lastPathComponent).path
    }

    private static func descriptorIdentity(_ number: Int32) -> String {
        switch number {
        case STDIN_FILENO: "<standard input>"
        case STDOUT_FILENO: "<standard output>"
        default: "<descriptor \(number)>"
        }
    }

    /// Why `path` cannot be written, or nil when it can. It tries: opens an existing file for
    /// writing (without changing it; a FIFO or device is only checked for permission, since
    /// opening it is seen by its reader), and creates and removes a staging file in the folder
    /// (permission bits alone say nothing for root, nor for /proc). A symbolic link is judged by
    /// the file it leads to; a loop of links is named as such.
    static func unwritableReason(_ path: String) -> String? {
        if path == "-" { return descriptorProblem(STDOUT_FILENO) }
        let resolved = resolvingLinks(path)
        if let number = descriptorAlias(resolved) { return descriptorProblem(number) }
        let url = URL(fileURLWithPath: resolved).standardizedFileURL
        let folder = url.deletingLastPathComponent().path
        var info = stat()
        if lstat(url.path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFLNK: return reason(ELOOP)  // still a link after as many as the kernel follows
            case S_IFDIR: return "it is a folder"
            case S_IFSOCK, S_IFBLK: return "it is not a regular file, character device or FIFO"
            case S_IFIFO, S_IFCHR:
                // Opening would be seen: a FIFO's reader would get its end of file at once.
                return access(url.path, W_OK) == 0 ? nil : reason(errno)
            default:
                let descriptor = open(url.path, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
                guard descriptor >= 0 else { return reason(errno) }
                close(descriptor)
            }
        } else if errno == ELOOP {
            return reason(ELOOP)  // a folder along the path loops
        } else if stat(folder, &info) != 0 {
            return errno == ELOOP ? "the folder \(folder): \(reason(ELOOP))" : "the folder \(folder) does not exist"
        } else if info.st_mode & S_IFMT != S_IFDIR {
            return "\(folder) is not a folder"
        }
        do throws(StagingFile.Failure) {
            try StagingFile.probe(in: folder, for: url.lastPathComponent)
            return nil
        } catch {
            return reason(error.code)
        }
    }

    /// The system's reason for `code` (`strerror`), in words of our own where its are unclear.
    package static func reason(_ code: Int32) -> String {
        code == ELOOP ? "too many levels of symbolic links (a loop of links)" : String(cString: strerror(code))
    }

    /// `path` with every symbolic link along it followed, even when the last one dangles
    /// (then the file it names, which writing creates). At most 40 links, as the kernel allows
    /// (so a loop of links ends on a link). It stops at a name of one of the process's own
    /// descriptors (`/dev/stdout`, `/proc/self/fd/1`), whose link names no file of a pipe.
    package static func resolvingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            if descriptorAlias(current) != nil { break }
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
                let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
            else { break }
            current =
                destination.hasPrefix("/")
                ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        return current
    }

    /// The descriptor `path` names, if it is one of the process's own: `/dev/stdin` (0),
    /// `/dev/stdout` (1), `/dev/stderr` (2), `/dev/fd/N`, `/proc/self/fd/N`, `/proc/PID/fd/N`
    /// with this process's PID.
    package static func descriptorAlias(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdin": return STDIN_FILENO
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"] where path.hasPrefix(prefix) {
            let digits = path.dropFirst(prefix.count)
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
                let number = Int32(digits)
            else {
                return nil
            }
            return number
        }
        return nil
    }

    /// Why the process cannot write to its descriptor `number`, or nil when it can.
    package static func descriptorProblem(_ number: Int32) -> String? {
        if let closed = StandardStreams.closedProblem(number) { return closed }
        let flags = fcntl(number, F_GETFL)
        if flags < 0 { return "descriptor \(number) is not open" }
        if flags & O_ACCMODE == O_RDONLY { return "descriptor \(number) is open for reading only" }
        return nil
    }
}
