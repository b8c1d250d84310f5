import CSDL2
import CSDL2_image
import Foundation

/// Writes PNG files through SDL2_image, never leaving half a file under the final name.
enum PNGWriter {
    /// Saves `surface` to `path` via a `.partial` file renamed into place.
    static func write(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws {
        let partial = path + ".partial"
        guard IMG_SavePNG(surface, partial) == 0 else {
            throw SDLError.last("cannot write \(path)")
        }
        guard rename(partial, path) == 0 else {
            unlink(partial)
            throw SDLError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }
}
