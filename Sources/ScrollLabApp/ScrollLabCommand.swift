import ArgumentParser
import Foundation
import OutputFiles
import ScrollLabAssets
import ScrollSession
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
/// The command line, its messages and the window's title go by the program's name (`my-feed`,
/// `my-feed: unknown screen …`, "my-feed — feed"); the demo's own options (`--rows`,
/// `--image-latency`, `init`) are only offered with `demoOptions`, as `scroll-lab` itself is
/// `ScrollLabApp.main(screens: ScreenCatalog.registry, name: "scroll-lab", demoOptions: true)`.
public enum ScrollLabApp {
    /// The screens the commands open, list and replay: bound by `main` and `run` for the command
    /// they run (a task-local value, so tests can run commands for different registries at once).
    @TaskLocal public static var screens = ScreenRegistry(root: "")
    /// The program's name in its usage, messages and window title (bound as `screens` is).
    @TaskLocal public static var name = "scroll-lab"
    /// True for `scroll-lab` itself: its demo screens' `--rows` and `--image-latency`, and `init`,
    /// are in the help. A prototype's command line hides the two options (still accepted, as a
    /// recording's header may name them) and has no `init`.
    @TaskLocal public static var showsDemoOptions = false

    /// Parses the process's arguments, runs the command and exits. `name` defaults to the
    /// executable's file name (`swift run my-feed`: `my-feed`). `assets` are the app's own
    /// asset folders (paths, each holding `Images/` and `Fonts/`), searched in order before
    /// ScrollLab's own and after `$SCROLLLAB_ASSET_PATH`'s (`AssetCatalog`), e.g. a resource
    /// bundle's: `[Bundle.module.resourceURL!.appendingPathComponent("Assets").path]`.
    public static func main(
        screens: ScreenRegistry, name: String? = nil, demoOptions: Bool = false,
        assets: [String] = []
    ) -> Never {
        _ = StandardStreams.closedAtStart  // before anything opens a file: see its documentation
        AssetCatalog.shared.addFolders(assets)
        let name =
            name ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "scroll-lab"
        bind(screens, name: name, demoOptions: demoOptions) { ScrollLabCommand.main() }
    }

    /// Runs one command line (`arguments` without the program's name) in this process, for
    /// tests: its output goes to standard output, and a failure is thrown instead of exiting
    /// (its message and exit status, unprinted, or ArgumentParser's errors).
    public static func run(
        _ arguments: [String], screens: ScreenRegistry, name: String = "scroll-lab", demoOptions: Bool = false
    ) throws {
        try bind(screens, name: name, demoOptions: demoOptions) {
            var command = try ScrollLabCommand.parseAsRoot(arguments)
            try command.run()
        }
    }

    /// Runs `body` with the program's registry, name and options bound.
    static func bind<T>(
        _ screens: ScreenRegistry, name: String, demoOptions: Bool, _ body: () throws -> T
    ) rethrows -> T {
        try $screens.withValue(screens) {
            try $name.withValue(name) { try $showsDemoOptions.withValue(demoOptions, operation: body) }
        }
    }
}

/// `scroll-lab`: iOS-style scrolling and gestures on Linux (docs/Architecture.md, "Commands").
struct ScrollLabCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        let tools: [ParsableCommand.Type] = [
            RunCommand.self, ReplayCommand.self, ImportCommand.self, ScreensCommand.self,
            DevicesCommand.self, BenchCommand.self, CompareCommand.self, DevCommand.self,
        ]
        return CommandConfiguration(
            commandName: ScrollLabApp.name,
            abstract: ScrollLabApp.showsDemoOptions
                ? "Prototype and test iOS-style scrolling and gestures on Linux."
                : "A prototype on ScrollLab: its screens in a window, replayed, tested.",
            subcommands: tools + (ScrollLabApp.showsDemoOptions ? [InitCommand.self] : []),
            defaultSubcommand: RunCommand.self)
    }

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
