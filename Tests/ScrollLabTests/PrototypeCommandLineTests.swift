import ArgumentParser
import Foundation
import ScrollSession
import ScrollUI
import Testing
@testable import ScrollLabApp
import TestSupport

/// A prototype's command line is its own: its name in the usage, the messages and the window's
/// title; the demo's `--rows`, `--image-latency` and `init` are `scroll-lab`'s alone.
@Suite(.stagesOutputs) struct PrototypeCommandLineTests {
    let screens: ScreenRegistry = {
        var screens = ScreenRegistry(root: "feed")
        screens.register("feed", summary: "A feed") { _ in ViewController(title: "Feed", name: "feed.screen") }
        return screens
    }()

    @Test func aPrototypesCommandLineGoesByItsNameAndHidesTheDemosOptions() throws {
        let help = ScrollLabApp.bind(screens, name: "my-feed", demoOptions: false) {
            (
                ScrollLabCommand.helpMessage(columns: 200),
                ScrollLabCommand.helpMessage(for: RunCommand.self, columns: 200)
            )
        }

        #expect(help.0.contains("USAGE: my-feed <subcommand>"))
        #expect(!help.0.contains("scroll-lab") && !help.0.contains("init"))
        #expect(help.1.contains("USAGE: my-feed run"))
        #expect(!help.1.contains("--rows") && !help.1.contains("--image-latency"))
        #expect {
            try ScrollLabApp.run(["--screen", "list"], screens: screens, name: "my-feed")
        } throws: { error in
            message(error).contains("`my-feed screens` lists: feed")
        }
        #expect(throws: (any Error).self, "init is scroll-lab's own") {
            try ScrollLabApp.run(["init", "/tmp/never-written"], screens: screens, name: "my-feed")
        }
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written"))
    }

    @Test func scrollLabItselfOffersTheDemosOptionsAndInit() {
        let help = ScrollLabApp.bind(screens, name: "scroll-lab", demoOptions: true) {
            (
                ScrollLabCommand.helpMessage(columns: 200),
                ScrollLabCommand.helpMessage(for: RunCommand.self, columns: 200)
            )
        }

        #expect(help.0.contains("USAGE: scroll-lab <subcommand>") && help.0.contains("init"))
        #expect(help.1.contains("--rows") && help.1.contains("--image-latency"))
    }
}

/// The message ArgumentParser would print for `error`.
private func message(_ error: Error) -> String {
    (error as? ValidationError)?.message ?? "\(error)"
}
