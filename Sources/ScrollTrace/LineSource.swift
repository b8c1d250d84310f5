import Foundation

/// The lines of a file, standard input or a string, read in chunks: memory stays at one buffer of
/// `maximumLineLength + chunkSize` bytes whatever the input, and a line longer than
/// `maximumLineLength` is refused as soon as that many bytes are read without a line ending (so
/// `/dev/zero`, one endless line of NULs, fails after reading 1 MiB).
package final class LineSource {
    private enum Input {
        case file(UnsafeMutablePointer<FILE>, closeAtEnd: Bool)
        case memory
    }

    /// The longest line read, in bytes, its line ending (LF or CRLF) not counted: 1 MiB. A trace
    /// line is about 80 bytes; nothing any recorder writes comes near.
    package static let maximumLineLength = 1 << 20

    private static let chunkSize = 1 << 20

    private var input: Input
    private var buffer: [UInt8]
    /// `buffer[start..<filled]` is read but not yet returned.
    private var start = 0
    private var filled = 0
    /// `buffer[start..<scanned]` holds no line feed (so a long line is searched once, not once a chunk).
    private var scanned = 0
    private var atEndOfInput = false
    /// The 1-based number of the last line returned.
    package private(set) var lineNumber = 0

    /// Why input could not be read (the system's reason).
    package struct ReadError: Error {
        package var reason: String
    }

    /// The next line is longer than `maximumLineLength`.
    package struct LineTooLong: Error {}

    /// Opens `path` for reading; nil when it cannot be opened or is a folder.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR, let file = fopen(path, "rb") else {
            return nil
        }
        input = .file(file, closeAtEnd: true)
        buffer = [UInt8](repeating: 0, count: Self.maximumLineLength + Self.chunkSize)
    }

    /// Reads standard input; nil when it is closed.
    package init?(standardInput: Void) {
        guard let file = fdopen(STDIN_FILENO, "rb") else { return nil }
        input = .file(file, closeAtEnd: false)
        buffer = [UInt8](repeating: 0, count: Self.maximumLineLength + Self.chunkSize)
    }

    /// Reads the lines of `text`.
    package init(text: String) {
        input = .memory
        buffer = Array(text.utf8)
        filled = buffer.count
        atEndOfInput = true
    }

    deinit { close() }

    /// Calls `body` with the next line's bytes, without its line ending (LF or CRLF) and, on the
    /// first line, without a UTF-8 byte order mark. Returns nil after the last line; throws
    /// `LineTooLong` (with `lineNumber` still that of the line before) past `maximumLineLength`.
    package func nextLine<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) throws -> Result? {
        while true {
            if let newline = findLineFeed() {
                return try emit(start..<newline, next: newline + 1, body)
            }
            // No line feed yet: one more byte could be the CR of a CRLF, any more is too long.
            guard filled - start <= Self.maximumLineLength + 1 else { throw LineTooLong() }
            if atEndOfInput {
                guard start < filled else { return nil }
                return try emit(start..<filled, next: filled, body)
            }
            try readMore()
        }
    }

    /// The index of the first line feed in `buffer[start..<filled]`, searching only bytes not searched before.
    private func findLineFeed() -> Int? {
        let from = max(scanned, start)
        guard from < filled else { return nil }
        let found = buffer.withUnsafeBufferPointer { bytes -> Int? in
            let base = UnsafeRawPointer(bytes.baseAddress!)
            return memchr(base + from, Int32(UInt8(ascii: "\n")), filled - from).map {
                base.distance(to: UnsafeRawPointer($0))
            }
        }
        if found == nil { scanned = filled }
        return found
    }

    private func emit<Result>(
        _ range: Range<Int>, next: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) throws -> Result {
        var line = range
        if line.last.map({ buffer[$0] }) == UInt8(ascii: "\r") { line = line.dropLast() }
        guard line.count <= Self.maximumLineLength else { throw LineTooLong() }
        lineNumber += 1
        if lineNumber == 1, buffer[line].starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
        start = next
        scanned = next
        return try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[line])) }
    }

    /// Moves the unread bytes to the front and reads up to the buffer's end. The buffer never
    /// grows: `nextLine` has refused a line before it fills it.
    private func readMore() throws {
        guard case .file(let file, _) = input else { atEndOfInput = true; return }
        if start > 0 {
            buffer.withUnsafeMutableBufferPointer { bytes in
                _ = memmove(bytes.baseAddress!, bytes.baseAddress! + start, filled - start)
            }
            filled -= start
            scanned -= start
            start = 0
        }
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
