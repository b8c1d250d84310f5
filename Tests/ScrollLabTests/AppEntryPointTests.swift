import ArgumentParser
import Foundation
import ScrollLabApp
import ScrollSession
import ScrollUI
import Testing
import TestSupport

/// A prototype of a user's own, built only on the public toolkit: one screen with a list.
final class FeedScreen: ViewController {
    let list = ListView(name: "feed", rowCount: 30, height: { _ in 72 }) { index in
        ListView.Row(title: "Post \(index)", subtitle: "Someone wrote this", height: 72)
    }

    init() {
        super.init(title: "Feed", name: "feed.screen")
        view.addSubview(list)
    }

    override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("feed", list)] }
    override func layoutView() { list.frame = view.bounds }
}

/// A user's executable is `ScrollLabApp.main(screens:)` with a registry; these run the same
/// command line in this process.
@Suite(.serialized, .stagesOutputs) struct AppEntryPointTests {
    let screens: ScreenRegistry = {
        var screens = ScreenRegistry(root: "feed")
        screens.register("feed", summary: "A feed of posts") { _ in FeedScreen() }
        return screens
    }()

    @Test func screensListsTheRegisteredScreen() throws {
        let output = try capturingStandardOutput { try ScrollLabApp.run(["screens", "--verbose"], screens: screens) }

        // (other suites may print at the same time: look for the lines of this command)
        let lines = output.split(separator: "\n")
        #expect(lines.contains("feed\tA feed of posts"))
        #expect(!lines.contains { $0.hasPrefix("home\t") || $0.hasPrefix("nested\t") })
    }

    @Test func replayRunsATraceOnTheRegisteredScreenAndLogsItsScrollView() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("entry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("drag.jsonl").path,
            log = folder.appendingPathComponent("log.jsonl").path
        try """
        {"trace":1,"screen":"feed","width":390,"height":844}
        {"t":0.1,"type":"touch","phase":"began","id":1,"x":200,"y":600}
        {"t":0.2,"type":"touch","phase":"moved","id":1,"x":200,"y":450}
        {"t":0.3,"type":"touch","phase":"moved","id":1,"x":200,"y":300}
        {"t":0.35,"type":"touch","phase":"moved","id":1,"x":200,"y":300}
        {"t":0.45,"type":"touch","phase":"ended","id":1,"x":200,"y":300}

        """.write(toFile: trace, atomically: true, encoding: .utf8)

        try ScrollLabApp.run(["replay", trace, "--log", log], screens: screens)

        let last = try #require(
            try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").last {
                $0.contains("\"scrollViews\"")
            })
        // dragged 300 pt up, held still, lifted: the list follows all but the 10 pt the pan
        // needs to begin (UIKit's slop), and rests there
        #expect(last.contains(#""feed":{"offset":[0,290]"#))
    }

    @Test func replayAndBenchOpenTheRegistrysRootByDefault() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("entry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("no-screen.jsonl").path,
            log = folder.appendingPathComponent("log.jsonl").path
        try """
        {"trace":1,"width":390,"height":844}
        {"t":0.1,"type":"scroll","dx":0,"dy":40,"precise":false}

        """.write(toFile: trace, atomically: true, encoding: .utf8)

        try ScrollLabApp.run(["replay", trace, "--log", log, "--until", "0.5"], screens: screens)
        let output = try capturingStandardOutput {
            try ScrollLabApp.run(["bench", "--frames", "30", "--json"], screens: screens)
        }

        #expect(try String(contentsOfFile: log, encoding: .utf8).contains(#""scrollViews":{"feed":"#))
        #expect(output.contains(#""stepMedianMs""#))
    }

    @Test func runOpensTheRegistrysRootByDefault() {
        // Without a display the window cannot open (exit 1); what matters is that the screen is
        // not refused first (it was "home", which a prototype's registry does not have).
        do {
            try ScrollLabApp.run(["run", "--seconds", "0.1"], screens: screens)
        } catch {
            #expect(!ScrollLabCommandMessage(error).contains("unknown screen"))
        }
    }

    @Test func runAndReplayRefuseAScreenThatIsNotRegisteredAndNameTheOnesThatAre() {
        for command in ["run", "replay"] {
            let arguments = command == "run" ? ["run", "--screen", "list"] : ["replay", "-", "--screen", "list"]
            #expect {
                try ScrollLabApp.run(arguments, screens: screens)
            } throws: { error in
                ScrollLabCommandMessage(error).contains("`scroll-lab screens` lists: feed")
            }
        }
    }
}

/// The message ArgumentParser would print for `error`.
private func ScrollLabCommandMessage(_ error: Error) -> String {
    (error as? ValidationError)?.message ?? "\(error)"
}

/// What `body` writes to standard output.
private func capturingStandardOutput(_ body: () throws -> Void) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stdout-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    fflush(nil)
    let saved = dup(STDOUT_FILENO), file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    dup2(file, STDOUT_FILENO)
    close(file)
    defer { fflush(nil); dup2(saved, STDOUT_FILENO); close(saved) }
    try body()
    fflush(nil)
    return try String(contentsOfFile: path, encoding: .utf8)
}
