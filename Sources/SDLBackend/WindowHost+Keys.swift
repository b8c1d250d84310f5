import CSDL2
import Foundation
import ScrollTrace
import ScrollUI

/// Keys that belong to the window rather than to the app, so they are neither recorded nor
/// replayed: F4 cycles slow motion, F11 toggles full screen, F12 saves a screenshot.
extension WindowHost {
    /// Handles `event` if it is one of the window's keys; returns whether it did.
    func handleWindowKey(_ event: SDL_Event, atRealTime realTime: Double) -> Bool {
        guard event.type == SDL_KEYDOWN.rawValue || event.type == SDL_KEYUP.rawValue else { return false }
        let key = Int(event.key.keysym.sym)
        guard [SDLK_F4, SDLK_F11, SDLK_F12].contains(where: { Int($0.rawValue) == key }) else { return false }
        guard event.type == SDL_KEYDOWN.rawValue, event.key.`repeat` == 0 else { return true }
        switch key {
        case Int(SDLK_F4.rawValue): cycleTimeScale(atRealTime: realTime)
        case Int(SDLK_F11.rawValue): setFullscreen(!isFullscreen, atRealTime: realTime)
        default: saveScreenshotKey(atRealTime: realTime)
        }
        return true
    }

    /// Sets the speed of the frame clock (`--time-scale`, F4): 1 is real time, 0.25 four times slower.
    public func setTimeScale(_ scale: Double, atRealTime realTime: Double = 0) {
        clock.setTimeScale(scale, atRealTime: realTime)
    }

    private func cycleTimeScale(atRealTime realTime: Double) {
        let scales = FixedStepClock.timeScales
        let next = scales[((scales.firstIndex(of: clock.timeScale) ?? -1) + 1) % scales.count]
        clock.setTimeScale(next, atRealTime: realTime)
        announce(next == 1 ? "Real time" : "Slow motion \(next.formatted(.number))×", atRealTime: realTime)
    }

    /// Writes the current frame to `screenshotFolder`, named by screen and frame time.
    private func saveScreenshotKey(atRealTime realTime: Double) {
        let name = String(format: "scroll-lab-%@-%.3fs.png", screenName, loop.time)
        let path = (screenshotFolder as NSString).appendingPathComponent(name)
        do {
            let output = try OutputFile(path: path)
            try saveScreenshot(into: output)
            try output.commit()
            announce("Saved \(name)", atRealTime: realTime, terminal: "screenshot: \(path)")
        } catch {
            announce("Screenshot failed", atRealTime: realTime, terminal: "scroll-lab: \(error)")
        }
    }

    /// Shows `text` over the app for a moment and prints it (or `terminal`) on stdout.
    func announce(_ text: String, atRealTime realTime: Double, terminal: String? = nil) {
        toast = Toast(text, until: realTime + Toast.duration)
        print(terminal ?? text)
        fflush(nil)
    }
}
