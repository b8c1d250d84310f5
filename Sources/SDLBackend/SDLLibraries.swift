import CSDL2
import CSDL2_image
import CSDL2_ttf
import Foundation

/// Process-wide start-up of SDL2, SDL2_ttf and SDL2_image; each call is idempotent.
public enum SDLLibraries {
    /// Starts SDL_ttf and SDL_image (PNG), which headless rendering needs; no display is used.
    public static func startRendering() throws {
        if TTF_WasInit() == 0, TTF_Init() != 0 { throw SDLError.last("SDL2_ttf failed to start") }
        let png = Int32(IMG_INIT_PNG.rawValue)
        if IMG_Init(png) & png == 0 { throw SDLError.last("SDL2_image cannot read PNG") }
    }

    /// Starts SDL's video and event subsystems for a real window.
    /// Fails with advice when there is no display (run under `xvfb-run`, or use `scroll-lab replay`).
    public static func startVideo() throws {
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")  // a touch must not also arrive as a mouse
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        if SDL_WasInit(SDL_INIT_VIDEO) == 0, SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 {
            let reason = String(cString: SDL_GetError())
            throw SDLError("""
                cannot open a window: \(reason)
                No display is available. Run under a virtual X server (`xvfb-run -a swift run scroll-lab run`), \
                or render without a window (`scroll-lab replay TRACE --screenshot 1:out.png`).
                """)
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if ["offscreen", "dummy", "evdev"].contains(driver), ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw SDLError("""
                cannot open a window: no display (SDL fell back to its "\(driver)" video driver).
                Run under a virtual X server (`xvfb-run -a swift run scroll-lab run`), \
                or render without a window (`scroll-lab replay TRACE --screenshot 1:out.png`).
                """)
        }
        try startRendering()
    }
}
