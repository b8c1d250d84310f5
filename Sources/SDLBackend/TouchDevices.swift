// TouchDevices — the touch devices SDL reports, for `scroll-lab devices`.
// Implements: index, id, kind (touchscreen or trackpad) and name of each.
// Does not: watch devices come and go (`InputPump` notices one going away), pens.

import SDLRender
import CSDL2

/// The touch devices SDL reports (needs the video subsystem, hence a display).
public enum TouchDevices {
    /// One line per device: index, id, kind (direct = touchscreen, indirect = trackpad), name.
    public static func list() throws -> [String] {
        try SDLLibraries.startVideo()
        return (0..<SDL_GetNumTouchDevices()).map { index in
            let id = SDL_GetTouchDevice(index)
            let kind: String
            switch SDL_GetTouchDeviceType(id) {
            case SDL_TOUCH_DEVICE_DIRECT: kind = "touchscreen (direct)"
            case SDL_TOUCH_DEVICE_INDIRECT_ABSOLUTE, SDL_TOUCH_DEVICE_INDIRECT_RELATIVE: kind = "trackpad (indirect, ignored)"
            default: kind = "unknown"
            }
            let name = SDL_GetTouchName(index).map { String(cString: $0) } ?? "unnamed"
            return "\(index)\tid \(id)\t\(kind)\t\(name)"
        }
    }
}
