// SDLLibraries (SDLRender) — starting what headless rendering needs.
// Implements: SDL_ttf and SDL_image (PNG), idempotently. Does not: video or a window (SDLBackend).

import CSDL2
import CSDL2_image
import CSDL2_ttf

/// Process-wide start-up of SDL2, SDL2_ttf and SDL2_image; each call is idempotent. Rendering
/// needs only `startRendering`; the window's `startVideo` is in SDLBackend.
public enum SDLLibraries {
    /// Starts SDL_ttf and SDL_image (PNG), which headless rendering needs; no display is used.
    public static func startRendering() throws {
        if TTF_WasInit() == 0, TTF_Init() != 0 { throw SDLError.last("SDL2_ttf failed to start") }
        let png = Int32(IMG_INIT_PNG.rawValue)
        if IMG_Init(png) & png == 0 { throw SDLError.last("SDL2_image cannot read PNG") }
    }
}
