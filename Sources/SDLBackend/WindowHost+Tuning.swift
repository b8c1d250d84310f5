// WindowHost+Tuning — the tuning panel (F5) in the window.
// Implements: the panel's changes as `physics` events for the next frame, queued and recorded with
//   the input (`InputPump`); the panel's save (S): a settings file in the screenshot folder, its
//   path in a toast and on stdout.
// Does not: draw or run the panel (ScrollUI's `TuningPanel`), read settings files (`PhysicsFile`).

import Foundation
import OutputFiles
import ScrollPhysics
import ScrollSession
import ScrollTrace
import ScrollUI

extension WindowHost {
    /// Routes the panel's changes through the input queue and its saves to files.
    func connectTuning() {
        app.tuning.onChange = { [unowned self] change in input.enqueueForNextFrame(.physics(change)) }
        app.tuning.onSave = { [unowned self] settings in saveSettings(settings) }
    }

    /// Writes `settings` to `PROGRAM-physics-SCREEN-T.json` in the screenshot folder, by the
    /// output policy; a toast says where (or why not), and so does stdout (stderr).
    private func saveSettings(_ settings: PhysicsSettings) {
        let realTime = input.realTime
        let name = ScreenshotKey.fileName(
            program: programName + "-physics", screen: ScreenshotKey.screenName(of: app),
            time: loop.time, ext: "json")
        let path = (screenshotFolder as NSString).appendingPathComponent(name)
        do {
            let output = try OutputFile(path: path)
            try output.write(line: String(PhysicsFile.text(of: settings).dropLast()))
            try output.commit()
            announce("Saved \(path)", atRealTime: realTime, terminal: "physics: \(path)")
        } catch {
            let reason = (error as? OutputError)?.reason ?? "\(error)"
            toast("Settings not saved: \(reason)", atRealTime: realTime)
            FileHandle.standardError.write(
                Data("\(programName): S: cannot save the physics settings in \(screenshotFolder): \(reason)\n".utf8))
        }
    }
}
