// WindowHost+Keys — the window's own keys, neither recorded nor replayed.
// Implements: F4 (slow motion), F11 (full screen), F12 (a screenshot, `ScreenshotKey`); toasts;
//   the dots of Alt's mirrored fingers (`MirroredFingers`).
// Does not: rebinding keys, key repeats, any key the app gets (those go through `InputPump`).

import CSDL2
import Foundation
import OutputFiles
import ScrollSession
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

    /// Writes the current frame to `screenshotFolder`, named by the screen on top at the press
    /// and the frame time. A folder that cannot be written is found out here, not when the window
    /// opens: the toast says so, stderr names the folder and the reason, and the session goes on.
    private func saveScreenshotKey(atRealTime realTime: Double) {
        let screen = ScreenshotKey.screenName(of: app)
        let outcome = ScreenshotKey.save(
            folder: screenshotFolder, program: programName, screen: screen, time: loop.time
        ) {
            try saveScreenshot(into: $0)
        }
        switch outcome {
        case .saved(let path, let name):
            announce("Saved \(name)", atRealTime: realTime, terminal: "screenshot: \(path)")
        case .failed(let message, let line):
            toast(message, atRealTime: realTime)
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    /// Shows `text` over the app for a moment and prints it (or `terminal`) on stdout.
    func announce(_ text: String, atRealTime realTime: Double, terminal: String? = nil) {
        toast(text, atRealTime: realTime)
        print(terminal ?? text)
        fflush(nil)
    }

    /// Shows `text` over the app for a moment.
    func toast(_ text: String, atRealTime realTime: Double) {
        toast = Toast(text, until: realTime + Toast.duration)
    }

    /// Alt's two fingers (`MirroredFingers`) as grey dots over the app: where they would touch
    /// down while Alt is held over the window, where they are while the drag goes on.
    func drawMirroredFingers(into list: inout DisplayList) {
        let fingers = translator.mirroredFingers
        guard fingers.isDown || (translator.heldModifiers.contains("alt") && SDL_GetMouseFocus() == window) else {
            return
        }
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        fingers.drawDots(hover: translator.point(ofMouseAt: x, y), centre: translator.windowCentre, into: &list)
    }
}

/// The screenshot key (F12) apart from the window: names the file, writes it by the output
/// policy into the folder, and says how it went.
enum ScreenshotKey {
    enum Outcome: Equatable {
        /// Written to `path` (`name` in `folder`).
        case saved(path: String, name: String)
        /// Not written: a short `toast` for the window, and one `line` for stderr naming the
        /// folder and the reason.
        case failed(toast: String, line: String)
    }

    /// The name of the screen on top of `app`'s stack, for the file: its registry name, else its
    /// view's name (a screen no registry made).
    static func screenName(of app: Application) -> String {
        let top = app.topViewController
        return top.registryName ?? top.view.name
    }

    /// The file name for `program`'s screenshot of `screen` at `time` seconds of the frame clock;
    /// characters other than letters, digits, `.`, `_` and `-` in either become `-`. `ext` names
    /// other files the window saves so (the tuning panel's settings, `json`).
    static func fileName(program: String = "scroll-lab", screen: String, time: Double, ext: String = "png") -> String {
        func safe(_ text: String) -> String {
            String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "-" })
        }
        return String(format: "%@-%@-%.3fs.%@", safe(program), safe(screen), time, ext)
    }

    /// Writes `program`'s screenshot of `screen` at `time` into `folder` through `write`, which
    /// renders into the output it is given; the output is committed when `write` returns.
    static func save(
        folder: String, program: String = "scroll-lab", screen: String, time: Double,
        write: (OutputFile) throws -> Void
    ) -> Outcome {
        let name = fileName(program: program, screen: screen, time: time)
        let path = (folder as NSString).appendingPathComponent(name)
        do {
            let output = try OutputFile(path: path)
            try write(output)
            try output.commit()
            return .saved(path: path, name: name)
        } catch {
            let reason = (error as? OutputError)?.reason ?? "\(error)"
            return .failed(
                toast: "Screenshot not saved: \(reason)",
                line: "\(program): F12: cannot save a screenshot in \(folder): \(reason)")
        }
    }
}
