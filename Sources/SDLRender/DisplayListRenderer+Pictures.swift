// DisplayListRenderer+Pictures — a plain picture (no rounded corners) drawn from its copy scaled
//   once to the pixel size it is drawn at (`ScaledImageCache`, SDL's software renderer).
// Implements: the whole-pixel size SDL would stretch to, the copy at SDL's own corner, pictures
//   off the output left alone.
// Does not: rounded or cropped pictures (meshes, `MeshRasterCache`), translucent draws.

import CSDL2

extension DisplayListRenderer {
    /// Copies the picture `name` unscaled from its scaled copy to `destination` (output pixels, as
    /// given to `SDL_RenderCopyF`); false when it is to be drawn directly (no cache, drawn at its
    /// own size, off the output, translucent, or not cacheable).
    func copyScaledPicture(_ name: String, _ texture: OpaquePointer, to destination: SDL_FRect) -> Bool {
        guard let scaledImages, let size = Self.stretchedSize(destination) else { return false }
        var own: (w: Int32, h: Int32) = (0, 0)
        SDL_QueryTexture(texture, nil, nil, &own.w, &own.h)
        guard own != size, isOnOutput(destination) else { return false }
        let madeBefore = scaledImages.scalings
        guard let copy = scaledImages.scaled(name, texture, to: size) else { return false }
        // Making a copy switched the render target, which loses the clip of a texture target.
        if scaledImages.scalings != madeBefore { applyClip() }
        var placed = SDL_FRect(x: destination.x, y: destination.y, w: Float(size.w), h: Float(size.h))
        SDL_RenderCopyF(renderer, copy, nil, &placed)
        return true
    }

    /// The whole pixels SDL's software renderer stretches a copy to `destination` into: its width
    /// and height each truncated (`SW_QueueCopy`); nil when they are not a usable size.
    static func stretchedSize(_ destination: SDL_FRect) -> (w: Int32, h: Int32)? {
        guard destination.w.isFinite, destination.h.isFinite, destination.w >= 1, destination.h >= 1,
            destination.w < 65536, destination.h < 65536
        else { return nil }
        return (Int32(destination.w), Int32(destination.h))
    }

    /// Whether `destination` meets the viewport, as `SDL_RenderCopyF` asks before it draws.
    private func isOnOutput(_ destination: SDL_FRect) -> Bool {
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(renderer, &viewport)
        var area = SDL_FRect(x: 0, y: 0, w: Float(viewport.w), h: Float(viewport.h))
        var placed = destination
        return SDL_HasIntersectionF(&placed, &area) == SDL_TRUE
    }
}
