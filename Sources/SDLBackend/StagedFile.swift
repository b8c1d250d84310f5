import Foundation

/// A text file written line by line beside its destination (`PATH.partial`) and renamed into
/// place by `commit()`, so that a failed run leaves no half-written file and memory does not
/// grow with what is written.
public final class StagedFile {
    public let path: String
    private var file: UnsafeMutablePointer<FILE>?

    private var partialPath: String { Self.partialPath(for: path) }

    /// Where a file for `path` is written before it is renamed into place.
    static func partialPath(for path: String) -> String { path + ".partial" }

    /// Renames the finished `partial` file to `path`; on failure deletes it and says why.
    static func moveIntoPlace(_ partial: String, to path: String) throws {
        guard rename(partial, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(partial)
            throw OutputError(path: path, reason: reason)
        }
    }

    public init(path: String) throws {
        self.path = path
        guard let file = fopen(Self.partialPath(for: path), "w") else {
            throw OutputError(path: path, reason: String(cString: strerror(errno)))
        }
        self.file = file
    }

    deinit { discard() }

    /// Appends `line` and a line feed.
    public func write(line: String) {
        guard let file else { return }
        fputs(line, file)
        fputc(0x0A, file)
    }

    /// Flushes the file and renames it to `path`.
    public func commit() throws {
        guard let file else { return }
        self.file = nil
        let failed = fflush(file) != 0 || ferror(file) != 0
        let reason = String(cString: strerror(errno))
        fclose(file)
        guard !failed else {
            unlink(partialPath)
            throw OutputError(path: path, reason: reason)
        }
        try Self.moveIntoPlace(partialPath, to: path)
    }

    /// Closes and deletes the partial file; `path` is left as it was.
    public func discard() {
        guard let file else { return }
        self.file = nil
        fclose(file)
        unlink(partialPath)
    }
}

/// An output file that could not be written, with the system's reason.
public struct OutputError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "cannot write \(path): \(reason)" }
}
