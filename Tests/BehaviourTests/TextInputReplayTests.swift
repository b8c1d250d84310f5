import Foundation
import Geometry
import Gestures
import Screens
import ScrollSession
import ScrollTrace
import ScrollUI
import SDLRender
import Testing

/// A recording with text in it (`text` events, SDL's text input, and taps on the on-screen
/// keyboard) replays to the same text, log and pixels every time.
@Suite struct TextInputReplayTests {
    private func replay() throws -> (text: String, log: String, png: Data) {
        let url = try #require(
            Bundle.module.url(forResource: "text-field-typing", withExtension: "jsonl", subdirectory: "Traces"))
        let trace = try TraceReader.read(path: url.path)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("text-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shot = Replayer.Screenshot(time: 1.9, path: folder.appendingPathComponent("shot.png").path)
        let app = try #require(ScreenCatalog.makeApplication(screen: "text-field", size: Size(width: 390, height: 844)))
        let output = try Replayer(trace: trace, renderer: SoftwareRenderer(), screenshots: [shot]).run(app: app)
        let logPath = folder.appendingPathComponent("log.jsonl").path
        try output.commit(logPath: logPath)
        let screen = try #require(app.topViewController as? TextFieldScreen)
        return (
            screen.fields[0].text, try String(contentsOfFile: logPath, encoding: .utf8),
            try Data(contentsOf: URL(fileURLWithPath: shot.path))
        )
    }

    @Test func typedTextReplaysByteIdentical() throws {
        let first = try replay(), second = try replay()

        #expect(first.text == "hi!你 \"é\"", "two keyboard taps, a typed \"!\", a composition and its commit")
        #expect(first.log == second.log)
        #expect(first.png == second.png)
    }

    @Test func theTextEventRoundTripsThroughTheWriter() throws {
        let events = [
            SessionEvent(deliveredAt: 1, kind: .text(TextInput("Hé \"q\"\n\u{1F600}"))),
            SessionEvent(deliveredAt: 2, kind: .text(TextInput("ni", phase: .editing, cursor: 1))),
        ]
        let lines = events.map(TraceWriter.line(for:))
        let text = (["{\"trace\":1}"] + lines).joined(separator: "\n")

        let read = try TraceReader.parse(text, file: "memory")

        #expect(read.events == events)
        #expect(lines[1] == #"{"t":2,"type":"text","text":"ni","phase":"editing","cursor":1}"#)
    }

    @Test func aCursorOutsideTheCompositionIsAnErrorNamingTheLine() throws {
        let text = "{\"trace\":1}\n{\"t\":1,\"type\":\"text\",\"text\":\"ab\",\"phase\":\"editing\",\"cursor\":3}"

        #expect(throws: TraceError.self) { try TraceReader.parse(text, file: "bad.jsonl") }
        do {
            _ = try TraceReader.parse(text, file: "bad.jsonl")
        } catch {
            #expect("\(error)".contains("bad.jsonl:2"))
        }
    }
}
