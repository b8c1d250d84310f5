// ImageCache — the asset pictures as textures of one renderer.
// Implements: one texture per file (decoded in the background when it was, else here), failures
//   reported once and kept for the headless canvas.
// Does not: evicting textures, files outside `Assets/Images`, formats SDL2_image cannot read.

import CSDL2
import CSDL2_image
import Foundation
import ScrollLabAssets

/// Loads PNGs from `Assets/Images` through SDL2_image once per renderer and keeps the textures.
final class ImageCache {
    private let renderer: OpaquePointer
    private var textures: [String: OpaquePointer?] = [:]
    /// Paths of images that could not be loaded, in the order they were asked for.
    private(set) var failures: [String] = []

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        for case let texture? in textures.values { SDL_DestroyTexture(texture) }
    }

    /// The texture for the image file `name`, or nil when it is missing or unreadable
    /// (reported once on stderr and kept in `failures`; the renderer draws a grey box, and a
    /// headless render fails with an `AssetError` rather than write that box into a screenshot).
    func texture(named name: String) -> OpaquePointer? {
        if let cached = textures[name] { return cached }
        let path = ScrollLabAssets.imagesDirectory.appendingPathComponent(name).path
        var texture: OpaquePointer?
        if let decoded = BackgroundImageDecoder.shared.takeSurface(name) {  // decoded off the frame loop
            texture = SDL_CreateTextureFromSurface(renderer, decoded)
            SDL_FreeSurface(decoded)
        } else {
            texture = IMG_LoadTexture(renderer, path)
        }
        if texture == nil {
            failures.append(path)
            FileHandle.standardError.write(Data("scroll-lab: cannot load image \(path): \(String(cString: SDL_GetError()))\n".utf8))
        }
        textures[name] = texture
        return texture
    }
}
