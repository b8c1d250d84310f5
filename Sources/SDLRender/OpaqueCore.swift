// OpaqueCore — the opaque middle of a raster, copied without blending.
// Implements: the widest run of opaque pixels on a raster's middle row, grown up and down while
//   the rows stay opaque across it; a copy of a raster in five parts (the core unblended).
// Does not: concave shapes' other opaque parts, rasters under 64 × 64 pixels (one copy is cheaper).

import CSDL2

/// A rounded card's raster is opaque but for its corners and its one-pixel fringe, and blending
/// an opaque pixel gives that pixel: so its middle can be copied without blending, which SDL's
/// software renderer does as a `memcpy` a row (`SDL_BlitCopy`), where a blend of the same pixels
/// (`BlitRGBtoRGBPixelAlpha`) costs about 7 times as much (a page-sized card of 638 × 1,434
/// pixels: 0.6 → 0.1 ms). The pixels are the same: the rest is blended as before.
enum OpaqueCore {
    static let minimumSide: Int32 = 64

    /// The largest band of opaque pixels around the middle row of `pixels` (ARGB, row by row),
    /// as a rectangle in the raster; nil when it is small or there is none.
    static func find(_ pixels: UnsafeBufferPointer<UInt32>, width: Int32, height: Int32) -> SDL_Rect? {
        guard width >= minimumSide, height >= minimumSide else { return nil }
        let w = Int(width), h = Int(height), middle = h / 2
        func opaque(_ x: Int, _ y: Int) -> Bool { pixels[y * w + x] >> 24 == 0xFF }
        guard let start = (0..<w).first(where: { opaque($0, middle) }) else { return nil }
        var end = start
        while end < w, opaque(end, middle) { end += 1 }
        func rowIsOpaque(_ y: Int) -> Bool { (start..<end).allSatisfy { opaque($0, y) } }
        var top = middle, bottom = middle + 1
        while top > 0, rowIsOpaque(top - 1) { top -= 1 }
        while bottom < h, rowIsOpaque(bottom) { bottom += 1 }
        guard end - start >= Int(minimumSide) / 2, bottom - top >= Int(minimumSide) / 2 else { return nil }
        return SDL_Rect(x: Int32(start), y: Int32(top), w: Int32(end - start), h: Int32(bottom - top))
    }

    /// Copies `texture` (`size` pixels, blending) to `origin` on `renderer`'s target, its `core`
    /// without blending and the four parts around it with.
    static func copy(
        _ texture: OpaquePointer, size: (w: Int32, h: Int32), core: SDL_Rect, to origin: SDL_Point,
        on renderer: OpaquePointer
    ) {
        let parts = [
            SDL_Rect(x: 0, y: 0, w: size.w, h: core.y),
            SDL_Rect(x: 0, y: core.y, w: core.x, h: core.h),
            SDL_Rect(x: core.x + core.w, y: core.y, w: size.w - core.x - core.w, h: core.h),
            SDL_Rect(x: 0, y: core.y + core.h, w: size.w, h: size.h - core.y - core.h),
        ]
        for var part in parts where part.w > 0 && part.h > 0 {
            var destination = SDL_Rect(x: origin.x + part.x, y: origin.y + part.y, w: part.w, h: part.h)
            SDL_RenderCopy(renderer, texture, &part, &destination)
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        var source = core
        var destination = SDL_Rect(x: origin.x + core.x, y: origin.y + core.y, w: core.w, h: core.h)
        SDL_RenderCopy(renderer, texture, &source, &destination)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    }
}
