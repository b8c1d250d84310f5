import ArgumentParser
import Gestures
import ScrollPhysics
import ScrollSession
import ScrollTrace
import ScrollUI

/// `--physics FILE.json` for `run` and `replay`, `--tune` for `run`: the feel the scroll views
/// start with (`PhysicsSettings`, read by `PhysicsFile`) and the tuning panel (F5) open from the start.
struct PhysicsOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Scroll with the feel in this settings file (JSON, e.g. {\"decelerationRate\":0.994}; keys left out keep UIKit's value; the panel's S key saves one). replay: instead of the trace header's.",
            valueName: "FILE.json"))
    var physics: String?

    /// The file's settings, or nil without `--physics`. A file that is not settings (empty,
    /// oversized, not JSON, …) exits 65 with `FILE:LINE: reason`; one that cannot be read exits 66.
    func settings() throws -> PhysicsSettings? {
        try physics.map(Self.read)
    }

    /// The settings in the file at `path`, failing as `--physics` does.
    static func read(_ path: String) throws -> PhysicsSettings {
        do {
            return try PhysicsFile.read(path: path)
        } catch let error as TraceError {
            let unreadable = error.reason == PhysicsFile.unreadable
            throw CommandFailure(
                message: "\(error)", exitStatus: unreadable ? ExitStatus.missingInput : ExitStatus.dataError)
        }
    }
}

extension Application {
    /// Starts every scroll view with `settings` (nil or UIKit's: nothing changes).
    func startTuned(_ settings: PhysicsSettings?) {
        guard let settings, !settings.isUIKit else { return }
        tuning.apply(PhysicsChange(settings: settings))
    }
}
