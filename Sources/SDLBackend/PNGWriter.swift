import CSDL2
import CSDL2_image
import Foundation

/// Writes PNG files through SDL2_image, never leaving half a file under the final name.
enum PNGWriter {
    /// Saves `surface` to `path` as an opaque RGB image (a screenshot has no transparency, even
    /// where anti-aliased edges left the canvas's alpha below 255), via a `.partial` file
    /// renamed into place.
    static func write(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws {
        guard let opaque = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGB24.rawValue, 0) else {
            throw SDLError.last("cannot convert the screenshot for \(path)")
        }
        defer { SDL_FreeSurface(opaque) }
        let partial = path + ".partial"
        guard IMG_SavePNG(opaque, partial) == 0 else {
            throw SDLError.last("cannot write \(path)")
        }
        guard rename(partial, path) == 0 else {
            unlink(partial)
            throw SDLError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }
}
