import ArgumentParser
import Foundation
import ScrollTrace
import ScrollUI

/// The app entry point: the whole `scroll-lab` command line — `run` (the window, its keys and
/// instruments), `replay`, `screens`, `devices`, `bench`, `compare` — for a registry of screens.
/// A prototype's executable is one call:
///
///     import ScrollLabApp
///     import ScrollUI
///
///     var screens = ScreenRegistry(root: "feed")
///     screens.register("feed", summary: "A feed with a collapsing title") { _ in FeedScreen() }
///     ScrollLabApp.main(screens: screens)
///
/// `scroll-lab` itself is `ScrollLabApp.main(screens: ScreenCatalog.registry)`.
public enum ScrollLabApp {
    /// The screens the commands open, list and replay: bound by `main` and `run` for the command
    /// they run (a task-local value, so tests can run commands for different registries at once).
    @TaskLocal public static var screens = ScreenRegistry(root: "")

    /// Parses the process's arguments, runs the command and exits.
    public static func main(screens: ScreenRegistry) -> Never {
        _ = StandardStreams.closedAtStart  // before anything opens a file: see its documentation
        $screens.withValue(screens) { ScrollLabCommand.main() }
    }

    /// Runs one command line (`arguments` without the program's name) in this process, for
    /// tests: its output goes to standard output, and a failure is thrown instead of exiting
    /// (its message and exit status, unprinted, or ArgumentParser's errors).
    public static func run(_ arguments: [String], screens: ScreenRegistry) throws {
        try $screens.withValue(screens) {
            var command = try ScrollLabCommand.parseAsRoot(arguments)
            try command.run()
        }
    }
}

/// `scroll-lab`: iOS-style scrolling and gestures on Linux (docs/Architecture.md, "Commands").
struct ScrollLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scroll-lab",
        abstract: "Prototype and test iOS-style scrolling and gestures on Linux.",
        subcommands: [RunCommand.self, ReplayCommand.self, ImportCommand.self, ScreensCommand.self, DevicesCommand.self, BenchCommand.self, CompareCommand.self, InitCommand.self],
        defaultSubcommand: RunCommand.self)

    /// ArgumentParser's `main`, except that a value it quotes in an error is cut to 80 characters.
    static func main() -> Never {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            Foundation.exit(report(error))
        }
        Foundation.exit(0)
    }

    /// Prints why the command failed — the only place a failure is printed — and gives the exit
    /// status: a `CommandFailure`'s own, ArgumentParser's for its errors; what was removed after it.
    static func report(_ error: any Error) -> Int32 {
        let status = exitStatus(for: error)
        switch error {
        case let failure as StagedOutputs.RemovedAfterFailure:
            _ = report(failure.error)
            printError(failure.note)
        case let error where CommandFailure(error) != nil:
            printError(CommandFailure(error)!.message)
        default:
            let text = shortened(fullMessage(for: error))
            if !text.isEmpty {
                if status == 0 { print(text) } else { printError(text) }
            }
        }
        return status
    }

    /// The exit status `error` ends the command with (`ExitStatus`, README "Exit status").
    static func exitStatus(for error: any Error) -> Int32 {
        if let failure = error as? StagedOutputs.RemovedAfterFailure { return exitStatus(for: failure.error) }
        return CommandFailure(error)?.exitStatus ?? exitCode(for: error).rawValue
    }

    /// `message` with every single-quoted value of more than 80 characters (and no spaces, so
    /// prose with apostrophes is left alone) cut, as `quoted` cuts: `'kkk…' (5000000 characters)`.
    static func shortened(_ message: String) -> String {
        var out = "", rest = Substring(message)
        while let open = rest.firstIndex(of: "'"), let close = rest[rest.index(after: open)...].firstIndex(of: "'") {
            let value = rest[rest.index(after: open)..<close]
            out += rest[...open]
            let isLongValue = value.count > 80 && !value.contains(where: \.isWhitespace)
            out += isLongValue ? "\(value.prefix(80))…' (\(value.count) characters)" : "\(value)'"
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}
