import Foundation

/// A folder of text files written all or nothing: staged in a new hidden folder beside the
/// destination (`.NAME.XXXXXX`, made by `mkdtemp`, so no existing path is ever reused), then
/// renamed into place in one step. The destination must be missing or an empty folder (rename
/// replaces an empty folder). On any failure the staged folder, and any parent folder this write
/// created, are removed: a full disk leaves nothing, and a rerun starts clean.
struct PackageFolder {
    /// Relative path → contents.
    let files: [String: String]

    struct WriteError: Error {
        let path: String
        let reason: String
    }

    /// `write` calls this for each file (tests make it fail part-way).
    var writeFile: (_ path: String, _ text: String) throws -> Void = PackageFolder.writeText

    func write(to folder: URL) throws {
        let parent = folder.deletingLastPathComponent()
        let madeParents = try makeParents(parent)
        var template = Array(parent.appendingPathComponent(".\(folder.lastPathComponent).XXXXXX").path.utf8CString)
        guard mkdtemp(&template) != nil else {
            removeFolders(madeParents)
            throw WriteError(path: parent.path, reason: String(cString: strerror(errno)))
        }
        let staged = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do {
            chmod(staged, 0o777 & ~currentUmask())
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                let url = URL(fileURLWithPath: staged).appendingPathComponent(path)
                try makeFolders(url.deletingLastPathComponent().path)
                try writeFile(url.path, text)
            }
            guard rename(staged, folder.path) == 0 else {
                throw WriteError(path: folder.path, reason: String(cString: strerror(errno)))
            }
        } catch {
            let error = error as? WriteError ?? WriteError(path: folder.path, reason: "\(error)")
            try? FileManager.default.removeItem(atPath: staged)
            removeFolders(madeParents)
            // Named as the file would have been, not by the staged folder's random name.
            let path = error.path.hasPrefix(staged) ? folder.path + error.path.dropFirst(staged.count) : error.path
            throw WriteError(path: path, reason: error.reason)
        }
    }

    /// Writes `text` to a new file at `path`, naming the system's reason on failure.
    static func writeText(_ path: String, _ text: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                throw WriteError(path: path, reason: String(cString: strerror(written < 0 ? errno : ENOSPC)))
            }
            bytes = bytes.dropFirst(written)
        }
        guard fsync(fd) == 0 || errno == EINVAL else {
            throw WriteError(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Makes `folder` and its missing parents; the ones it made, deepest first.
    private func makeParents(_ folder: URL) throws -> [String] {
        var missing: [String] = []
        var cursor = folder
        while !FileManager.default.fileExists(atPath: cursor.path), cursor.path != "/" {
            missing.append(cursor.path)
            cursor = cursor.deletingLastPathComponent()
        }
        for path in missing.reversed() {
            do { try makeFolder(path) } catch {
                removeFolders(missing.filter { FileManager.default.fileExists(atPath: $0) })
                throw error
            }
        }
        return missing
    }

    /// Makes `path` and its missing parents inside the staged folder.
    private func makeFolders(_ path: String) throws {
        if FileManager.default.fileExists(atPath: path) { return }
        try makeFolders((path as NSString).deletingLastPathComponent)
        try makeFolder(path)
    }

    private func makeFolder(_ path: String) throws {
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
            throw WriteError(path: path, reason: String(cString: strerror(errno)))
        }
    }

    private func removeFolders(_ paths: [String]) {
        for path in paths { rmdir(path) }
    }

    private func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
