import Foundation

/// The lines of a file, standard input or a string, read in chunks: memory stays at the chunk
/// size (or the longest line) whatever the length of the input.
final class LineSource {
    private enum Input {
        case file(UnsafeMutablePointer<FILE>, closeAtEnd: Bool)
        case memory
    }

    private var input: Input
    private var buffer: [UInt8]
    /// `buffer[start..<filled]` is read but not yet returned.
    private var start = 0
    private var filled = 0
    private var atEndOfInput = false
    /// The 1-based number of the last line returned.
    private(set) var lineNumber = 0

    private static let chunkSize = 1 << 20

    /// Why input could not be read (the system's reason).
    struct ReadError: Error {
        var reason: String
    }

    /// Opens `path` for reading; nil when it cannot be opened or is a folder.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR, let file = fopen(path, "rb") else { return nil }
        input = .file(file, closeAtEnd: true)
        buffer = [UInt8](repeating: 0, count: Self.chunkSize)
    }

    /// Reads standard input; nil when it is closed.
    init?(standardInput: Void) {
        guard let file = fdopen(STDIN_FILENO, "rb") else { return nil }
        input = .file(file, closeAtEnd: false)
        buffer = [UInt8](repeating: 0, count: Self.chunkSize)
    }

    /// Reads the lines of `text`.
    init(text: String) {
        input = .memory
        buffer = Array(text.utf8)
        filled = buffer.count
        atEndOfInput = true
    }

    deinit { close() }

    /// Calls `body` with the next line's bytes, without its line ending (LF or CRLF) and, on the
    /// first line, without a UTF-8 byte order mark. Returns nil after the last line.
    func nextLine<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) throws -> Result? {
        while true {
            if let newline = buffer[start..<filled].firstIndex(of: UInt8(ascii: "\n")) {
                return try emit(start..<newline, next: newline + 1, body)
            }
            if atEndOfInput {
                guard start < filled else { return nil }
                return try emit(start..<filled, next: filled, body)
            }
            try readMore()
        }
    }

    private func emit<Result>(_ range: Range<Int>, next: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) throws -> Result {
        lineNumber += 1
        var line = range
        if line.last.map({ buffer[$0] }) == UInt8(ascii: "\r") { line = line.dropLast() }
        if lineNumber == 1, buffer[line].starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
        start = next
        return try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[line])) }
    }

    /// Moves the unread bytes to the front, grows the buffer if one line fills it, and reads.
    private func readMore() throws {
        guard case .file(let file, _) = input else { atEndOfInput = true; return }
        if start > 0 {
            buffer.withUnsafeMutableBufferPointer { bytes in
                _ = memmove(bytes.baseAddress!, bytes.baseAddress! + start, filled - start)
            }
            filled -= start
            start = 0
        }
        if filled == buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }
        let count = buffer.withUnsafeMutableBufferPointer { bytes in
            fread(bytes.baseAddress! + filled, 1, bytes.count - filled, file)
        }
        filled += count
        if count == 0 {
            let failed = ferror(file) != 0
            atEndOfInput = true
            close()
            if failed { throw ReadError(reason: String(cString: strerror(errno))) }
        }
    }

    private func close() {
        if case .file(let file, true) = input { fclose(file) }
        input = .memory
    }
}
