import ArgumentParser
import Geometry
import Gestures
import Screens
import ScrollSession
import ScrollTrace
import ScrollUI
import Testing
@testable import ScrollLabApp

/// `--overlay` in `run` and `replay`: a replay shows the overlay when its window did.
@Suite struct InstrumentsOptionsTests {
    private func app(_ options: InstrumentsOptions, header: Trace.Header?) throws -> Application {
        let app = try #require(
            ScreenCatalog.registry.makeApplication(screen: "list", size: Size(width: 390, height: 844)))
        if let header { options.apply(to: app, header: header) } else { options.apply(to: app) }
        return app
    }

    private func pressF2(_ app: Application, at time: Double) {
        app.handle(SessionEvent(deliveredAt: time, kind: .key(name: "f2", isDown: true)))
        app.handle(SessionEvent(deliveredAt: time + 0.05, kind: .key(name: "f2", isDown: false)))
    }

    @Test func aReplayStartsAsItsWindowDidAndItsRecordedPressesToggle() throws {
        let startedOff = try app(InstrumentsOptions.parse([]), header: Trace.Header(screen: "list"))
        let startedOn = try app(InstrumentsOptions.parse([]), header: Trace.Header(screen: "list", overlay: true))

        pressF2(startedOff, at: 0.5)
        pressF2(startedOn, at: 0.5)

        #expect(startedOff.instruments.showsOverlay, "the window turned it on with F2")
        #expect(!startedOn.instruments.showsOverlay, "the window started with it and F2 hid it")
    }

    @Test func replayWithTheFlagKeepsTheOverlayOnThroughARecordedPress() throws {
        let replay = try app(InstrumentsOptions.parse(["--overlay"]), header: Trace.Header(screen: "list"))
        let window = try app(InstrumentsOptions.parse(["--overlay"]), header: nil)

        pressF2(replay, at: 0.5)
        pressF2(window, at: 0.5)

        #expect(replay.instruments.showsOverlay)
        #expect(!window.instruments.showsOverlay, "in the window, F2 still toggles what --overlay started")
    }

    @Test func theRecordingsHeaderKeepsTheInstrumentsTheWindowStartedWith() throws {
        let line = TraceWriter.headerLine(
            Trace.Header(screen: "list", size: Size(width: 390, height: 844), overlay: true, hud: true))

        let header = try TraceStream(text: line + "\n", file: "h.jsonl").header

        #expect(line.contains(#""overlay":true"#) && line.contains(#""hud":true"#))
        #expect(header.overlay == true && header.hud == true)
        #expect(!TraceWriter.headerLine(Trace.Header(screen: "list")).contains("overlay"))
    }
}
