// ScaledImageCache — pictures scaled once to the whole-pixel size they are drawn at, for SDL's
//   software renderer, so that a frame copies them unscaled instead of stretching them again.
// Implements: a texture per picture and size (whole pixels, as SDL truncates them), made with
//   SDL's own stretch, once drawn at that size in two frames running; entries idle for two
//   seconds, or past a pixel budget, freed.
// Does not: serve GPU renderers (they scale while they sample), translucent draws or pictures
//   with an alpha channel (their blend would take another SDL blitter), pictures larger than
//   half the budget (drawn directly, as before).

import CSDL2

/// Opaque pictures kept at the sizes they are drawn at, for SDL's software renderer.
///
/// Why: SDL 2.26's software renderer stretches a texture drawn at another size pixel by pixel on
/// every copy (`SW_RunCommandQueue`, `SDL_RENDERCMD_COPY`: `SDL_PrivateUpperBlitScaled`, which
/// ends in `SDL_SoftStretch`), and when the destination reaches past the output's edge it first
/// allocates and fills an intermediate surface of the whole destination size — a parallax
/// picture three screens wide made and stretched a 4.5-million-pixel surface every frame. Core
/// Animation keeps a layer's decoded, scaled backing store the same way until its contents or
/// size change (`CALayer.contents`), and Flutter's image cache keeps a decode per target size
/// (`ResizeImage`).
///
/// Exactness: SDL truncates the destination's corner and size to whole pixels separately
/// (`SW_QueueCopy`: `(int)dstrect->x`, `(int)dstrect->w`), so the scaled copy is keyed by the
/// truncated size and drawn at the same float corner, which SDL truncates as before. It is made
/// by the same call SDL makes for a destination past the output's edge: the picture copied
/// without blending onto a target of its own format and the destination's size, which runs
/// `SDL_PrivateUpperBlitScaled` over the whole picture (nearest texel: `posx = incx / 2`,
/// stepping by `incx = (src_w << 16) / dst_w`). So the copy gives the same pixels as the direct
/// draw wherever the clip does not cut a picture lying inside the output; where it does, SDL
/// derived a new source rectangle from the cut, rounded to whole texels, so the picture's texels
/// shifted as a clip's edge crossed it, and the copy keeps them fixed, as a layer's backing store
/// does. A picture with an alpha channel, or drawn translucent, blends, and SDL blends scaled and
/// unscaled copies with different blitters: those are drawn directly, as before.
///
/// When: a copy is made the second frame running a picture is drawn at the same size (the first
/// draws directly, as `MeshRasterCache` does), so a picture resized in every frame is never copied.
///
/// Memory: a scaled copy unused for `maximumIdleFrames` (two seconds at 60 Hz) is freed; all of
/// them together hold at most `pixelBudget` pixels, the least recently used freed first; a
/// picture drawn larger than half the budget is not kept.
final class ScaledImageCache {
    /// A picture at one size in whole pixels.
    struct Key: Hashable {
        let name: String
        let width: Int32
        let height: Int32
    }

    struct Entry {
        let texture: OpaquePointer
        var lastUsedFrame: Int
    }

    /// Frames an unused copy survives (two seconds at 60 Hz: a picture scrolled away and back, or
    /// a page flicked past, is still there).
    static let maximumIdleFrames = 120
    /// Pixels all copies together may hold (64 MB of 32-bit pixels).
    static let pixelBudget = 16_000_000

    private let renderer: OpaquePointer
    private var entries: [Key: Entry] = [:]
    /// Pictures and sizes drawn directly in the previous frame and in this one.
    private var seenLastFrame: Set<Key> = []
    private var seenThisFrame: Set<Key> = []
    private var frame = 0
    private var pixels = 0
    /// Scaled copies made so far (for tests).
    private(set) var scalings = 0
    /// Off: every picture is drawn directly, stretched by SDL on each copy (to test against).
    var isEnabled = true

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
    }

    /// Marks the start of a frame; frees copies idle for too long.
    func beginFrame() {
        frame += 1
        seenLastFrame = seenThisFrame
        seenThisFrame.removeAll(keepingCapacity: true)
        if frame % 30 == 0 { evict { frame - $0.lastUsedFrame > Self.maximumIdleFrames } }
    }

    /// The picture `name` (`texture`) scaled to `size`, made now when it was drawn at that size in
    /// the previous frame too; nil when it is to be drawn directly (seen at this size for the
    /// first time — a picture resized every frame, a header stretched by a pull, costs nothing
    /// extra — or it has an alpha channel, it is too large, or SDL failed).
    func scaled(_ name: String, _ texture: OpaquePointer, to size: (w: Int32, h: Int32)) -> OpaquePointer? {
        guard isEnabled else { return nil }
        let key = Key(name: name, width: size.w, height: size.h)
        if var entry = entries[key] {
            entry.lastUsedFrame = frame
            entries[key] = entry
            return entry.texture
        }
        seenThisFrame.insert(key)
        guard seenLastFrame.contains(key) else { return nil }
        let area = Int(size.w) * Int(size.h)
        guard size.w > 0, size.h > 0, area <= Self.pixelBudget / 2, let copy = scale(texture, to: size) else {
            return nil
        }
        entries[key] = Entry(texture: copy, lastUsedFrame: frame)
        pixels += area
        if pixels > Self.pixelBudget { evictOldest() }
        return copy
    }

    /// A new texture of `texture`'s format and `size`, the picture stretched onto it by SDL as a
    /// copy past the output's edge is (see the type's comment); nil for a picture that blends.
    private func scale(_ texture: OpaquePointer, to size: (w: Int32, h: Int32)) -> OpaquePointer? {
        var format: UInt32 = 0, ownMode = SDL_BLENDMODE_NONE
        SDL_QueryTexture(texture, &format, nil, nil, nil)
        SDL_GetTextureBlendMode(texture, &ownMode)
        guard ownMode == SDL_BLENDMODE_NONE, !Self.hasAlpha(format),
            let copy = SDL_CreateTexture(renderer, format, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), size.w, size.h)
        else { return nil }
        let picture = SDL_GetRenderTarget(renderer)
        SDL_SetRenderTarget(renderer, copy)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetTextureAlphaMod(texture, 255)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_SetRenderTarget(renderer, picture)
        SDL_SetTextureBlendMode(copy, SDL_BLENDMODE_NONE)
        scalings += 1
        return copy
    }

    /// Whether pixels of `format` carry alpha.
    private static func hasAlpha(_ format: UInt32) -> Bool {
        var bits: Int32 = 0, red: UInt32 = 0, green: UInt32 = 0, blue: UInt32 = 0, alpha: UInt32 = 0
        return SDL_PixelFormatEnumToMasks(format, &bits, &red, &green, &blue, &alpha) == SDL_FALSE || alpha != 0
    }

    private func evict(where stale: (Entry) -> Bool) {
        for (key, entry) in entries where stale(entry) { remove(key, entry) }
    }

    /// Frees the least recently used copies until the budget holds again.
    private func evictOldest() {
        let byAge = entries.sorted { $0.value.lastUsedFrame < $1.value.lastUsedFrame }
        for (key, entry) in byAge where pixels > Self.pixelBudget { remove(key, entry) }
    }

    private func remove(_ key: Key, _ entry: Entry) {
        SDL_DestroyTexture(entry.texture)
        pixels -= Int(key.width) * Int(key.height)
        entries[key] = nil
    }
}
