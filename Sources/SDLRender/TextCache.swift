// TextCache — text rasterized once, kept as textures.
// Implements: DejaVu Sans regular and bold from the catalog's `Fonts/` folders at any pixel size, one line
//   ellipsized to a width, white textures the renderer tints, idle ones freed.
// Does not: line wrapping, shaping beyond SDL_ttf's (no bidirectional text, no font fallback),
//   sub-pixel positioning (text lands on whole pixels).

import CSDL2
import CSDL2_ttf
import Foundation
import ScrollUI
import ScrollLabAssets

/// Rasterizes text with SDL2_ttf from the fonts shipped in `Assets/Fonts` and keeps the
/// resulting textures, so a string is rasterized once, not every frame. Textures are white;
/// the renderer tints them with the text color. Entries unused for `maximumIdleFrames` are freed.
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
        let weight: Font.Weight
        let pixelSize: Int32
        let maxWidth: Int32
    }

    /// Frames an unused texture survives (about two seconds at 60 Hz).
    static let maximumIdleFrames = 120

    private let renderer: OpaquePointer
    private var fonts: [Font.Weight: [Int32: OpaquePointer]] = [:]
    private var entries: [Key: Entry] = [:]
    private var frame = 0
    /// How many strings were rasterized (for tests and the benchmark).
    private(set) var rasterizations = 0

    init(renderer: OpaquePointer) throws {
        self.renderer = renderer
        for weight in [Font.Weight.regular, .bold] {
            let path = Self.fontPath(weight)
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw AssetError(missing: path, searched: AssetCatalog.shared.fontFolders)
            }
        }
    }

    deinit {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        for sizes in fonts.values { for font in sizes.values { TTF_CloseFont(font) } }
    }

    /// The font file for `weight`: the first in the catalog's `Fonts/` folders (an app's own
    /// DejaVu files hide ScrollLab's), else where ScrollLab's would be.
    static func fontPath(_ weight: Font.Weight) -> String {
        let file = weight == .bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        return AssetCatalog.shared.fontPath(file) ?? ScrollLabAssets.fontsDirectory.appendingPathComponent(file).path
    }

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

    /// The texture for `text` at `pixelSize`, ellipsized to `maxWidth` pixels; nil if empty or failing.
    func entry(for text: String, weight: Font.Weight, pixelSize: Int32, maxWidth: Int32) -> Entry? {
        let key = Key(text: text, weight: weight, pixelSize: pixelSize, maxWidth: maxWidth)
        if var entry = entries[key] {
            entry.lastUsedFrame = frame
            entries[key] = entry
            return entry
        }
        guard let font = font(weight, pixelSize), maxWidth > 0 else { return nil }
        let fitted = Self.fit(text, font: font, maxWidth: maxWidth)
        guard !fitted.isEmpty,
              let surface = TTF_RenderUTF8_Blended(font, fitted, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        rasterizations += 1
        let entry = Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUsedFrame: frame)
        entries[key] = entry
        return entry
    }

    private func font(_ weight: Font.Weight, _ pixelSize: Int32) -> OpaquePointer? {
        if let font = fonts[weight]?[pixelSize] { return font }
        guard let font = TTF_OpenFont(Self.fontPath(weight), pixelSize) else { return nil }
        fonts[weight, default: [:]][pixelSize] = font
        return font
    }

    /// `text` unchanged if it fits in `maxWidth` pixels, else the longest prefix that fits with "…".
    private static func fit(_ text: String, font: OpaquePointer, maxWidth: Int32) -> String {
        func width(_ string: String) -> Int32 {
            var w: Int32 = 0, h: Int32 = 0
            TTF_SizeUTF8(font, string, &w, &h)
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
