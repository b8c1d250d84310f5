// TouchDevices — the touch devices SDL reports, for `scroll-lab devices` and `run`'s start.
// Implements: index, id, kind (touchscreen or trackpad) and name of each; the facts behind them
//   (`TouchFacts`: the display server's touch devices, the kernel's panels) for `TouchDiagnosis`.
// Does not: watch devices come and go (`InputPump` notices one going away), pens.

import CSDL2
import CX11Events
import SDLRender

/// The touch devices SDL reports (needs the video subsystem, hence a display).
public enum TouchDevices {
    /// One line per device: index, id, kind (direct = touchscreen, indirect = trackpad), name.
    public static func list() throws -> [String] {
        try SDLLibraries.startVideo()
        let facts = self.facts()
        let names = TouchDiagnosis.names(facts)
        var touchscreen = 0
        return (0..<SDL_GetNumTouchDevices()).map { index in
            let id = SDL_GetTouchDevice(index)
            let kind: String
            var name = SDL_GetTouchName(index).map { String(cString: $0) } ?? "unnamed"
            switch SDL_GetTouchDeviceType(id) {
            case SDL_TOUCH_DEVICE_DIRECT:
                kind = "touchscreen (direct)"
                if touchscreen < names.count { name = names[touchscreen] }
                touchscreen += 1
            case SDL_TOUCH_DEVICE_INDIRECT_ABSOLUTE, SDL_TOUCH_DEVICE_INDIRECT_RELATIVE:
                kind = "trackpad (indirect, ignored)"
            default: kind = "unknown"
            }
            return "\(index)\tid \(id)\t\(kind)\t\(name)"
        }
    }

    /// What the window's touch depends on (SDL's video must have started): SDL's touchscreens,
    /// the Wayland seat's touch or the X server's XI2 touch devices, the kernel's panels.
    public static func facts() -> TouchFacts {
        let driver = SDLLibraries.videoDriver ?? "none"
        let touchscreens = (0..<SDL_GetNumTouchDevices()).filter { index in
            SDL_GetTouchDeviceType(SDL_GetTouchDevice(index)) == SDL_TOUCH_DEVICE_DIRECT
        }.map { index in SDL_GetTouchName(index).map { String(cString: $0) } }
        return TouchFacts(
            driver: driver, touchscreens: touchscreens,
            waylandSeatHasTouch: driver == "wayland" ? SDLLibraries.waylandInput()?.touch : nil,
            x11TouchDevices: driver == "x11" ? x11TouchDevices() : nil,
            kernel: KernelTouchDevice.scan())
    }

    /// SDL's ids of its direct touch devices (touchscreens), in the order `facts()` lists them.
    static func touchscreenIDs() -> [SDL_TouchID] {
        (0..<SDL_GetNumTouchDevices()).map(SDL_GetTouchDevice).filter {
            SDL_GetTouchDeviceType($0) == SDL_TOUCH_DEVICE_DIRECT
        }
    }

    /// The X server's XI2 touch devices, nil when it cannot be asked.
    private static func x11TouchDevices() -> [TouchFacts.X11TouchDevice]? {
        var buffer = [CChar](repeating: 0, count: 8192)
        guard scrolllab_x11_touch_devices(&buffer, Int32(buffer.count)) >= 0 else { return nil }
        let text = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 1)
            guard fields.count == 2 else { return nil }
            return TouchFacts.X11TouchDevice(name: String(fields[1]), isDirect: fields[0] == "1")
        }
    }
}
