// TextCache — text rasterized once, kept as textures.
// Implements: Inter regular, semibold and bold, or an app's own font file (`Font.file`), from the
//   catalog's `Fonts/` folders at any pixel size, one line ellipsized to a width, in its colour
//   (the renderer only fades it), idle ones freed; a missing app font reported once (Inter
//   stands in).
// Does not: line wrapping, shaping beyond SDL_ttf's (no bidirectional text, no font fallback),
//   sub-pixel positioning (text lands on whole pixels).

import CSDL2
import CSDL2_ttf
import Foundation
import ScrollUI
import ScrollLabAssets

/// Rasterizes text with SDL2_ttf from the fonts shipped in `Assets/Fonts`, or an app's own
/// (`Font.file`, from the asset folders' `Fonts/`), and keeps the
/// resulting textures, so a string is rasterized once, not every frame. Each texture is in its
/// text's colour (its alpha times the glyphs' coverage): SDL's software renderer
/// blends an unmodulated texture with its per-pixel alpha blit, where tinting a white one
/// (`SDL_SetTextureColorMod`) takes its generic path, about 30 times slower a pixel (SDL 2.26,
/// `SDL_CalculateBlitA` has no blit for a colour modulation, nor for an alpha modulation of a
/// texture with alpha: only a view's opacity below 1 modulates). Entries unused for
/// `maximumIdleFrames` are freed.
final class TextCache {
    /// A rasterized string: its texture and size in pixels.
    struct Entry {
        let texture: OpaquePointer
        let width: Int32
        let height: Int32
        var lastUsedFrame: Int
    }

    private struct Key: Hashable {
        let text: String
        let fontPath: String
        let pixelSize: Int32
        let maxWidth: Int32
        /// Red, green, blue and alpha, one byte each.
        let colour: UInt32
    }

    /// SDL_ttf opens every font on one FreeType library, which is not thread-safe (FreeType's
    /// documentation: a library's faces are made and freed under one lock), and tests draw on
    /// several canvases at once: every SDL_ttf call goes through this lock (uncontended in a window).
    private static let freeTypeLock = NSLock()

    private static func serialized<T>(_ body: () -> T) -> T {
        freeTypeLock.lock()
        defer { freeTypeLock.unlock() }
        return body()
    }

    /// Frames an unused texture survives (about two seconds at 60 Hz).
    static let maximumIdleFrames = 120

    private let renderer: OpaquePointer
    /// Open fonts by file path and pixel size.
    private var fonts: [String: [Int32: OpaquePointer]] = [:]
    /// The paths of the app's font files, by name, once looked up (nil: not found).
    private var appFontPaths: [String: String?] = [:]
    /// Font files of the app's own that could not be found or opened, in the order they were asked for.
    private(set) var failures: [AssetError] = []
    private var entries: [Key: Entry] = [:]
    private var frame = 0
    /// How many strings were rasterized (for tests and the benchmark).
    private(set) var rasterizations = 0

    init(renderer: OpaquePointer) throws {
        self.renderer = renderer
        for weight in [Font.Weight.regular, .semibold, .bold] {
            let path = Self.fontPath(weight)
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw AssetError(missing: path, searched: AssetCatalog.shared.fontFolders)
            }
        }
    }

    deinit {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        Self.serialized { for sizes in fonts.values { for font in sizes.values { TTF_CloseFont(font) } } }
    }

    /// The font file for `weight`: the first in the catalog's `Fonts/` folders (an app's own
    /// Inter files hide ScrollLab's), else where ScrollLab's would be.
    static func fontPath(_ weight: Font.Weight) -> String { FontFile.shippedPath(weight) }

    /// Marks the start of a frame; frees textures idle for too long.
    func beginFrame() {
        frame += 1
        if frame % 60 == 0 {
            let stale = entries.filter { frame - $0.value.lastUsedFrame > Self.maximumIdleFrames }
            for (key, entry) in stale {
                SDL_DestroyTexture(entry.texture)
                entries[key] = nil
            }
        }
    }

    /// The texture for `text` in `font` at `pixelSize` and in `colour` (its alpha too: SDL_ttf
    /// scales the glyphs' coverage by it), ellipsized to `maxWidth` pixels; nil if empty or failing.
    func entry(for text: String, font request: Font, pixelSize: Int32, maxWidth: Int32, colour: SDL_Color) -> Entry? {
        let key = Key(
            text: text, fontPath: path(of: request), pixelSize: pixelSize, maxWidth: maxWidth,
            colour: colour.bits)
        if var entry = entries[key] {
            entry.lastUsedFrame = frame
            entries[key] = entry
            return entry
        }
        guard let font = font(key.fontPath, pixelSize), maxWidth > 0 else { return nil }
        let fitted = Self.fit(text, font: font, maxWidth: maxWidth)
        guard !fitted.isEmpty,
            let surface = Self.serialized({ TTF_RenderUTF8_Blended(font, fitted, colour) })
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        rasterizations += 1
        let entry = Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUsedFrame: frame)
        entries[key] = entry
        return entry
    }

    private func font(_ path: String, _ pixelSize: Int32) -> OpaquePointer? {
        if let font = fonts[path]?[pixelSize] { return font }
        guard let font = Self.serialized({ TTF_OpenFont(path, pixelSize) }) else { return nil }
        fonts[path, default: [:]][pixelSize] = font
        return font
    }

    /// The file `font` is drawn with (`FontFile`, which `TextWrap` measures by): its own `file` from
    /// the asset folders, or Inter of its weight when it has none or the file is missing
    /// (reported once on stderr and kept in `failures`).
    private func path(of font: Font) -> String {
        guard let file = font.file else { return Self.fontPath(font.weight) }
        if let known = appFontPaths[file] { return known ?? Self.fontPath(font.weight) }
        let found = FontFile.appPath(font)
        appFontPaths[file] = .some(found)
        if found == nil {
            failures.append(AssetError(missing: file, searched: AssetCatalog.shared.fontFolders))
            FileHandle.standardError.write(Data("scroll-lab: cannot find font \(file): drawn in Inter\n".utf8))
        }
        return found ?? Self.fontPath(font.weight)
    }

    /// `text` unchanged if it fits in `maxWidth` pixels, else the longest prefix that fits with "…".
    private static func fit(_ text: String, font: OpaquePointer, maxWidth: Int32) -> String {
        func width(_ string: String) -> Int32 {
            var w: Int32 = 0, h: Int32 = 0
            _ = serialized { TTF_SizeUTF8(font, string, &w, &h) }
            return w
        }
        if width(text) <= maxWidth { return text }
        let characters = Array(text)
        var low = 0, high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if width(String(characters[..<mid]) + "…") <= maxWidth { low = mid } else { high = mid - 1 }
        }
        return low == 0 ? "" : String(characters[..<low]) + "…"
    }
}
