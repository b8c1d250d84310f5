// RGBAImage — an image as RGBA bytes, for screenshot tests and `scroll-lab compare`.
// Implements: decoding PNG (every colour type and depth), GIF and JPEG; PNG and JPEG encoding;
//   a per-pixel difference with a channel tolerance and a diff image.
// Does not: colour management (gamma, ICC profiles), animation (a GIF's first frame only).

import CSDL2
import CSDL2_image
import Foundation
import OutputFiles

/// An image as RGBA bytes (row by row from the top), convertible to and from PNG through
/// SDL2_image. Screenshot tests and `scroll-lab compare` compare these.
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// width × height × 4 bytes: red, green, blue, alpha.
    public let pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "RGBAImage needs width × height × 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The current contents of a headless canvas.
    public init(_ canvas: HeadlessCanvas) {
        let size = canvas.pixelSize
        self.init(width: size.width, height: size.height, pixels: canvas.rgbaPixels())
    }

    /// The image as its PNG file keeps it (`ImageWriter` writes screenshots opaque): the same
    /// colours at alpha 255. A canvas's alpha below 255 under anti-aliased or rounded edges means
    /// nothing on screen, and a golden read back from its file has none.
    public var opaque: RGBAImage {
        var copy = pixels
        for index in stride(from: 3, to: copy.count, by: 4) { copy[index] = 255 }
        return RGBAImage(width: width, height: height, pixels: copy)
    }

    /// Decodes the bytes of an image file — PNG of any colour type and bit depth (grey, palette,
    /// with or without tRNS transparency, with alpha, 16-bit), GIF or JPEG — into RGBA, through
    /// SDL_image and SDL's conversion of any pixel format (palettes and colour keys included).
    public init(imageData: Data) throws {
        try self.init(imageData: imageData, format: nil)
    }

    /// Decodes PNG bytes (any image `init(imageData:)` decodes).
    public init(pngData: Data) throws {
        try self.init(imageData: pngData)
    }

    /// Decodes `data` as `format` (nil: whatever SDL_image recognizes).
    init(imageData data: Data, format: ImageFile.Format?) throws {
        try SDLLibraries.startRendering()
        let (loaded, png) = data.withUnsafeBytes {
            buffer -> (UnsafeMutablePointer<SDL_Surface>?, PNGTransparency.Header?) in
            guard let stream = SDL_RWFromConstMem(buffer.baseAddress, Int32(clamping: buffer.count)) else {
                return (nil, nil)
            }
            let surface = format.map { IMG_LoadTyped_RW(stream, 1, $0.rawValue) } ?? IMG_Load_RW(stream, 1)
            return (surface, PNGTransparency.header(of: buffer))
        }
        guard let loaded else { throw SDLError("SDL_image: \(String(cString: SDL_GetError()))") }
        defer { SDL_FreeSurface(loaded) }
        if let png, PNGTransparency.isMislabelledGreyAlpha(loaded, header: png) {
            self.init(
                width: Int(loaded.pointee.w), height: Int(loaded.pointee.h),
                pixels: PNGTransparency.greyAlphaPixels(loaded))
            return
        }
        if let png { PNGTransparency.fixColourKey(loaded, header: png) }
        // A straight copy into 8-bit RGBA (bytes R, G, B, A): SDL expands palettes and grey and
        // turns a colour key into alpha 0. (SDL_ConvertPixels cannot read palettes: it left
        // palette and grey images all zeros.)
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
            throw SDLError.last("cannot convert the image to RGBA")
        }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        if let source = surface.pointee.pixels.map(UnsafeRawPointer.init) {
            bytes.withUnsafeMutableBytes { target in
                for row in 0..<height {
                    (target.baseAddress! + row * width * 4).copyMemory(from: source + row * pitch, byteCount: width * 4)
                }
            }
        }
        self.init(width: width, height: height, pixels: bytes)
    }

    /// Reads a PNG, GIF or JPEG file (a regular file, a pipe or a device). Throws an
    /// `ImageFile.Problem` naming `path`: `.unreadable` when it cannot be read, `.notAnImage`
    /// when its bytes are not an image that decodes.
    public init(contentsOf path: String) throws {
        let (data, format) = try ImageFile.contents(of: path)
        do {
            try self.init(imageData: data, format: format)
        } catch let error as SDLError {
            throw ImageFile.Problem(
                path: path, kind: .notAnImage, reason: "its \(format.name) data does not decode (\(error.message))")
        }
    }

    /// Encodes the image as PNG bytes.
    public func pngData() throws -> Data {
        var copy = pixels
        guard
            let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                &copy, Int32(width), Int32(height), 32, Int32(width * 4),
                SDL_PIXELFORMAT_ABGR8888.rawValue)
        else {
            throw SDLError.last("cannot wrap the pixels in a surface")
        }
        defer { SDL_FreeSurface(surface) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scroll-lab-\(UUID().uuidString).png")
            .path
        defer { unlink(path) }
        try ImageWriter.write(surface, to: path, format: .png, name: path)
        guard let data = FileManager.default.contents(atPath: path) else { throw SDLError("cannot read back \(path)") }
        return data
    }

    /// Writes the image in `format` (opaque, as screenshots are) into `output`, which the caller commits.
    public func writeImage(into output: OutputFile, format: ImageFormat) throws {
        var copy = pixels
        try copy.withUnsafeMutableBytes { buffer in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                    SDL_PIXELFORMAT_ABGR8888.rawValue)
            else {
                throw SDLError.last("cannot wrap the pixels in a surface")
            }
            defer { SDL_FreeSurface(surface) }
            try output.writeWhole { try ImageWriter.write(surface, to: $0, format: format, name: output.path) }
        }
    }

    /// How two images of the same size differ: pixels whose largest channel difference exceeds
    /// `channelTolerance` count as different. The diff image shows them red on a faded copy.
    public func difference(from other: RGBAImage, channelTolerance: UInt8) -> (differingPixels: Int, diff: RGBAImage)? {
        guard width == other.width, height == other.height else { return nil }
        var differing = 0
        var diff = [UInt8](repeating: 255, count: pixels.count)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            var largest: UInt8 = 0
            for channel in 0..<4 {
                let a = pixels[index + channel], b = other.pixels[index + channel]
                largest = max(largest, a > b ? a - b : b - a)
            }
            if largest > channelTolerance {
                differing += 1
                diff[index] = 255; diff[index + 1] = 0; diff[index + 2] = 0
            } else {
                for channel in 0..<3 { diff[index + channel] = 255 - (255 - pixels[index + channel]) / 4 }
            }
        }
        return (differing, RGBAImage(width: width, height: height, pixels: diff))
    }
}
