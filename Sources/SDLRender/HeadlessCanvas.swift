// HeadlessCanvas — rendering without a display or GPU, for replays, screenshots and tests.
// Implements: an in-memory surface with SDL's software renderer, resized with the trace, a size
//   limit (`TooManyPixels`), RGBA pixels, PNG and JPEG files by the output policy.
// Does not: GPU rendering or presenting; grey boxes for images that fail to load (an `AssetError`).

import CSDL2
import Foundation
import Geometry
import ScrollLabAssets
import OutputFiles
import ScrollUI

/// Software rendering into an in-memory surface: screenshots without a display or GPU.
/// The same display list always gives the same pixels.
public final class HeadlessCanvas: OffscreenCanvas {
    /// Size in points.
    public private(set) var size: Size
    /// Pixels per point.
    public let scale: Double
    /// The surface and its renderers, owned once: replaced only by a complete new one.
    private var target: Target
    /// Where `copyPixels` copies to.
    private var floorBuffer: [UInt8] = []

    /// The most pixels a side of the canvas may have (SDL's software renderer's limit).
    public static let maximumPixelSide = 16384

    /// A canvas of `size` points at `scale` would have more than `maximumPixelSide` pixels a side.
    public typealias TooManyPixels = CanvasTooLarge

    /// Throws `TooManyPixels` when `size` at `scale` is past the limit.
    public init(size: Size, scale: Double = 1) throws {
        try SDLLibraries.startRendering()
        self.size = size
        self.scale = scale
        target = try Target(size: size, scale: scale)
    }

    /// Draws hidden fills too (`DisplayListRenderer.drawsHiddenFills`), for tests.
    var drawsHiddenFills: Bool {
        get { target.drawer.drawsHiddenFills }
        set { target.drawer.drawsHiddenFills = newValue }
    }

    /// Strings rasterized so far (the text cache's misses).
    package var textRasterizations: Int { target.drawer.text.rasterizations }

    /// Whether pictures with rounded corners are drawn from rasters too, as in a window (tests):
    /// the same colours, but under their fringe the canvas's alpha keeps what was there.
    package var drawsPicturesFromRasters: Bool {
        get { !target.drawer.outputHasAlpha }
        set { target.drawer.outputHasAlpha = !newValue }
    }

    /// Meshes drawn into rasters so far (`MeshRasterCache`'s misses that it kept).
    package var meshRasterizations: Int { target.drawer.meshes?.rasterizations ?? 0 }

    /// Whether plain pictures drawn at another size are copied from a copy scaled once (on by
    /// default; off stretches them on every draw, as SDL does, for tests).
    package var scalesPicturesOnce: Bool {
        get { target.drawer.scaledImages?.isEnabled ?? false }
        set { target.drawer.scaledImages?.isEnabled = newValue }
    }

    /// Pictures scaled so far (`ScaledImageCache`'s misses that it kept).
    package var pictureScalings: Int { target.drawer.scaledImages?.scalings ?? 0 }

    /// Opaque colour textures made so far for translucent fills (`TranslucentFills`).
    package var translucentFillTextures: Int { target.drawer.translucentFills?.made ?? 0 }

    /// Whether views' subtrees are kept as rasters (on by default; off draws every item, for tests).
    package var keepsSubtreeRasters: Bool {
        get { target.drawer.keepsSubtreeRasters }
        set { target.drawer.keepsSubtreeRasters = newValue }
    }

    /// View subtrees drawn into rasters so far.
    package var subtreeRasterizations: Int { target.drawer.meshes?.subtreeRasterizations ?? 0 }

    /// Tiles of whole-pixel groups drawn so far (`TileRasterCache`).
    package var tileRasterizations: Int { target.drawer.tiles?.tileRasterizations ?? 0 }

    /// Pixels the tiles may hold, and hold (`TileRasterCache.pixelBudget`).
    package var tilePixelBudget: Int {
        get { target.drawer.tiles?.pixelBudget ?? 0 }
        set { target.drawer.tiles?.pixelBudget = newValue }
    }
    package var tilePixelsHeld: Int { target.drawer.tiles?.pixels ?? 0 }

    /// Frames whose screen under a fading backdrop was copied from its one picture.
    package var frozenScreenCopies: Int { target.drawer.frozenScreens.copies }

    /// Lines of text drawn so far, onto the canvas or a raster.
    package var textDraws: Int { target.drawer.textDraws }

    /// Width and height in pixels.
    public var pixelSize: (width: Int, height: Int) { (Int(target.surface.pointee.w), Int(target.surface.pointee.h)) }

    /// Draws `list`, first matching the surface to `size` (points) if the window was resized.
    /// Throws an `AssetError` when an image or an app's font in it could not be loaded (no grey
    /// placeholders, no stand-in font), and
    /// `TooManyPixels` (or an `SDLError`) when the new size cannot be made: then the canvas keeps
    /// its old size and pixels.
    public func render(_ list: DisplayList, size newSize: Size? = nil) throws {
        if let newSize, newSize != size {
            let replacement = try Target(size: newSize, scale: scale)
            replacement.drawer.drawsHiddenFills = target.drawer.drawsHiddenFills
            target = replacement  // the old one is freed here, once
            size = newSize
        }
        target.drawer.draw(list)
        SDL_RenderFlush(target.renderer)
        if let missing = target.drawer.images.failures.first ?? target.drawer.text.failures.first { throw missing }
    }

