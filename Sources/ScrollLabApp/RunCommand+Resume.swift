// RunCommand+Resume — `run` as `scroll-lab dev`'s child: the session it goes on from, where its
// window was, and the supervisor's status file.
// Does not: watch or build (`DevCommand`), find the resume point (`SessionResume`).

import ArgumentParser
import Foundation
import Geometry
import ScrollSession
import ScrollTrace
import ScrollUI
import SDLBackend
import SDLRender

/// The options `scroll-lab dev` starts its window with (hidden: not for people).
struct ResumeOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Replay this recording headlessly, then go on live from its end (`dev` restarts with it).",
            visibility: .hidden))
    var resumeFrom: String?

    @Option(
        help: ArgumentHelp(
            "A file holding the window's position (`X Y`): read when it opens, written when it closes.",
            visibility: .hidden)
    )
    var windowState: String?

    @Option(
        help: ArgumentHelp(
            "A file whose text is shown over the app while not empty (`dev`'s build errors).", visibility: .hidden))
    var devStatus: String?

    /// The recording to go on from, if any (a bad file: its FILE:LINE, exit status 65).
    func trace() throws -> Trace? { try resumeFrom.map { try TraceReader.read(path: $0) } }

    /// The position the window had when `windowState` was written, if it was.
    var position: WindowPosition? {
        guard let windowState, let text = try? String(contentsOfFile: windowState, encoding: .utf8) else { return nil }
        let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Int32($0) }
        return numbers.count == 2 ? WindowPosition(x: numbers[0], y: numbers[1]) : nil
    }

    /// Writes where `host`'s window is, for the next window.
    func save(_ host: WindowHost) {
        guard let windowState else { return }
        try? "\(host.position.x) \(host.position.y)\n".write(toFile: windowState, atomically: true, encoding: .utf8)
    }

    /// Says `host` is back in the recorded state (the moment `dev` measures to), by touching
    /// `windowState`'s `.resumed` sibling with the wall time.
    func announceResumed() {
        guard let windowState else { return }
        try? "\(Date().timeIntervalSince1970)\n".write(
            toFile: windowState + ".resumed", atomically: true, encoding: .utf8)
    }
}

extension RunCommand {
    /// The screen a resumed session opens: the recording's, unless the edit removed or renamed
    /// it, then `screen`'s start (said on standard error).
    func resumedScreen(_ trace: Trace?) -> String {
        guard let recorded = trace?.header.screen else { return screen }
        if ScrollLabApp.screens.names.contains(recorded) { return recorded }
        printError(
            "\(ScrollLabApp.name): the recorded screen \(quoted(recorded)) is gone: starting at \(quoted(screen))'s start"
        )
        return screen
    }

    /// Where `trace` resumes on `screen` (nil: not resumed; a screen that is gone starts afresh).
    func resumePoint(_ trace: Trace?, screen: String, size: Size, options: ScreenOptions) -> ResumePoint? {
        guard let trace, trace.header.screen == screen,
            let app = ScrollLabApp.screens.makeApplication(screen: screen, size: size, options: options)
        else { return nil }
        let point = SessionResume.point(of: trace, app: app, imageDecoder: BackgroundImageDecoder.shared)
        if let fallback = point.fallback { printError("\(ScrollLabApp.name): \(fallback)") }
        return point
    }

    /// What the window says over the app as it opens after a resume: where it fell back to (a
    /// screen that no longer fits the input, or one the edit removed); nil when nothing to say.
    func resumeNote(_ trace: Trace?, point: ResumePoint?, screen: String) -> String? {
        guard let trace else { return nil }
        if let point { return point.fallback }
        return "the recorded screen \(quoted(trace.header.screen ?? "")) is gone: started at \(quoted(screen))'s start"
    }

    /// Records `trace`'s input up to `point` first: the new recording replays to the same state.
    func carryOver(_ trace: Trace?, upTo point: ResumePoint?, into recorder: TraceRecorder?) {
        guard let trace, let point else { return }
        trace.events.prefix(point.eventCount).forEach { recorder?.record($0) }
    }
}
