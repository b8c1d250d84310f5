import CSDL2
import Geometry
import ScrollUI

/// Full screen for touch panels (`--fullscreen`, F11): the window covers the display, the app
/// keeps its size in points and sits centred at its windowed scale, or scaled down to fit, on
/// black; fingers and the mouse are mapped into it (`EventTranslator.Panel`).
extension WindowHost {
    /// Enters or leaves full screen.
    public func setFullscreen(_ on: Bool) {
        guard on != isFullscreen else { return }
        isFullscreen = on
        if !on {
            translator.panel = nil
            SDL_RenderSetViewport(sdlRenderer, nil)
            renderer?.scale = windowedScale * pixelsPerWindowUnit
        }
        SDL_SetWindowFullscreen(window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
        if on { placeAppInFullScreen() }
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
        let panel = EventTranslator.Panel(fitting: app.size, in: Size(width: Double(width), height: Double(height)),
                                          preferredScale: windowedScale)
        translator.panel = panel
        let ratio = pixelsPerWindowUnit
        var viewport = SDL_Rect(x: Int32((panel.origin.x * ratio).rounded()), y: Int32((panel.origin.y * ratio).rounded()),
                                w: Int32((app.size.width * panel.scale * ratio).rounded()),
                                h: Int32((app.size.height * panel.scale * ratio).rounded()))
        SDL_RenderSetViewport(sdlRenderer, &viewport)
        renderer?.scale = panel.scale * ratio
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
}
