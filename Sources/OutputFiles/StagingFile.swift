import Foundation

/// A new file of its own in an output's folder, where the output is written until it is renamed
/// into place: `.NAME.XXXXXX` (`XXXXXX` random), created with `O_CREAT | O_EXCL | O_NOFOLLOW`, so
/// it is never an existing path — not a link, a FIFO, a folder or a file someone left there — and
/// two processes writing one output each have their own. Its mode is 0666 less the umask, as a
/// file the command created directly would have.
struct StagingFile {
    /// Its path: the output's folder as given, then the staging name.
    let path: String
    /// Open for writing; the caller closes it.
    let descriptor: Int32
    /// Its identity, to check at the rename that the name still leads to it.
    let device: UInt64
    let inode: UInt64

    /// An error creating a staging file: the system's `errno`.
    struct Failure: Error { let code: Int32 }

    /// How many random names are tried before giving up (each taken one is `EEXIST`).
    static let attempts = 100
    /// Letters of the random suffix.
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)

    /// Creates a staging file in `folder` for the output file named `name`.
    static func create(in folder: String, for name: String) throws(Failure) -> StagingFile {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<attempts {
            let suffix = String(
                decoding: (0..<6).map { _ in alphabet.randomElement(using: &generator)! }, as: UTF8.self)
            let path =
                folder == "."
                ? stagingName(for: name, suffix: suffix)
                : (folder as NSString).appendingPathComponent(stagingName(for: name, suffix: suffix))
            let descriptor = open(path, O_CREAT | O_EXCL | O_NOFOLLOW | O_WRONLY | O_CLOEXEC, 0o666)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw Failure(code: errno)
            }
            var info = stat()
            fstat(descriptor, &info)
            return StagingFile(
                path: path, descriptor: descriptor, device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        }
        throw Failure(code: EEXIST)
    }

    /// Creates and removes a staging file in `folder`: whether the command will be able to.
    static func probe(in folder: String, for name: String) throws(Failure) {
        try StagedOutputs.locked { () throws(Failure) in
            let file = try create(in: folder, for: name)
            close(file.descriptor)
            unlink(file.path)
        }
    }

    /// `.NAME.SUFFIX`, with `NAME` cut (at a character) so the whole fits in 255 bytes.
    static func stagingName(for name: String, suffix: String) -> String {
        var kept = Substring(name)
        while kept.utf8.count + suffix.utf8.count + 2 > 255 { kept = kept.dropLast() }
        return "." + kept + "." + suffix
    }

    /// Whether `path` is still this file (not removed, nor replaced by something else).
    func isStill(at path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
            && UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode
    }
}
