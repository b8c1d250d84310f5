// WindowHost+FullScreen — full screen for touch panels (`--fullscreen`, F11).
// Implements: SDL's desktop full screen, the app centred at its size on black, input mapped into
//   it, full screen by hand on an X server without a window manager, giving up with a toast.
// Does not: exclusive (mode-changing) full screen, choosing the display, scaling the app up.

import CSDL2
import CX11Events
import Foundation
import Geometry
import ScrollUI

/// Full screen for touch panels (`--fullscreen`, F11): the window covers the display, the app
/// keeps its size in points and sits centred at the scale asked for (`--scale`; also where the
/// window opened smaller, to leave room for a title bar), or scaled down to fit, on black;
/// fingers and the mouse are mapped into it (`EventTranslator.Panel`).
///
/// On X11 full screen is the window manager's job. Kiosks and touch rigs often run none, and
/// then nothing happens to the window while SDL believes it covers the display. So the window
/// checks the size the X server gives it a moment later (`checkFullScreen`); when it was not
/// resized, it moves and resizes itself over the display (an X server without a window manager
/// does what it is asked), and if even that fails it goes back to its windowed frame and says
/// why in a toast. It is never left black.
extension WindowHost {
    /// How long the window manager gets to carry out full screen before the window checks.
    static let fullScreenCheckDelay = 0.5

