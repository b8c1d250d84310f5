// SDLLibraries (SDLBackend) — starting SDL's video for a real window.
// Implements: SDL's hints for touch (no mouse emulation either way), the Wayland driver when
//   there is a compositor, a clear refusal without a display or with a seatless compositor
//   (SDL 2.26 would crash), what the compositor offers for input, the video driver in use.
// Does not: audio, game controllers, haptics, or shutting SDL down (the process ends).

import CSDL2
import CWaylandEvents
import SDLRender
import Foundation

/// Process-wide start-up of SDL2, SDL2_ttf and SDL2_image; each call is idempotent.
extension SDLLibraries {
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
        try avoidSeatlessWayland(environment)
        if SDL_WasInit(SDL_INIT_VIDEO) == 0, SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 {
            let reason = String(cString: SDL_GetError())
            if environment["SDL_VIDEODRIVER"]?.lowercased().hasPrefix("kmsdrm") == true {
                throw SDLError(
                    "cannot open a window on SDL's KMSDRM driver: \(reason)\n\(KMSDRMAccess.advice(cards: KMSDRMAccess.cards()))"
                )
            }
            throw SDLError(
                """
                cannot open a window: \(reason)
                No display is available. Run under a virtual X server (`xvfb-run -a swift run scroll-lab run`), \
                or render without a window (`scroll-lab replay TRACE --screenshot 1:out.png`).
                """)
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        if ["offscreen", "dummy", "evdev"].contains(driver),
            ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil
        {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw SDLError(
                """
                cannot open a window: no display (SDL fell back to its "\(driver)" video driver).
                Run under a virtual X server (`xvfb-run -a swift run scroll-lab run`), \
                or render without a window (`scroll-lab replay TRACE --screenshot 1:out.png`).
                """)
        }
        try startRendering()
    }

    /// What the Wayland compositor offers for input, when SDL would use Wayland (nil otherwise,
    /// or when it cannot be reached).
    public static func waylandInput(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> WaylandInput? {
        let driver = environment["SDL_VIDEODRIVER"]
        guard driver?.hasPrefix("wayland") ?? (environment["WAYLAND_DISPLAY"] != nil) else { return nil }
        var input = scrolllab_wayland_input()
        guard scrolllab_wayland_probe_input(nil, &input) == 0 else { return nil }
        return WaylandInput(
            seats: Int(input.seats), pointer: input.pointer != 0, keyboard: input.keyboard != 0, touch: input.touch != 0
        )
    }

    /// SDL 2.26 crashes (SIGSEGV in its Wayland_InitMouse) opening a window on a Wayland
    /// compositor that has no input seat. With an X server beside it (XWayland) the window uses
    /// that; otherwise it refuses with what to do instead.
    private static func avoidSeatlessWayland(_ environment: [String: String]) throws {
        guard SDL_WasInit(SDL_INIT_VIDEO) == 0, let input = waylandInput(environment), input.seats == 0 else { return }
        if environment["DISPLAY"] != nil, environment["SDL_VIDEODRIVER"] == nil {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
            print("scroll-lab: the Wayland compositor has no input seat; using its X server (XWayland) instead")
            return
        }
        throw SDLError(
            """
            cannot open a window: the Wayland compositor offers no input seat (no pointer, keyboard or touch), \
            and SDL 2.26's Wayland driver cannot run without one.
            Start the compositor with a seat (or with XWayland), or render without a window \
            (`scroll-lab replay TRACE --screenshot 1:out.png`).
            """)
    }

    /// The error for a process that has no display to open a window on.
    public static let noDisplay = SDLError(
        """
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

/// A Wayland compositor's input: how many seats, and whether any has each kind of device.
public struct WaylandInput: Equatable, Sendable {
    public var seats: Int
    public var pointer, keyboard, touch: Bool

    /// "1 seat: pointer, keyboard; no touch", or "no seat (…)".
    public var summary: String {
        guard seats > 0 else { return "no seat (no pointer, keyboard or touch)" }
        let kinds = [("pointer", pointer), ("keyboard", keyboard), ("touch", touch)]
        let present = kinds.filter(\.1).map(\.0), missing = kinds.filter { !$0.1 }.map(\.0)
        return "\(seats) seat\(seats == 1 ? "" : "s"): "
            + (present.isEmpty ? "no devices" : present.joined(separator: ", "))
            + (missing.isEmpty ? "" : "; no " + missing.joined(separator: ", no "))
    }
}
