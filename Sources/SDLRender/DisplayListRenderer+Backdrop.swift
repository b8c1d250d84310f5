// DisplayListRenderer+Backdrop — a `Backdrop`: a frozen screen, blurred once, scaled up each frame.
// Implements: the frozen display list drawn once off screen at one pixel per 2 points, read back,
//   box-blurred three times (about a Gaussian of the radius), tinted and scaled up once with
//   linear filtering; each frame one unscaled copy at the backdrop's opacity, and nothing drawn
//   under an opaque backdrop that covers the output.
// Does not: a live blur (what changes behind it after the freeze is not shown), blur radii that
//   change, the zoom UIKit adds behind its menus.

import CSDL2
import Foundation
import Geometry
import ScrollUI

/// The blurred picture of the last backdrop drawn, kept while the next one's content is the same.
final class BackdropCache {
    var content: DisplayList?
    var tint = Color.clear
    var pixelSize: (w: Int32, h: Int32) = (0, 0)
    var texture: OpaquePointer?

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
    }
}

extension DisplayListRenderer {
    /// Points per pixel of the small picture: one pixel for every 2 × 2 points.
    static let backdropPointsPerPixel = 2.0

    /// Draws `backdrop`: its blurred picture (made now if its content is new) over its rect.
    func drawBackdrop(_ backdrop: Backdrop) {
        let pixels = pixelRect(backdrop.rect)
        let size = (w: Int32(pixels.width.rounded()), h: Int32(pixels.height.rounded()))
        guard size.w > 0, size.h > 0, backdrop.opacity * state.opacity > 0 else { return }
        if backdrops.content != backdrop.content || backdrops.tint != backdrop.tint || backdrops.pixelSize != size
            || backdrops.texture == nil
        {
            makeBlurredPicture(of: backdrop, size: size)
        }
        guard let texture = backdrops.texture else { return }
        let alpha = RenderState.channel(backdrop.opacity * state.opacity)
        SDL_SetTextureBlendMode(texture, alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(texture, alpha)
        var destination = SDL_Rect(
            x: Int32(pixels.minX.rounded()), y: Int32(pixels.minY.rounded()), w: size.w, h: size.h)
        SDL_RenderCopy(renderer, texture, nil, &destination)
    }

    /// The first item after an opaque backdrop that covers all of `output` (the last such one),
    /// at full opacity: what comes before it cannot be seen. Nil when there is none.
    func opaqueBackdropIndex(in list: DisplayList, output: PixelBox) -> Int? {
        var state = RenderState(), stack: [RenderState] = [], found: Int?
        for (index, item) in list.items.enumerated() {
            if state.apply(item, stack: &stack, scale: scale) { continue }
            guard case .backdrop(let backdrop) = item, RenderState.channel(backdrop.opacity * state.opacity) == 255
            else { continue }
            let box = state.pixelRect(backdrop.rect, scale: scale)
            var covered = PixelBox(
                x: Int32(box.minX.rounded()), y: Int32(box.minY.rounded()), width: Int32(box.width.rounded()),
                height: Int32(box.height.rounded()))
            if let clip = state.clipBox { covered = covered.intersection(clip) }
            if covered.intersection(output) == output { found = index }
        }
        return found
    }

    /// Draws the backdrop's content off screen at one pixel for every 2 points, blurs and tints
    /// it, scales it up to the backdrop's pixels and keeps it.
    private func makeBlurredPicture(of backdrop: Backdrop, size: (w: Int32, h: Int32)) {
        let pixelsPerPoint = 1 / Self.backdropPointsPerPixel
        let small = (
            w: max(1, Int32((backdrop.rect.width * pixelsPerPoint).rounded(.up))),
            h: max(1, Int32((backdrop.rect.height * pixelsPerPoint).rounded(.up)))
        )
        var content = DisplayList()
        content.append(.translate(-backdrop.rect.origin))
        for item in backdrop.content.items { content.append(item) }
        let fullScale = scale
        scale = pixelsPerPoint
        let drawn = renderOffscreen(content, size: small)
        scale = fullScale
        guard var pixels = drawn else { return }
        // Three box passes of radius r give a Gaussian of sigma² = ((2r + 1)² − 1) / 4 pixels².
        let sigma = backdrop.blurRadius * pixelsPerPoint
        let radius = max(1, Int((((4 * sigma * sigma + 1).squareRoot() - 1) / 2).rounded()))
        for _ in 0..<3 { BoxBlur.blur(&pixels, width: Int(small.w), height: Int(small.h), radius: radius) }
        BoxBlur.tint(&pixels, with: backdrop.tint)
        if let old = backdrops.texture { SDL_DestroyTexture(old) }
        backdrops.texture = scaledUp((pixels, Int(small.w), Int(small.h)), to: size)
        backdrops.content = backdrop.content
        backdrops.tint = backdrop.tint
        backdrops.pixelSize = size
    }

    /// The small picture scaled up once, with linear filtering, into a texture of `size`: each
    /// frame then copies it without scaling, which costs about a copy of the frame's bytes where
    /// a scaled copy cost the software renderer several milliseconds at scale 2.
    private func scaledUp(
        _ small: (pixels: [UInt32], width: Int, height: Int), to size: (w: Int32, h: Int32)
    ) -> OpaquePointer? {
        guard
            let source = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                Int32(small.width),
                Int32(small.height))
        else { return nil }
        defer { SDL_DestroyTexture(source) }
        SDL_SetTextureScaleMode(source, SDL_ScaleModeLinear)
        SDL_SetTextureBlendMode(source, SDL_BLENDMODE_NONE)
        _ = small.pixels.withUnsafeBytes { SDL_UpdateTexture(source, nil, $0.baseAddress, Int32(small.width * 4)) }
        // Without an alpha channel (the picture is opaque): SDL's software renderer fades such a
        // texture in with its per-surface alpha blit (`BlitRGBtoRGBSurfaceAlpha`, SDL_blit_A.c),
        // where an ARGB texture takes the generic per-pixel path, several times slower across a
        // full screen, every frame of the menu's fade.
        guard
            let full = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), size.w, size.h)
        else { return nil }
        let picture = SDL_GetRenderTarget(renderer)
        setRenderTarget(full)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_RenderCopy(renderer, source, nil, nil)
        setRenderTarget(picture)
        return full
    }

    /// `list` drawn on `background` into a new ARGB texture of `size` (copied without blending),
    /// item by item and keeping no rasters: a picture drawn once (a backdrop's, a frozen screen's)
    /// is then the same whichever frames came before it, and fills no cache with groups at a size
    /// never drawn again. This frame's state, target and clip are put back afterwards.
    func pictureDrawnOnce(
        of list: DisplayList, size: (w: Int32, h: Int32), background: Color = .white
    )
        -> OpaquePointer?
    {
        guard
            let target = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), size.w, size.h)
        else { return nil }
        SDL_SetTextureBlendMode(target, SDL_BLENDMODE_NONE)
        let savedState = state, savedStack = stack, output = SDL_GetRenderTarget(renderer)
        let keeps = keepsSubtreeRasters
        keepsSubtreeRasters = false
        setRenderTarget(target)
        draw(list, background: background)
        keepsSubtreeRasters = keeps
        state = savedState
        stack = savedStack
        setRenderTarget(output)
        return target
    }

    /// `list` drawn once (`pictureDrawnOnce`) and read back as ARGB pixels.
    private func renderOffscreen(_ list: DisplayList, size: (w: Int32, h: Int32)) -> [UInt32]? {
        guard let target = pictureDrawnOnce(of: list, size: size) else { return nil }
        defer { SDL_DestroyTexture(target) }
        let output = SDL_GetRenderTarget(renderer)
        setRenderTarget(target)
        var pixels = [UInt32](repeating: 0, count: Int(size.w) * Int(size.h))
        let status = pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, size.w * 4)
        }
        setRenderTarget(output)
        return status == 0 ? pixels : nil
    }
}
