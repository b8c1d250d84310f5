import Geometry

/// Pixels for display lists, off screen: how a session (`scroll-lab replay`, the bench) renders
/// its screenshots and video frames and decodes its pictures without knowing the renderer, as
/// `ImageDecoding` is how screens decode pictures (SDLRender's `SoftwareRenderer` is the one in
/// use). swift-nio's `NIOCore` protocols, implemented by `NIOPosix`, draw the same line.
public protocol OffscreenRendering {
    /// Decodes the pictures of the session's screens (the same decoder the window uses).
    var imageDecoder: ImageDecoding { get }
    /// A canvas of `size` points at `scale` pixels per point; throws `CanvasTooLarge` past the
    /// renderer's limit.
    func makeCanvas(size: Size, scale: Double) throws -> any OffscreenCanvas
}

/// One off-screen surface a display list is drawn into (`OffscreenRendering.makeCanvas`).
public protocol OffscreenCanvas: AnyObject {
    /// Width and height in pixels.
    var pixelSize: (width: Int, height: Int) { get }
    /// Draws `list` over the whole canvas, resized to `size` points first if given and changed;
    /// throws `CanvasTooLarge` when the new size is past the renderer's limit.
    func render(_ list: DisplayList, size: Size?) throws
    /// Writes the pixels as an image file at `path`, in the format `name`'s extension names
    /// (PNG when it names none); errors name `name`, the file the user asked for.
    func writeImage(toPath path: String, named name: String) throws
    /// Copies the pixels as BGRA rows, top to bottom, into `buffer` (width × height × 4 bytes).
    func copyBGRAPixels(into buffer: UnsafeMutableRawBufferPointer)
}

/// A canvas of `size` points at `scale` would have more than `maximumSide` pixels a side.
public struct CanvasTooLarge: Error, CustomStringConvertible, Equatable {
    /// The size asked for, in points.
    public var size: Size
    public var scale: Double
    /// The pixels it would have.
    public var width: Int
    public var height: Int
    /// The most pixels a side may have.
    public var maximumSide: Int

    public init(size: Size, scale: Double, width: Int, height: Int, maximumSide: Int) {
        self.size = size
        self.scale = scale
        self.width = width
        self.height = height
        self.maximumSide = maximumSide
    }

    public var description: String {
        "\(size.width.formattedSide)x\(size.height.formattedSide) points at scale \(scale.formattedSide) is \(width)x\(height) pixels; a side may have at most \(maximumSide)"
    }
}
