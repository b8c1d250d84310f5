import OutputFiles
import ScrollSession
import ScrollTrace
import ScrollLabAssets
import SDLRender

/// Exit statuses (sysexits.h), the same for every command (README "Exit status").
enum ExitStatus {
    /// A bad argument (ArgumentParser's validation errors use it too).
    static let usage: Int32 = 64
    /// A bad trace: `FILE:LINE: reason`.
    static let dataError: Int32 = 65
    /// A missing asset (font or image): the app's own input is not installed.
    static let missingInput: Int32 = 66
    /// A program the command needs is not installed (ffmpeg for `--video`).
    static let unavailable: Int32 = 69
    /// A program the command ran failed (ffmpeg): its last stderr lines are shown.
    static let softwareError: Int32 = 70
    /// An output that cannot be written.
    static let cannotCreate: Int32 = 73
}

/// A command that failed: the line that says why and the exit status. Thrown where the failure
/// is found; `ScrollLabCommand.main` prints it, once, and exits with its status.
struct CommandFailure: Error, CustomStringConvertible {
    let message: String
    let exitStatus: Int32
    var description: String { message }
}

extension CommandFailure {
    /// The failure that a known error of the toolkit is, with its status: a bad trace (65,
    /// `FILE:LINE: reason`), a missing asset (66), a screenshot the replay cannot take (64), an
    /// output that cannot be written (73); nil for others (ArgumentParser's own).
    init?(_ error: any Error) {
        switch error {
        case let failure as CommandFailure: self = failure
        case let error as TraceError: self.init(message: "\(error)", exitStatus: ExitStatus.dataError)
        case let error as AssetError:
            self.init(message: "\(ScrollLabApp.name): \(error)", exitStatus: ExitStatus.missingInput)
        case let error as Replayer.ScreenshotAfterEnd:
            self.init(message: "\(ScrollLabApp.name): \(error)", exitStatus: ExitStatus.usage)
        case let error as Replayer.ScreenshotTooLarge:
            self.init(
                message: error.resizeFile == nil ? "\(ScrollLabApp.name): \(error)" : "\(error)",
                exitStatus: ExitStatus.usage)
        case let error as OutputError:
            self.init(message: "\(ScrollLabApp.name): \(error)", exitStatus: ExitStatus.cannotCreate)
        case let problem as OutputPaths.Problem:
            self.init(message: "\(ScrollLabApp.name): \(problem)", exitStatus: ExitStatus.cannotCreate)
        case let error as SDLError:
            self.init(message: "\(ScrollLabApp.name): \(RunCommand.advice(error))", exitStatus: ExitStatus.cannotCreate)
        default: return nil
        }
    }
}
