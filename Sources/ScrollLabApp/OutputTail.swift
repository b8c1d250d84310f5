import Subprocess

/// The last `limit` bytes a child printed (ffmpeg's stderr, a build's output): a verbose
/// program is kept short, never a failure of its own; the lines that say why it failed are last.
struct OutputTail: Sendable {
    let limit: Int
    private var bytes: [UInt8] = []
    /// How many bytes were printed in all.
    private(set) var total = 0

    init(limit: Int) { self.limit = limit }

    /// Adds `buffer`, dropping the oldest bytes past `limit` (in batches, so each byte moves once or twice).
    mutating func append(_ buffer: UnsafeRawBufferPointer) {
        total += buffer.count
        bytes.append(contentsOf: buffer.suffix(limit))
        if bytes.count > 2 * limit { bytes.removeFirst(bytes.count - limit) }
    }

    /// The bytes kept, as text: from the first whole line when the start was dropped.
    var text: String {
        let kept = bytes.suffix(limit)
        guard total > kept.count, let newline = kept.firstIndex(of: 0x0A) else {
            return String(decoding: kept, as: UTF8.self)
        }
        return String(decoding: kept[(newline + 1)...], as: UTF8.self)
    }

    /// Reads `output` to its end; a read error ends the reading (what was read is kept).
    static func read(_ output: SubprocessOutputSequence, limit: Int) async -> OutputTail {
        var tail = OutputTail(limit: limit)
        do {
            for try await buffer in output { buffer.withUnsafeBytes { tail.append($0) } }
        } catch {}
        return tail
    }
}
