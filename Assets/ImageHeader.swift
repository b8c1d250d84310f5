// ImageHeader — an image file's pixel size from the first bytes of its file.
// Implements: PNG (IHDR), GIF (logical screen), JPEG (the first SOF marker, segments skipped by
//   seeking), BMP (info header), WebP (VP8, VP8L, VP8X); a few small reads, never the pixels.
// Does not: decode, check that the rest of the file is sound, EXIF orientation, other formats.

import Foundation
import Geometry

/// Reads an image's pixel size from its header, without decoding it: a PNG costs one read of 24
/// bytes, a JPEG one read per segment before its frame header. Nil for a file that is missing,
/// shorter than its header, of another format, or that states a size of 0.
public enum ImageHeader {
    /// The most bytes of JPEG segments walked before giving up on finding the frame header.
    static let maximumJPEGScan: UInt64 = 16 << 20

    /// The size in pixels of the image file at `path`, from its header.
    public static func pixelSize(ofFileAt path: String) -> Size? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        let read = { (offset: UInt64, count: Int) -> [UInt8] in
            guard (try? file.seek(toOffset: offset)) != nil, let data = try? file.read(upToCount: count) else { return [] }
            return [UInt8](data)
        }
        return pixelSize(read: read)
    }

    /// The size in pixels from a reader of `count` bytes at an offset (fewer at the end of the file).
    static func pixelSize(read: (UInt64, Int) -> [UInt8]) -> Size? {
        let head = read(0, 32)
        let size: (Int, Int)?
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            size = head.count >= 24 ? (bigEndian(head, 16, 4), bigEndian(head, 20, 4)) : nil
        } else if head.starts(with: Array("GIF8".utf8)) {
            size = head.count >= 10 ? (littleEndian(head, 6, 2), littleEndian(head, 8, 2)) : nil
        } else if head.starts(with: [0xFF, 0xD8]) {
            size = jpegSize(read: read)
        } else if head.starts(with: Array("BM".utf8)) {
            size = head.count >= 26 ? (Int(Int32(truncatingIfNeeded: littleEndian(head, 18, 4))),
                                        abs(Int(Int32(truncatingIfNeeded: littleEndian(head, 22, 4))))) : nil
        } else if head.starts(with: Array("RIFF".utf8)), head.count >= 30, Array(head[8..<12]) == Array("WEBP".utf8) {
            size = webPSize(head)
        } else {
            size = nil
        }
        guard let (width, height) = size, width > 0, height > 0 else { return nil }
        return Size(width: Double(width), height: Double(height))
    }

    /// Walks a JPEG's segments to its first frame header (SOF0…SOF15 but DHT, JPG and DAC).
    private static func jpegSize(read: (UInt64, Int) -> [UInt8]) -> (Int, Int)? {
        var offset: UInt64 = 2
        while offset < maximumJPEGScan {
            let marker = read(offset, 9)
            guard marker.count >= 4, marker[0] == 0xFF else { return nil }
            if marker[1] == 0xFF { offset += 1; continue }  // fill bytes before a marker
            let code = marker[1]
            if (0xC0...0xCF).contains(code), ![0xC4, 0xC8, 0xCC].contains(code) {
                return marker.count >= 9 ? (bigEndian(marker, 7, 2), bigEndian(marker, 5, 2)) : nil
            }
            if code == 0xD8 || (0xD0...0xD7).contains(code) || code == 0x01 { offset += 2; continue }  // no length
            if code == 0xD9 || code == 0xDA { return nil }  // the end, or the pixels, before any frame header
            offset += 2 + UInt64(bigEndian(marker, 2, 2))
        }
        return nil
    }

    /// A WebP's canvas size from its first chunk (the header's first 30 bytes).
    private static func webPSize(_ head: [UInt8]) -> (Int, Int)? {
        switch String(decoding: head[12..<16], as: UTF8.self) {
        case "VP8 ": return (littleEndian(head, 26, 2) & 0x3FFF, littleEndian(head, 28, 2) & 0x3FFF)
        case "VP8L":
            guard head[20] == 0x2F else { return nil }
            let bits = littleEndian(head, 21, 4)
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X": return (littleEndian(head, 24, 3) + 1, littleEndian(head, 27, 3) + 1)
        default: return nil
        }
    }

    private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
        bytes[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
        bytes[start..<start + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
