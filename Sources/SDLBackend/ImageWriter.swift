import CSDL2
import CSDL2_image
import Foundation

/// The file formats screenshots are written in, chosen by the file name's extension.
public enum ImageFormat: Sendable {
    case png
    case jpeg

    /// The format `path`'s extension names (`.png`, `.jpg`, `.jpeg`, any case), or nil.
    public init?(path: String) {
        switch (path as NSString).pathExtension.lowercased() {
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        default: return nil
        }
    }

    /// What to tell someone whose file name names no format.
    public static func problem(with path: String) -> String? {
        ImageFormat(path: path) == nil ? "\(path): screenshots are PNG or JPEG; name the file .png, .jpg or .jpeg" : nil
    }

    /// JPEG quality, 0–100: high enough that text and hairlines stay clean.
    static let jpegQuality: Int32 = 92
}

/// Writes screenshots through SDL2_image, never leaving half a file under the final name.
enum ImageWriter {
    /// Saves `surface` to `path` in `format` as an opaque RGB image (a screenshot has no
    /// transparency, even where anti-aliased edges left the canvas's alpha below 255), via a
    /// `.partial` file renamed into place.
    static func write(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String, format: ImageFormat) throws {
        guard let opaque = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGB24.rawValue, 0) else {
            throw SDLError.last("cannot convert the screenshot for \(path)")
        }
        defer { SDL_FreeSurface(opaque) }
        let partial = StagedFile.partialPath(for: path)
        let saved = switch format {
        case .png: IMG_SavePNG(opaque, partial)
        case .jpeg: IMG_SaveJPG(opaque, partial, ImageFormat.jpegQuality)
        }
        guard saved == 0 else {
            unlink(partial)
            throw SDLError.last("cannot write \(path)")
        }
        try StagedFile.moveIntoPlace(partial, to: path)
    }
}
