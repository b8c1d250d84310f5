// The renderer's side of a driven screen, which ScrollLabDriver leaves out (it links no SDL):
// the driver and everything it exports, plus screenshots.
import SDLRender
import ScrollUI

extension ScreenDriver {
    /// The renderer's picture decoder (SDL2_image, off the frame loop), as the replay and the
    /// window decode pictures: `ScreenDriver(screen, imageDecoder: ScreenDriver.rendererDecoder)`
    /// when a test needs a missing or unreadable picture to stay unloaded, as it would there.
    public static var rendererDecoder: ImageDecoding { BackgroundImageDecoder.shared }

    /// The current frame, rendered headless at `scale` pixels per point (the replay's software renderer).
    public func screenshot(scale: Double = 1) throws -> RGBAImage {
        let canvas = try HeadlessCanvas(size: app.size, scale: scale)
        try canvas.render(app.displayList())
        return RGBAImage(canvas)
    }
}
