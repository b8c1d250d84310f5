import Foundation

/// Checks the files a command will write before it runs, so nothing is lost and nothing fails
/// late: an output may not be an input or another output, and its folder must exist and be
/// writable (an existing file must be writable too).
public enum OutputPaths {
    /// A problem with one output path, as a one-line message naming it.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Throws the first problem among `outputs` (paths, with what each is, e.g. "the log"),
    /// given the `inputs` the command reads.
    public static func check(outputs: [(path: String, role: String)], inputs: [(path: String, role: String)]) throws {
        var claimed = inputs.map { (identity(of: $0.path), $0.role) }
        for output in outputs {
            let identity = identity(of: output.path, isOutput: true)
            if let owner = claimed.first(where: { $0.0 == identity }) {
                throw Problem(path: output.path, reason: "it is also \(owner.1)")
            }
            claimed.append((identity, output.role))
            if let reason = unwritableReason(output.path) { throw Problem(path: output.path, reason: reason) }
        }
    }

    /// The path made absolute, with symbolic links resolved where the file or its folder exists.
    /// `-` is standard input as an input and standard output as an output, so `replay - --log -` is fine.
    static func identity(of path: String, isOutput: Bool = false) -> String {
        if path == "-" { return isOutput ? "<standard output>" : "<standard input>" }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let folder = url.deletingLastPathComponent().resolvingSymlinksInPath()
        return folder.appendingPathComponent(url.lastPathComponent).resolvingSymlinksInPath().path
    }

    /// Why `path` cannot be written, or nil when it can. It tries: opens an existing file for
    /// writing (without changing it; a FIFO or device is only checked for permission, since
    /// opening it is seen by its reader), or creates and removes the new file (permission bits alone say nothing for root,
    /// nor for /proc). A symbolic link is judged by the file it leads to.
    static func unwritableReason(_ path: String) -> String? {
        if path == "-" { return nil }
        let url = URL(fileURLWithPath: resolvingLinks(path)).standardizedFileURL
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
            if isFolder.boolValue { return "it is a folder" }
            var info = stat()
            if stat(url.path, &info) == 0, [S_IFIFO, S_IFCHR].contains(info.st_mode & S_IFMT) {
                // Opening would be seen: a FIFO's reader would get its end of file at once.
                return access(url.path, W_OK) == 0 ? nil : String(cString: strerror(errno))
            }
            let descriptor = open(url.path, O_WRONLY)
            guard descriptor >= 0 else { return String(cString: strerror(errno)) }
            close(descriptor)
            return nil
        }
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            return "the folder \(folder) does not exist"
        }
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        close(descriptor)
        unlink(url.path)
        return nil
    }

    /// `path` with every symbolic link along it followed, even when the last one dangles
    /// (then the file it names, which writing creates). At most 40 links, as the kernel allows.
    public static func resolvingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
                  let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { break }
            current = destination.hasPrefix("/")
                ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        return current
    }
}
