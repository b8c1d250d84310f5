import Foundation
import ScrollLabAssets

/// The advance widths of a TrueType or OpenType font file, read from the same file the renderer
/// draws with (`FontFile.path(for:)`), so a line is measured by the metrics that draw it: the
/// `cmap` table maps a character to its glyph, `hmtx` gives the glyph's advance in font units,
/// `head` the units per em (Apple's TrueType Reference Manual and the OpenType specification
/// name these tables). Kerning is left out: it only ever narrows Latin text, so a line measured
/// without it still fits.
public final class FontMetrics: @unchecked Sendable {
    /// Font units per em (`head.unitsPerEm`).
    public let unitsPerEm: Double
    private let advances: [UInt16]
    private let glyphs: [UInt32: UInt16]

    /// The metrics of the font file at `path`, or nil when it cannot be read or parsed.
    public init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path), let table = FontTables(data) else { return nil }
        guard let head = table.offset(of: "head"), let hhea = table.offset(of: "hhea"),
            let hmtx = table.offset(of: "hmtx"),
            let cmap = table.offset(of: "cmap"), let units = table.u16(head + 18), units > 0,
            let count = table.u16(hhea + 34), count > 0
        else { return nil }
        unitsPerEm = Double(units)
        advances = (0..<Int(count)).map { table.u16(hmtx + 4 * $0) ?? 0 }
        glyphs = table.characterMap(at: cmap)
    }

    /// The advance of `scalar` in ems (its glyph's, or the missing glyph's).
    public func advance(of scalar: Unicode.Scalar) -> Double {
        let glyph = Int(glyphs[scalar.value] ?? 0)
        return Double(advances[min(glyph, advances.count - 1)]) / unitsPerEm
    }

    /// The width of `text` in ems: its characters' advances added up.
    public func width(of text: some StringProtocol) -> Double {
        text.unicodeScalars.reduce(0) { $0 + advance(of: $1) }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var loaded: [String: FontMetrics?] = [:]

    /// The metrics of the file `font` is drawn with, read once; nil when it cannot be read.
    public static func of(_ font: Font) -> FontMetrics? {
        let path = FontFile.path(for: font)
        return lock.withLock {
            if let known = loaded[path] { return known }
            let metrics = FontMetrics(path: path)
            loaded[path] = .some(metrics)
            return metrics
        }
    }
}

/// Where a `Font` is drawn from: its own `file` from the asset folders' `Fonts/` when found, else
/// the font ScrollLab ships for its weight. The renderer and `FontMetrics` both ask here.
public enum FontFile {
    /// The file shipped for `weight`, by name: Inter (SIL Open Font License), the closest
    /// redistributable face to iOS's San Francisco, at its text optical size.
    public static func shippedName(_ weight: Font.Weight) -> String {
        switch weight {
        case .regular: "Inter-Regular.ttf"
        case .semibold: "Inter-SemiBold.ttf"
        case .bold: "Inter-Bold.ttf"
        }
    }

    /// The shipped file for `weight`: the first in the catalog's `Fonts/` folders (an app's own
    /// copy hides ScrollLab's), else where ScrollLab's would be.
    public static func shippedPath(_ weight: Font.Weight) -> String {
        let file = shippedName(weight)
        return AssetCatalog.shared.fontPath(file) ?? ScrollLabAssets.fontsDirectory.appendingPathComponent(file).path
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var appPaths: [String: String?] = [:]

    /// The path of `font`'s own file, looked up once (nil: it has none, or it is missing).
    public static func appPath(_ font: Font) -> String? {
        guard let file = font.file else { return nil }
        return lock.withLock {
            if let known = appPaths[file] { return known }
            let found = AssetCatalog.shared.fontPath(file)
            appPaths[file] = .some(found)
            return found
        }
    }

    /// The file `font` is drawn with.
    public static func path(for font: Font) -> String {
        appPath(font) ?? shippedPath(font.weight)
    }
}

/// A font file's table directory and the big-endian reads its tables need.
private struct FontTables {
    let bytes: [UInt8]
    let tables: [String: Int]

    init?(_ data: Data) {
        bytes = [UInt8](data)
        var tables: [String: Int] = [:]
        let reader = Reader(bytes: bytes)
        guard let count = reader.u16(4) else { return nil }
        for index in 0..<Int(count) {
            let record = 12 + 16 * index
            guard record + 16 <= bytes.count, let offset = reader.u32(record + 8) else { return nil }
            tables[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = Int(offset)
        }
        self.tables = tables
    }

    func offset(of tag: String) -> Int? { tables[tag] }
    func u16(_ at: Int) -> UInt16? { Reader(bytes: bytes).u16(at) }

    /// The character-to-glyph map of the `cmap` table at `start`: its full-Unicode subtable
    /// (format 12) when it has one, else its Basic Multilingual Plane one (format 4).
    func characterMap(at start: Int) -> [UInt32: UInt16] {
        let reader = Reader(bytes: bytes)
        var best: (format: UInt16, offset: Int)?
        for index in 0..<Int(reader.u16(start + 2) ?? 0) {
            let record = start + 4 + 8 * index
            guard let platform = reader.u16(record), let offset = reader.u32(record + 4),
                platform == 0 || platform == 3, let format = reader.u16(start + Int(offset))
            else { continue }
            if format == 12 || (format == 4 && best == nil) { best = (format, start + Int(offset)) }
        }
        guard let best else { return [:] }
        return best.format == 12 ? reader.format12(best.offset) : reader.format4(best.offset)
    }
}

/// Big-endian reads that answer nil past the end.
private struct Reader {
    let bytes: [UInt8]

    func u16(_ at: Int) -> UInt16? {
        at >= 0 && at + 2 <= bytes.count ? UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]) : nil
    }

    func u32(_ at: Int) -> UInt32? {
        guard let high = u16(at), let low = u16(at + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }

    /// A format 4 subtable: segments of codes, each mapped by a delta or through a glyph array.
    func format4(_ table: Int) -> [UInt32: UInt16] {
        guard let doubled = u16(table + 6) else { return [:] }
        let segments = Int(doubled) / 2
        let ends = table + 14, starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments, ranges = deltas + 2 * segments
        var map: [UInt32: UInt16] = [:]
        for segment in 0..<segments {
            guard let end = u16(ends + 2 * segment), let first = u16(starts + 2 * segment),
                let delta = u16(deltas + 2 * segment), let range = u16(ranges + 2 * segment), first <= end,
                first != 0xFFFF
            else { continue }
            for code in first...end {
                let glyph: UInt16?
                if range == 0 {
                    glyph = code &+ delta
                } else {
                    let at = ranges + 2 * segment + Int(range) + 2 * Int(code - first)
                    glyph = u16(at).map { $0 == 0 ? 0 : $0 &+ delta }
                }
                if let glyph, glyph != 0 { map[UInt32(code)] = glyph }
            }
        }
        return map
    }

    /// A format 12 subtable: groups of consecutive codes mapped to consecutive glyphs.
    func format12(_ table: Int) -> [UInt32: UInt16] {
        var map: [UInt32: UInt16] = [:]
        for group in 0..<Int(u32(table + 12) ?? 0) {
            let at = table + 16 + 12 * group
            guard let first = u32(at), let last = u32(at + 4), let glyph = u32(at + 8), first <= last,
                last - first < 0x1_0000
            else { continue }
            for code in first...last { map[code] = UInt16(truncatingIfNeeded: glyph + (code - first)) }
        }
        return map
    }
}
