import CSDL2
import CSDL2_image
import Foundation

/// An image as RGBA bytes (row by row from the top), convertible to and from PNG through
/// SDL2_image. Screenshot tests compare these.
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

    /// Decodes PNG bytes.
    public init(pngData: Data) throws {
        try SDLLibraries.startRendering()
        let loaded: UnsafeMutablePointer<SDL_Surface>? = pngData.withUnsafeBytes { buffer in
            guard let stream = SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)) else { return nil }
            return IMG_Load_RW(stream, 1)
        }
        guard let surface = loaded else { throw SDLError.last("not a readable PNG or JPEG") }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        SDL_ConvertPixels(Int32(width), Int32(height), surface.pointee.format.pointee.format, surface.pointee.pixels,
                          surface.pointee.pitch, SDL_PIXELFORMAT_ABGR8888.rawValue, &bytes, Int32(width * 4))
        self.init(width: width, height: height, pixels: bytes)
    }

    /// Reads a PNG or JPEG file.
    public init(contentsOf path: String) throws {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw SDLError("cannot read the file (\((error as NSError).localizedFailureReason ?? "no such file or not readable"))")
        }
        try self.init(pngData: data)
    }

    /// Encodes the image as PNG bytes.
    public func pngData() throws -> Data {
        var copy = pixels
        guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(&copy, Int32(width), Int32(height), 32, Int32(width * 4),
                                                               SDL_PIXELFORMAT_ABGR8888.rawValue) else {
            throw SDLError.last("cannot wrap the pixels in a surface")
        }
        defer { SDL_FreeSurface(surface) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scroll-lab-\(UUID().uuidString).png").path
        defer { unlink(path) }
        try ImageWriter.write(surface, to: path, format: .png, name: path)
        guard let data = FileManager.default.contents(atPath: path) else { throw SDLError("cannot read back \(path)") }
        return data
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
