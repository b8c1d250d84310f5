import ArgumentParser
import Foundation

/// `scroll-lab dev`: the window, restarted into the same state after each save of the package's
/// sources (README "Restart into the same state").
struct DevCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev",
        abstract: "Open a window that rebuilds on each save and comes back in the same state.",
        discussion: """
            Records the session to .build/dev/session.trace and watches Sources/**/*.swift and Package.swift. \
            On a save it runs `swift build --product NAME`; on success the new binary's window opens where the \
            old one was and replays the session's input headlessly up to the moment the old one closed, then goes \
            on live. A build error is shown in the old window, which keeps running. When the edited screen no \
            longer fits the recorded input (an invariant breaks in the replay) the window restores to the last \
            moment the session was at rest; when the screen is gone, to the start of --screen, with a note in the \
            window. A new binary that crashes is said in a window of the last build that worked, until the next save.
            """)

    @Option(help: "Screen to open (default: the root; see `screens`).")
    var screen: String?

    @Option(help: "Window size in points, WIDTHxHEIGHT or a device preset.", transform: SizeArgument.parse)
    var size: SizeArgument?

    @Option(parsing: .unconditional, help: "Pixels per point (default: 2 on a HiDPI display, else 1).")
    var scale: Double?

    @Option(help: "The package to watch and build (default: the working folder).")
    var packagePath = "."

    @Option(help: "The product to build and run (default: this program's name).")
    var product: String?

    @Option(
        help:
            "The build folder to build in (swift build --scratch-path; default: the one this program was built in, else the package's .build)."
    )
    var scratchPath: String?

    @Option(
        help: ArgumentHelp(
            "The build command, split at spaces (default: swift build --product NAME).", visibility: .hidden))
    var buildCommand: String?

    @Option(
        help: ArgumentHelp(
            "The program to run after a build (default: .build/debug/NAME in the package).", visibility: .hidden))
    var executable: String?

    @Option(parsing: .unconditional, help: "End after this many seconds of wall time (for scripted checks).")
    var seconds: Double?

    func validate() throws {
        if let screen { try validateScreen(screen) }
        try validateScale(scale)
        try validateSize(size, scale: scale)
        if let seconds, !(seconds.isFinite && seconds > 0) { throw ValidationError("--seconds must be positive") }
    }

    func run() throws {
        let package = try Self.checkedPackage(packagePath)
        let name = product ?? ScrollLabApp.name
        let scratch = (scratchPath ?? Self.scratchPath(ofExecutable: Bundle.main.executablePath, package: package))
            .map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let swiftBuild = ["swift", "build", "--product", name] + (scratch.map { ["--scratch-path", $0] } ?? [])
        let build = DevBuild(
            command: buildCommand.map { $0.split(separator: " ").map(String.init) } ?? swiftBuild, folder: package)
        let files = DevFiles(folder: package + "/.build/dev")
        let lock = try DevLock(files: files)
        defer { lock.release() }
        DevInterruption.install()
        let first = try build.run()
        try DevInterruption.endIfAsked(recording: nil)
        guard first.succeeded else {
            throw CommandFailure(
                message: "\(ScrollLabApp.name): dev: the build failed: \(first.error ?? "")", exitStatus: 1)
        }
        let program = executable ?? (scratch ?? package + "/.build") + "/debug/" + name
        let supervisor = DevSupervisor(files: files, build: build, program: program) { resumeFrom, executable in
            try ProcessChild(executable: executable, arguments: childArguments(files, resumeFrom: resumeFrom))
        }
        supervisor.isEnding = { DevInterruption.signal != nil }
        // Whatever ends the session — the window closed, a signal, an error — stops the window:
        // its recording is put in place and no window is left behind.
        defer { supervisor.child?.stop() }
        // The sources as they were before the first build: a save during it, or as the window
        // opens, is a change (seen before the window was up, it was lost until the next save).
        var watcher = SourceWatcher(package: package)
        try supervisor.start()
        try watch(&watcher, with: supervisor)
        supervisor.child?.stop()
        try DevInterruption.endIfAsked(recording: files.trace)
        printError("\(ScrollLabApp.name): dev: the session's recording is \(files.trace)")
    }

    /// `--package-path` made absolute, or the failure that says it is missing (66) or no package (64).
    static func checkedPackage(_ path: String) throws -> String {
        let package = URL(fileURLWithPath: path).standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: package, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandFailure(
                message: "\(ScrollLabApp.name): dev: --package-path \(path): no such folder",
                exitStatus: ExitStatus.missingInput)
        }
        guard FileManager.default.fileExists(atPath: package + "/Package.swift") else {
            throw CommandFailure(
                message:
                    "\(ScrollLabApp.name): dev: --package-path \(path) is not a Swift package (it has no Package.swift)",
                exitStatus: ExitStatus.usage)
        }
        return package
    }

    /// Polls the sources four times a second until the window closes (or `--seconds`, or a
    /// signal), rebuilding on each save.
    private func watch(_ watcher: inout SourceWatcher, with supervisor: DevSupervisor) throws {
        let end = seconds.map { Date().addingTimeInterval($0) }
        // The signal first: a Ctrl-C also ends the window (its exit is then no crash to show).
        while DevInterruption.signal == nil, try supervisor.sessionGoesOn(), end.map({ Date() < $0 }) ?? true {
            Thread.sleep(forTimeInterval: 0.25)
            let changed = watcher.changes()
            guard !changed.isEmpty else { continue }
            printError(
                "\(ScrollLabApp.name): dev: \(changed.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")) changed: building"
            )
            let outcome = try supervisor.rebuild()
            guard DevInterruption.signal == nil else { return }
            switch outcome {
            case .buildFailed(let message):
                printError("\(ScrollLabApp.name): dev: the build failed, the window keeps the old build: \(message)")
            case .crashed: break  // said by the supervisor
            case let .restarted(build, restart):
                printError(
                    String(
                        format: "\(ScrollLabApp.name): dev: restarted: build %.2f s, then %.2f s to the same state",
                        build, restart))
            }
        }
    }

    /// `run` for the window: recording the session, resumed from `resumeFrom`, placed and sized as before.
    private func childArguments(_ files: DevFiles, resumeFrom: String?) -> [String] {
        var arguments = [
            "run", "--record", files.trace, "--force", "--window-state", files.windowState, "--dev-status",
            files.status,
        ]
        if let screen { arguments += ["--screen", screen] }
        if let size { arguments += ["--size", "\(size.size.width.formattedSide)x\(size.size.height.formattedSide)"] }
        if let scale { arguments += ["--scale", "\(scale)"] }
        if let resumeFrom { arguments += ["--resume-from", resumeFrom] }
        return arguments
    }
}

extension DevCommand {
    /// The build folder `executable` was built in, when it is not `package`'s own `.build`: the
    /// nearest folder above the executable's configuration folder (`debug`, or
    /// `TRIPLE/debug`) holding SwiftPM's `workspace-state.json`. So `swift run --scratch-path X
    /// NAME dev` rebuilds in X, where ScrollLab is already compiled, without `--scratch-path` again.
    static func scratchPath(ofExecutable executable: String?, package: String) -> String? {
        guard let executable else { return nil }
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        let own = URL(fileURLWithPath: package + "/.build").resolvingSymlinksInPath().standardizedFileURL.path
        for _ in 0..<2 {
            folder = folder.deletingLastPathComponent()
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("workspace-state.json").path)
            else { continue }
            let path = folder.standardizedFileURL.path
            return path == own ? nil : path
        }
        return nil
    }
}
