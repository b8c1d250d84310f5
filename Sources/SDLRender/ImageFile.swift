// ImageFile — an image file's bytes, read safely for decoding.
// Implements: regular files, pipes and devices; the PNG, GIF or JPEG signature checked first; a
//   size limit; problems that name the path and say whether it is unreadable or not an image.
// Does not: decode (`RGBAImage`), formats other than PNG, GIF and JPEG (WebP, BMP, TIFF).

import Foundation

/// Reads an image file's bytes for decoding (`RGBAImage(contentsOf:)`): a regular file, a pipe or
/// a device, refused early when its first bytes are not a PNG, GIF or JPEG signature (so
/// `/dev/zero` is named as not an image instead of being read forever) and when it is larger
/// than `maximumBytes`.
public enum ImageFile {
    /// The largest image file read, in bytes (256 MiB).
    public static let maximumBytes = 256 << 20

    /// Why an image file could not be read or decoded, naming the path.
    public struct Problem: Error, CustomStringConvertible, Equatable {
        public enum Kind: Sendable {
            /// The file is missing, a folder, or cannot be opened or read (README: exit status 66).
            case unreadable
            /// The bytes are not an image that can be decoded (README: exit status 65).
            case notAnImage
        }

        public var path: String
        public var kind: Kind
        public var reason: String

        public init(path: String, kind: Kind, reason: String) {
            self.path = path
            self.kind = kind
            self.reason = reason
        }

        public var description: String {
            switch kind {
            case .unreadable: "cannot read \(path): \(reason)"
            case .notAnImage: "\(path) is not a PNG, GIF or JPEG image: \(reason)"
            }
        }
    }

    /// The formats read, by the bytes they start with.
    enum Format: String {
        case png = "PNG", gif = "GIF", jpeg = "JPG"

        /// The name in messages.
        var name: String { self == .jpeg ? "JPEG" : rawValue }

        init?(signature bytes: [UInt8]) {
            if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
                self = .png
            } else if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
                self = .gif
            } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
                self = .jpeg
            } else {
                return nil
            }
        }
    }

    /// The bytes of the file at `path` and the format their signature names.
    static func contents(of path: String) throws -> (data: Data, format: Format) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Problem(path: path, kind: .unreadable, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw Problem(path: path, kind: .unreadable, reason: "it is a folder")
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var format: Format?
        while true {
            // the signature first: an endless device stops here
            let wanted = format == nil ? 8 - data.count : chunk.count
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Problem(path: path, kind: .unreadable, reason: String(cString: strerror(errno)))
            }
            data.append(contentsOf: chunk[0..<count])
            if format == nil, count == 0 || data.count >= 8 {
                guard let known = Format(signature: Array(data)) else {
                    throw Problem(path: path, kind: .notAnImage, reason: signatureProblem(Array(data)))
                }
                format = known
            }
            if count == 0 { break }
            if data.count > maximumBytes {
                throw Problem(
                    path: path, kind: .notAnImage,
                    reason: "it is larger than \(maximumBytes >> 20) MiB, the most an image may have")
            }
        }
        return (data, format!)
    }

    /// Why bytes starting with `head` are not a PNG, GIF or JPEG.
    static func signatureProblem(_ head: [UInt8]) -> String {
        if head.isEmpty { return "it is empty" }
        let shown = head.prefix(8).map { String(format: "%02x", $0) }.joined(separator: " ")
        return "it starts with \(shown), the signature of none of them"
    }
}