    /// Enters or leaves full screen.
    public func setFullscreen(_ on: Bool, atRealTime realTime: Double = 0) {
        guard on != isFullscreen else { return }
        isFullscreen = on
        if on {
            windowedFrame = frame()
            SDL_SetWindowFullscreen(window, SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
            placeAppInFullScreen()
            fullScreenCheck = realTime + Self.fullScreenCheckDelay
        } else {
            fullScreenCheck = nil
            translator.panel = nil
            SDL_RenderSetViewport(sdlRenderer, nil)
            if coversDisplayItself {
                coversDisplayItself = false
                SDL_SetWindowBordered(window, SDL_TRUE)
                if let windowedFrame { setFrame(windowedFrame) }
            } else {
                SDL_SetWindowFullscreen(window, 0)
            }
            renderer?.scale = windowedScale * pixelsPerWindowUnit
        }
    }

    /// Once the window manager has had its time: whether the window really covers the display,
    /// and what to do when it does not.
    func checkFullScreen(atRealTime realTime: Double) {
        guard let due = fullScreenCheck, realTime >= due else { return }
        fullScreenCheck = nil
        guard let real = x11WindowSize() else { return }  // Wayland: SDL's size is the window's
        let display = displayBounds()
        guard real.width < display.w || real.height < display.h else { return }
        if coversDisplayItself {
            // Nothing resized the window: give up full screen, as it was before F11.
            setFullscreen(false)
            announce(
                "Full screen failed: the X server kept the window at \(real.width)×\(real.height)", atRealTime: realTime
            )
            return
        }
        // No window manager did it: cover the display by moving and resizing the window.
        SDL_SetWindowFullscreen(window, 0)
        SDL_SetWindowBordered(window, SDL_FALSE)
        setFrame(display)
        coversDisplayItself = true
        placeAppInFullScreen()
        fullScreenCheck = realTime + Self.fullScreenCheckDelay
        announce("Full screen (no window manager)", atRealTime: realTime)
    }

    /// In full screen a new window size re-centres the app, which keeps its size: returns whether
    /// `event` was such a resize (the app does not get it).
    func handleFullScreenResize(_ event: SDL_Event) -> Bool {
        guard isFullscreen, event.type == SDL_WINDOWEVENT.rawValue,
            SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_SIZE_CHANGED
        else { return false }
        placeAppInFullScreen()
        return true
    }

    /// Output pixels per window unit (2 on a HiDPI Wayland output, else 1).
    var pixelsPerWindowUnit: Double {
        var units: Int32 = 0, height: Int32 = 0, pixels: Int32 = 0
        SDL_GetWindowSize(window, &units, &height)
        SDL_GetRendererOutputSize(sdlRenderer, &pixels, &height)
        return units > 0 ? Double(pixels) / Double(units) : 1
    }

    /// Centres the app in the full-screen window and maps input into it.
    func placeAppInFullScreen() {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        var panel = EventTranslator.Panel(
            fitting: app.size, in: Size(width: Double(width), height: Double(height)),
            preferredScale: fullScreenScale)
        let ratio = pixelsPerWindowUnit
        var viewport = SDL_Rect(
            x: Int32((panel.origin.x * ratio).rounded()), y: Int32((panel.origin.y * ratio).rounded()),
            w: Int32((app.size.width * panel.scale * ratio).rounded()),
            h: Int32((app.size.height * panel.scale * ratio).rounded()))
        SDL_RenderSetViewport(sdlRenderer, &viewport)
        if width > 0, height > 0 {  // the viewport as fractions of the drawable, as SDL reports fingers in it
            let drawable = Size(width: Double(width) * ratio, height: Double(height) * ratio)
            panel.viewport = Rect(
                x: Double(viewport.x) / drawable.width, y: Double(viewport.y) / drawable.height,
                width: Double(viewport.w) / drawable.width, height: Double(viewport.h) / drawable.height)
        }
        translator.panel = panel
        renderer?.scale = panel.scale * ratio
        announceFullScreenScale(panel, windowUnits: (width, height))
    }

    /// Says once when the app is shown full screen below the scale asked for (a display smaller
    /// than the app at that scale); a display of exactly its size says nothing.
    private func announceFullScreenScale(_ panel: EventTranslator.Panel, windowUnits: (Int32, Int32)) {
        guard panel.scale < fullScreenScale - 1e-9, !announcedFullScreenScale, windowUnits.0 > 0, windowUnits.1 > 0
        else { return }
        announcedFullScreenScale = true
        print(
            String(
                format:
                    "%@: the app (%@x%@ points at scale %g) does not fit the display's %dx%d; full screen shows it at scale %.2f",
                programName, app.size.width.formattedSide, app.size.height.formattedSide, fullScreenScale,
                windowUnits.0, windowUnits.1, panel.scale))
    }

    /// Paints the whole window black; the app's viewport is drawn over it.
    func clearLetterbox() {
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(sdlRenderer, &viewport)
        SDL_RenderSetViewport(sdlRenderer, nil)
        SDL_SetRenderDrawColor(sdlRenderer, 0, 0, 0, 255)
        SDL_RenderClear(sdlRenderer)
        SDL_RenderSetViewport(sdlRenderer, &viewport)
    }

    /// The size the X server gives the window, nil when not on X11.
    private func x11WindowSize() -> (width: Int32, height: Int32)? {
        var width: Int32 = 0, height: Int32 = 0
        return scrolllab_x11_window_size(UnsafeMutableRawPointer(window), &width, &height) == 0 ? (width, height) : nil
    }

    /// The bounds of the display the window is on.
    private func displayBounds() -> SDL_Rect {
        var bounds = SDL_Rect()
        SDL_GetDisplayBounds(max(SDL_GetWindowDisplayIndex(window), 0), &bounds)
        return bounds
    }

    private func frame() -> SDL_Rect {
        var frame = SDL_Rect()
        SDL_GetWindowPosition(window, &frame.x, &frame.y)
        SDL_GetWindowSize(window, &frame.w, &frame.h)
        return frame
    }

    private func setFrame(_ frame: SDL_Rect) {
        SDL_SetWindowPosition(window, frame.x, frame.y)
        SDL_SetWindowSize(window, frame.w, frame.h)
    }
}

extension WindowHost {
    /// Takes touches only from the touchscreen whose name contains `name` (any case; SDL's name,
    /// or the kernel's where SDL has none: `TouchDiagnosis.names`), for a machine with several
    /// panels; the others are ignored as trackpads are. Returns the name chosen, nil when no
    /// touchscreen's name contains `name`.
    public func useOnlyTouchDevice(matching name: String) -> String? {
        let names = TouchDiagnosis.names(TouchDevices.facts()), ids = TouchDevices.touchscreenIDs()
        guard let index = names.indices.first(where: { names[$0].lowercased().contains(name.lowercased()) }),
            index < ids.count
        else { return nil }
        let chosen = ids[index]
        translator.isDirectTouchDevice = { $0 == chosen }
        return names[index]
    }
}
