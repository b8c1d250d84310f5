import CSDL2
import Foundation
import Geometry
import ScrollLabAssets
import ScrollTrace
import ScrollUI

/// Software rendering into an in-memory surface: screenshots without a display or GPU.
/// The same display list always gives the same pixels.
public final class HeadlessCanvas {
    /// Size in points.
    public private(set) var size: Size
    /// Pixels per point.
    public let scale: Double
    private var surface: UnsafeMutablePointer<SDL_Surface>
    private var renderer: OpaquePointer
    /// Owns textures of `renderer`, so it is released before the renderer is destroyed.
    private var displayListRenderer: DisplayListRenderer?
    /// Where `copyPixels` copies to.
    private var floorBuffer: [UInt8] = []

    public init(size: Size, scale: Double = 1) throws {
        try SDLLibraries.startRendering()
        self.size = size
        self.scale = scale
        (surface, renderer) = try Self.makeSurface(size: size, scale: scale)
        displayListRenderer = try DisplayListRenderer(renderer: renderer, scale: scale)
    }

    deinit {
        displayListRenderer = nil
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// Draws hidden fills too (`DisplayListRenderer.drawsHiddenFills`), for tests.
    var drawsHiddenFills: Bool {
        get { displayListRenderer?.drawsHiddenFills ?? false }
        set { displayListRenderer?.drawsHiddenFills = newValue }
    }

    /// Strings rasterized so far (the text cache's misses).
    package var textRasterizations: Int { displayListRenderer?.text.rasterizations ?? 0 }

    /// Width and height in pixels.
    public var pixelSize: (width: Int, height: Int) { (Int(surface.pointee.w), Int(surface.pointee.h)) }

    /// Draws `list`, first matching the surface to `size` (points) if the window was resized.
    /// Throws an `AssetError` when an image in it could not be loaded (no grey placeholders).
    public func render(_ list: DisplayList, size newSize: Size? = nil) throws {
        if let newSize, newSize != size {
            displayListRenderer = nil
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
            (surface, renderer) = try Self.makeSurface(size: newSize, scale: scale)
            displayListRenderer = try DisplayListRenderer(renderer: renderer, scale: scale)
            size = newSize
        }
        displayListRenderer?.draw(list)
        SDL_RenderFlush(renderer)
        if let missing = displayListRenderer?.images.failures.first {
            throw AssetError(missing: missing, searched: ScrollLabAssets.candidates(environment: ProcessInfo.processInfo.environment))
        }
    }

    /// The pixels as RGBA bytes, row by row from the top.
    public func rgbaPixels() -> [UInt8] {
        let (width, height) = pixelSize
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        SDL_LockSurface(surface)
        SDL_ConvertPixels(Int32(width), Int32(height), surface.pointee.format.pointee.format, surface.pointee.pixels,
                          surface.pointee.pitch, SDL_PIXELFORMAT_ABGR8888.rawValue, &bytes, Int32(width * 4))
        SDL_UnlockSurface(surface)
        return bytes
    }

    /// Copies the frame's bytes once (a benchmark's floor: the least any render of them costs).
    public func copyPixels() {
        let surface = surface.pointee
        let count = Int(surface.pitch) * Int(surface.h)
        if floorBuffer.count != count { floorBuffer = [UInt8](repeating: 0, count: count) }
        floorBuffer.withUnsafeMutableBytes { _ = memcpy($0.baseAddress!, surface.pixels, count) }
    }

    /// Writes the current pixels as a PNG through SDL2_image.
    public func writePNG(to path: String) throws {
        try writeImage(to: path, format: .png)
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
        try output.writeWhole { try ImageWriter.write(surface, to: $0, format: format, name: output.path) }
    }

    private static func makeSurface(size: Size, scale: Double) throws -> (UnsafeMutablePointer<SDL_Surface>, OpaquePointer) {
        let width = Int32((size.width * scale).rounded()), height = Int32((size.height * scale).rounded())
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw SDLError("impossible canvas size \(width)x\(height) pixels")
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError.last("cannot create a \(width)x\(height) surface")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw SDLError.last("cannot create a software renderer")
        }
        return (surface, renderer)
    }
}
