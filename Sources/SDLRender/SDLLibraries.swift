// SDLLibraries (SDLRender) — starting what headless rendering needs.
// Implements: SDL_ttf and SDL_image (PNG), idempotently. Does not: video or a window (SDLBackend).

import CSDL2
import CSDL2_image
import CSDL2_ttf

/// Process-wide start-up of SDL2, SDL2_ttf and SDL2_image; each call is idempotent. Rendering
/// needs only `startRendering`; the window's `startVideo` is in SDLBackend.
public enum SDLLibraries {
    /// Starts SDL_ttf and SDL_image (PNG), which headless rendering needs; no display is used.
    /// The first call does the work, once for the process, whichever thread makes it.
    public static func startRendering() throws {
        try started.get()
    }

    /// What starting gave, the first time it was asked for (Swift runs a static's initializer once,
    /// under a lock).
    private static let started: Result<Void, SDLError> = {
        // SDL works out the CPU's features on first use without a lock: it sets them to none, then
        // adds each. A canvas drawing on another thread meanwhile got none, and so SDL's plain C
        // blitters for good instead of its MMX ones, which round a blend one level apart; in a
        // parallel test run the same frame then came out differently on two canvases.
        _ = SDL_HasMMX()
        if TTF_WasInit() == 0, TTF_Init() != 0 { return .failure(SDLError.last("SDL2_ttf failed to start")) }
        let png = Int32(IMG_INIT_PNG.rawValue)
        if IMG_Init(png) & png == 0 { return .failure(SDLError.last("SDL2_image cannot read PNG")) }
        return .success(())
    }()
}
