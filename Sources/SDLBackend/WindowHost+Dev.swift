// WindowHost+Dev — the window under `scroll-lab dev`: where it is, the session it goes on from,
// and the supervisor's messages (a build error) shown over the app.
// Does not: watch sources or build (`DevCommand`), choose the resume point (`SessionResume`).

import CSDL2
import Foundation
import OutputFiles
import ScrollSession
import ScrollTrace
import ScrollUI

/// A window's top-left corner on the display, in window units.
public struct WindowPosition: Equatable, Sendable {
    public var x: Int32
    public var y: Int32

    public init(x: Int32, y: Int32) {
        self.x = x
        self.y = y
    }
}

extension WindowHost {
    /// Where the window is now.
    public var position: WindowPosition {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return WindowPosition(x: x, y: y)
    }

    /// Replays `trace` up to `point` headlessly (no frame drawn), writing its frames' state log
    /// lines to `log`, and starts the frame clock there: the live session goes on from that frame.
    /// Call before `run`.
    public func resume(_ trace: Trace, upTo point: ResumePoint, log: OutputFile?) throws {
        app.recordsCallbacks = log != nil
        try SessionResume.replay(trace, upTo: point, into: session) { try writeStateLog(to: log) }
        clock = FixedStepClock(inputAllowance: Self.inputAllowance, startTime: loop.time)
    }

    /// Shows the text of `devStatusFile` over the app while it is not empty (the supervisor writes
    /// a build error there, and empties it when the build is fixed); read twice a second.
    func checkDevStatus(atRealTime realTime: Double) {
        guard let path = devStatusFile, realTime >= devStatusCheck else { return }
        devStatusCheck = realTime + 0.5
        let text =
            (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if text.isEmpty {
            if toast?.until == .infinity { toast = nil }
        } else {
            toast = Toast(text, until: .infinity)
        }
    }
}

extension WindowHost {
    /// Shows `text` over the app for five seconds from when the window opens (a resume's note).
    public func showNote(_ text: String) {
        toast = Toast(text, until: (toast == nil ? 0 : input.realTime) + 5)
    }
}
