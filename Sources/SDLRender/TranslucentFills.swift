// TranslucentFills — translucent rectangles blended as copies SDL's software renderer does fast.
// Implements: one opaque texture per colour (no alpha channel), at least as large as the largest
//   rectangle filled with it, copied unscaled with the fill's alpha as the texture's alpha; the
//   least recently used of more than 16 colours freed.
// Does not: GPU renderers (they blend fills fast), rounded fills (meshes), opaque fills (plain
//   rectangle fills, no blending).

import CSDL2

/// SDL 2.26's software renderer blends a translucent `SDL_RenderFillRect` pixel by pixel
/// (`SDL_BlendFillRect`, about 2.8 ns a pixel here), where a texture without an alpha channel
/// copied with an alpha modulation takes the per-surface alpha blit (`BlitRGBtoRGBSurfaceAlpha`,
/// MMX; about 0.8 ns): a sheet's dim over a scale-2 screen, 3.9 → 1.1 ms. The two round
/// differently, by at most 2 of 255 in a channel; the window and the replay both blend this way.
final class TranslucentFills {
    private struct Layer {
        let texture: OpaquePointer
        let width: Int32, height: Int32
        var lastUsed: Int
    }

    static let maximumColours = 16
    private let renderer: OpaquePointer
    private var layers: [UInt32: Layer] = [:]
    private var uses = 0
    /// Textures made so far (for tests).
    private(set) var made = 0

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        for layer in layers.values { SDL_DestroyTexture(layer.texture) }
    }

    /// An opaque texture of `colour` (red, green, blue) of at least `width` × `height` pixels.
    func texture(colour: SDL_Color, width: Int32, height: Int32) -> OpaquePointer? {
        let key = UInt32(colour.r) << 16 | UInt32(colour.g) << 8 | UInt32(colour.b)
        uses += 1
        if let layer = layers[key], layer.width >= width, layer.height >= height {
            layers[key]?.lastUsed = uses
            return layer.texture
        }
        let size = (w: max(width, layers[key]?.width ?? 0), h: max(height, layers[key]?.height ?? 0))
        if let old = layers.removeValue(forKey: key) { SDL_DestroyTexture(old.texture) }
        if layers.count >= Self.maximumColours, let stale = layers.min(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            SDL_DestroyTexture(stale.value.texture)
            layers[stale.key] = nil
        }
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), size.w, size.h)
        else { return nil }
        let row = [UInt32](repeating: key, count: Int(size.w))
        var area = SDL_Rect(x: 0, y: 0, w: size.w, h: 1)
        for y in 0..<size.h {
            area.y = y
            _ = row.withUnsafeBytes { SDL_UpdateTexture(texture, &area, $0.baseAddress, size.w * 4) }
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        layers[key] = Layer(texture: texture, width: size.w, height: size.h, lastUsed: uses)
        made += 1
        return texture
    }
}
