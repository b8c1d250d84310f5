import Foundation
import TestSupport
import Testing

/// `scroll-lab dev` as a process under faults (issue 40, "`dev` under faults"), with a fake build
/// command and a fake window (shell scripts that note what happened to them in the package).
@Suite(.serialized) struct DevFaultTests {
    let package: String

    init() throws {
        package = FileManager.default.temporaryDirectory.appendingPathComponent("dev-faults-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: package + "/Sources/Feed", withIntermediateDirectories: true)
        try "// a package\n".write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
        try "let a = 1\n".write(toFile: package + "/Sources/Feed/Feed.swift", atomically: true, encoding: .utf8)
        // The window: notes its start and its stop (SIGTERM: as closing it does), nothing else.
        try script(
            "window",
            "echo $$ > window.pid\ntrap 'echo stopped > window.stopped; exit 0' TERM\nwhile :; do sleep 0.05; done")
    }

    /// Writes an executable shell script NAME in the package, run in the package's folder (a
    /// build command is a name: `bin/NAME` is on the PATH `dev` gets).
    @discardableResult
    private func script(_ name: String, _ body: String) throws -> String {
        let path = package + "/" + name
        try FileManager.default.createDirectory(atPath: package + "/bin", withIntermediateDirectories: true)
        try ExecutableScript.write("#!/bin/sh\ncd \"\(package)\"\n" + body + "\n", to: path)
        return path
    }

    /// Starts `dev` on the package with `build` as its build command and the fake window.
    private func startDev(build: String, extra: [String] = []) throws -> (Process, Pipe) {
        let process = Process(), errors = Pipe()
        process.executableURL = URL(fileURLWithPath: ProcessTests.binary)
        process.arguments =
            [
                "dev", "--package-path", package, "--build-command", build, "--executable", package + "/window",
            ] + extra
        process.environment = ProcessInfo.processInfo.environment.merging(["PATH": package + "/bin:/usr/bin:/bin"]) {
            $1
        }
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return (process, errors)
    }

    private func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: package + "/" + name) }

    /// Waits until `name` exists in the package, or `process` ended.
    private func waitFor(_ name: String, while process: Process) {
        while !exists(name), process.isRunning { usleep(5000) }
    }

    /// The process id written in `name`, waiting while it is written (`echo $$ > name` creates the
    /// file before it writes to it) and `process` runs.
    private func pid(in name: String, while process: Process) throws -> pid_t {
        func written() -> pid_t? {
            let text = (try? String(contentsOfFile: package + "/" + name, encoding: .utf8)) ?? ""
            return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        while written() == nil, process.isRunning { usleep(5000) }
        return try #require(written())
    }

    /// Ends `process` with `signal`; its status and stderr.
    private func end(_ process: Process, _ errors: Pipe, with signal: Int32) -> (Int32, String) {
        kill(process.processIdentifier, signal)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message)
    }

    /// The processes of group `group` that have not ended (a zombie nobody waited for has).
    static func livingMembers(ofGroup group: pid_t) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { entry in
            guard Int(entry) != nil, let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let fields = stat.split(separator: ")").last?.split(separator: " "), fields.count > 2
            else { return false }
            return fields[0] != "Z" && fields[2] == "\(group)"  // state, then parent, then group
        }
    }

    @Test func aBuildThatPrintsMoreThan16MiBIsKeptShortAndTheWindowStillComes() throws {
        try script("bin/fake-build", "head -c 20000000 /dev/zero | tr '\\0' x; echo; echo 'Build complete!'")
        let (process, errors) = try startDev(build: "fake-build")
        waitFor("window.pid", while: process)
        #expect(process.isRunning, "dev ended after the build")

        let (status, message) = end(process, errors, with: SIGTERM)

        #expect(status == 143, "\(message.suffix(400))")
        #expect(exists("window.stopped"), "the window was left running")
    }

    @Test(arguments: [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")])
    func aBuildThatNeverEndsGivesWayToASignalWhichEndsDevItsBuildAndItsWindow(signal: Int32, name: String) throws {
        // The first build succeeds; a rebuild never ends (its compiler, a child, sleeps on).
        try script("bin/fake-build", "if [ -e built ]; then echo $$ > building; sleep 60; fi; touch built")
        let (process, errors) = try startDev(build: "fake-build")
        waitFor("window.pid", while: process)
        try "let a = 2\n".write(toFile: package + "/Sources/Feed/Feed.swift", atomically: true, encoding: .utf8)
        let build = try pid(in: "building", while: process)

        let (status, message) = end(process, errors, with: signal)

        #expect(status == 128 + signal, "\(message)")
        #expect(message.contains("dev: interrupted by \(name); the session's recording is "), "\(message)")
        #expect(exists("window.stopped"), "the window was left running")
        #expect(Self.livingMembers(ofGroup: build).isEmpty, "the build's process group was left running")
        kill(-build, SIGKILL)
    }

    @Test func aSecondDevOnOnePackageRefusesNamingTheFirst() throws {
        try script("bin/fake-build", "true")
        let (first, firstErrors) = try startDev(build: "fake-build")
        waitFor("window.pid", while: first)

        // ends if it does not refuse
        let (second, errors) = try startDev(build: "fake-build", extra: ["--seconds", "20"])
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        second.waitUntilExit()

        #expect(second.terminationStatus == 73, "\(message)")
        #expect(
            message.contains("another dev (process \(first.processIdentifier)) is running on this package"),
            "\(message)")
        _ = end(first, firstErrors, with: SIGTERM)
    }

    @Test(arguments: [
        ("missing", Int32(66), "no such folder"), ("Sources", 64, "is not a Swift package (it has no Package.swift)"),
    ])
    func aPackagePathThatIsNoPackageIsSaid(folder: String, status: Int32, words: String) throws {
        let process = Process(), errors = Pipe()
        process.executableURL = URL(fileURLWithPath: ProcessTests.binary)
        process.arguments = ["dev", "--package-path", package + "/" + folder, "--build-command", "true"]
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == status, "\(message)")
        #expect(message.contains(words), "\(message)")
    }
}