    /// The pixels as RGBA bytes, row by row from the top.
    public func rgbaPixels() -> [UInt8] {
        let (width, height) = pixelSize
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let surface = target.surface
        SDL_LockSurface(surface)
        SDL_ConvertPixels(
            Int32(width), Int32(height), surface.pointee.format.pointee.format, surface.pointee.pixels,
            surface.pointee.pitch, SDL_PIXELFORMAT_ABGR8888.rawValue, &bytes, Int32(width * 4))
        SDL_UnlockSurface(surface)
        return bytes
    }

    /// Copies the pixels as BGRA bytes, row by row from the top, into `buffer` (width × height × 4
    /// bytes): the canvas's own layout on a little-endian machine, so a plain copy, no conversion.
    public func copyBGRAPixels(into buffer: UnsafeMutableRawBufferPointer) {
        let (width, height) = pixelSize
        precondition(
            buffer.count >= width * height * 4, "a BGRA buffer of \(buffer.count) bytes for \(width)×\(height) pixels")
        let surface = target.surface
        SDL_LockSurface(surface)
        SDL_ConvertPixels(
            Int32(width), Int32(height), surface.pointee.format.pointee.format, surface.pointee.pixels,
            surface.pointee.pitch, SDL_PIXELFORMAT_BGRA32.rawValue, buffer.baseAddress, Int32(width * 4))
        SDL_UnlockSurface(surface)
    }

    /// Copies the frame's bytes once (a benchmark's floor: the least any render of them costs).
    public func copyPixels() {
        let surface = target.surface.pointee
        let count = Int(surface.pitch) * Int(surface.h)
        if floorBuffer.count != count { floorBuffer = [UInt8](repeating: 0, count: count) }
        floorBuffer.withUnsafeMutableBytes { _ = memcpy($0.baseAddress!, surface.pixels, count) }
    }

    /// Writes the current pixels as an image file in `format` to `path`, by the output policy
    /// (`OutputDestination`): staged and renamed into place, or streamed to a device or FIFO.
    public func writeImage(to path: String, format: ImageFormat) throws {
        let output = try OutputFile(path: path)
        try writeImage(into: output, format: format)
        try output.commit()
    }

    /// Writes the current pixels in `format` into `output`, which the caller commits.
    public func writeImage(into output: OutputFile, format: ImageFormat) throws {
        try output.writeWhole { try ImageWriter.write(target.surface, to: $0, format: format, name: output.path) }
    }

    public func writeImage(toPath path: String, named name: String) throws {
        try ImageWriter.write(target.surface, to: path, format: ImageFormat(path: name) ?? .png, name: name)
    }
}

extension HeadlessCanvas {
    /// A surface, the software renderer drawing into it and the display-list renderer on that:
    /// made together and freed together, exactly once, by `deinit` (the display-list renderer's
    /// textures first, then the renderer, then the surface). Whatever step of the making fails,
    /// what was made so far is freed once and nothing else is touched.
    private final class Target {
        let surface: UnsafeMutablePointer<SDL_Surface>
        let renderer: OpaquePointer
        /// Set right after `init(owning:renderer:)`; nil only while it is being made.
        private var madeDrawer: DisplayListRenderer?

        var drawer: DisplayListRenderer { madeDrawer! }

        convenience init(size: Size, scale: Double) throws {
            let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
            guard width.isFinite, height.isFinite, width >= 1, height >= 1 else {
                throw SDLError("impossible canvas size \(width)x\(height) pixels")
            }
            let limit = Double(HeadlessCanvas.maximumPixelSide)
            guard width <= limit, height <= limit else {
                throw TooManyPixels(
                    size: size, scale: scale, width: Int(width), height: Int(height),
                    maximumSide: HeadlessCanvas.maximumPixelSide)
            }
            guard
                let surface = SDL_CreateRGBSurfaceWithFormat(
                    0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
            else {
                throw SDLError.last("cannot create a \(Int(width))x\(Int(height)) surface")
            }
            guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
                let error = SDLError.last("cannot create a software renderer")
                SDL_FreeSurface(surface)
                throw error
            }
            self.init(owning: surface, renderer: renderer)
            // on failure, deinit frees both
            madeDrawer = try DisplayListRenderer(renderer: renderer, scale: scale, outputHasAlpha: true)
        }

        /// Takes ownership of `surface` and `renderer` (cannot fail).
        private init(owning surface: UnsafeMutablePointer<SDL_Surface>, renderer: OpaquePointer) {
            self.surface = surface
            self.renderer = renderer
        }

        deinit {
            madeDrawer = nil
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
        }
    }
}

/// SDL's software renderer as the session's (`OffscreenRendering`): headless canvases, pictures
/// decoded in the background, the same pixels on every machine.
public struct SoftwareRenderer: OffscreenRendering {
    public init() {}

    public var imageDecoder: ImageDecoding { BackgroundImageDecoder.shared }

    public func makeCanvas(size: Size, scale: Double) throws -> any OffscreenCanvas {
        try HeadlessCanvas(size: size, scale: scale)
    }
}
