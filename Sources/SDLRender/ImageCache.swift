// ImageCache — the asset pictures as textures of one renderer.
// Implements: one texture per file found by the `AssetCatalog` (decoded in the background when it
//   was, else here), its size given to the catalog, failures reported once and kept for the
//   headless canvas.
// Does not: evicting textures, formats SDL2_image cannot read.

import CSDL2
import CSDL2_image
import Foundation
import Geometry
import ScrollLabAssets

/// Loads pictures from the catalog's `Images/` folders through SDL2_image once per renderer and
/// keeps the textures.
final class ImageCache {
    private let renderer: OpaquePointer
    private var textures: [String: OpaquePointer?] = [:]
    /// Images that could not be loaded, in the order they were asked for: the path of a file that
    /// is unreadable, or the name of one no folder has, with the folders searched.
    private(set) var failures: [AssetError] = []

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
        guard let path = AssetCatalog.shared.imagePath(name) else {
            return failed(
                name, AssetError(missing: name, searched: AssetCatalog.shared.imageFolders), reason: "no such file")
        }
        var texture: OpaquePointer?
        if let decoded = BackgroundImageDecoder.shared.takeSurface(name) {  // decoded off the frame loop
            texture = SDL_CreateTextureFromSurface(renderer, decoded)
            SDL_FreeSurface(decoded)
        } else {
            texture = IMG_LoadTexture(renderer, path)
        }
        guard let texture else {
            return failed(
                name, AssetError(missing: path, searched: AssetCatalog.shared.imageFolders),
                reason: String(cString: SDL_GetError()))
        }
        var width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        AssetCatalog.shared.recordPixelSize(Size(width: Double(width), height: Double(height)), ofImage: name)
        textures[name] = texture
        return texture
    }

    /// Whether `name`'s picture replaces what is under it when copied at full opacity: its texture
    /// copies without blending (SDL makes it so for a picture without alpha or a colour key).
    /// False when it cannot be loaded (a grey placeholder is drawn instead).
    func isOpaque(_ name: String) -> Bool {
        var mode = SDL_BLENDMODE_BLEND
        guard let texture = texture(named: name), SDL_GetTextureBlendMode(texture, &mode) == 0 else { return false }
        return mode == SDL_BLENDMODE_NONE
    }

    /// Keeps `error` for the headless canvas and says it once on stderr; `name` stays missing.
    private func failed(_ name: String, _ error: AssetError, reason: String) -> OpaquePointer? {
        failures.append(error)
        FileHandle.standardError.write(Data("scroll-lab: cannot load image \(error.missing): \(reason)\n".utf8))
        textures[name] = .some(nil)
        return nil
    }
}
