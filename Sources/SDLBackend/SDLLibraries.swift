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
        let environment = ProcessInfo.processInfo.environment
        if environment["SDL_VIDEODRIVER"] == nil {
            guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else { throw noDisplay }
            // SDL 2 prefers X11 (through XWayland on a Wayland session), which gives a trackpad
            // only whole wheel ticks; its Wayland driver gives the fractional deltas.
            if environment["WAYLAND_DISPLAY"] != nil { SDL_SetHint(SDL_HINT_VIDEODRIVER, "wayland,x11") }
        }
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

    /// The error for a process that has no display to open a window on.
    public static let noDisplay = SDLError("""
        no display: neither DISPLAY nor WAYLAND_DISPLAY is set.
        Run under a virtual X server (`xvfb-run -a swift run scroll-lab run`), \
        or render without a window (`scroll-lab replay TRACE --screenshot 1:out.png`).
        """)

    /// The video driver SDL is using ("x11", "wayland"), once `startVideo` succeeded.
    public static var videoDriver: String? { SDL_GetCurrentVideoDriver().map { String(cString: $0) } }

    /// Whether the driver reports trackpad scrolling in fractions of a tick (SDL 2.26: Wayland
    /// does; X11 gives whole wheel ticks only).
    public static var hasPreciseScrolling: Bool { videoDriver == "wayland" }
}
