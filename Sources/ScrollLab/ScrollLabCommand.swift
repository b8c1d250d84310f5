import ArgumentParser

/// `scroll-lab`: iOS-style scrolling and gestures on Linux (docs/Architecture.md, "Commands").
@main
struct ScrollLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scroll-lab",
        abstract: "Prototype and test iOS-style scrolling and gestures on Linux.",
        subcommands: [RunCommand.self, ReplayCommand.self, ScreensCommand.self, DevicesCommand.self, BenchCommand.self, CompareCommand.self],
        defaultSubcommand: RunCommand.self)
}
