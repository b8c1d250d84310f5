// ImageWriter — screenshots encoded into files.
// Implements: PNG and JPEG (quality 92) by the name's extension, as opaque RGB, with the
//   system's reason when a write fails.
// Does not: alpha in screenshots, other formats, metadata (colour profiles, DPI).

import CSDL2
import CSDL2_image
import Foundation
import OutputFiles

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

/// Encodes screenshots through SDL2_image into a file the caller staged (`OutputFile`).
package enum ImageWriter {
    /// Saves `surface` to `path` in `format` as an opaque RGB image (a screenshot has no
    /// transparency, even where anti-aliased edges left the canvas's alpha below 255). Errors
    /// name `name` (the path the user gave) and the system's reason when there is one.
    package static func write(
        _ surface: UnsafeMutablePointer<SDL_Surface>, to path: String, format: ImageFormat, name: String
    ) throws {
        guard let opaque = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGB24.rawValue, 0) else {
            throw SDLError.last("cannot convert the screenshot for \(name)")
        }
        defer { SDL_FreeSurface(opaque) }
        // Through our own FILE, so that a failed write (SDL_image does not check the close) is
        // seen, with the system's reason.
        guard let file = fopen(path, "wb") else { throw OutputError.fromErrno(name) }
        guard let stream = SDL_RWFromFP(file, SDL_FALSE) else {
            fclose(file)
            throw SDLError.last("cannot write \(name)")
        }
        errno = 0
        let saved =
            switch format {
            case .png: IMG_SavePNG_RW(opaque, stream, 1)
            case .jpeg: IMG_SaveJPG_RW(opaque, stream, 1, ImageFormat.jpegQuality)
            }
        let writeError = saved != 0 || ferror(file) != 0 || fflush(file) != 0 ? errno : 0
        let closeError = fclose(file) != 0 ? errno : 0
        guard saved == 0, writeError == 0, closeError == 0 else {
            let code = writeError != 0 ? writeError : closeError
            throw OutputError(
                path: name, reason: code != 0 ? String(cString: strerror(code)) : String(cString: SDL_GetError()))
        }
    }
}
