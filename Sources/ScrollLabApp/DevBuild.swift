// DevBuild — `scroll-lab dev`'s rebuild: `swift build --product NAME` (or a given command) run
// through Foundation's `Process`, and the first compiler error found in its output.
// Does not: decide what to do with the result (`DevSupervisor`).

import Dispatch
import Foundation
import OutputFiles
import ScrollTrace

/// One build command, run in the package's folder.
struct DevBuild: Sendable {
    /// The command and its arguments (`["swift", "build", "--product", "my-feed"]`).
    let command: [String]
    /// The package's folder, where it runs.
    let folder: String

    /// What a build came to: success, its output, and the first error when it failed.
    struct Outcome: Sendable {
        var succeeded: Bool
        var output: String
        /// `File.swift:12: message` (the file's name, the line, the compiler's words), or the last line of output.
        var error: String?
    }

    /// The build's output kept: its last 1 MiB (a build may print without bound; the errors that
    /// say why it failed come last).
    static let outputTail = 1 << 20

    /// Runs the build to its end (its standard error joined to its output), in a process group of
    /// its own that an interruption of `dev` ends whole (`ChildProcesses`: the compiler it started too).
    func run() throws -> Outcome {
        let process = Process(), output = Pipe()
        process.executableURL = try ChildProcess.executable(command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        (process.standardInput, process.standardOutput, process.standardError) = (FileHandle.nullDevice, output, output)
        try process.run()
        let pid = process.processIdentifier
        ChildProcesses.insert(pid, asGroup: true)
        let text = OutputTail.read(output.fileHandleForReading, limit: Self.outputTail).text
        process.waitUntilExit()
        let status = TerminationStatus(of: process)
        ChildProcesses.remove(pid)
        return Outcome(
            succeeded: status.isSuccess, output: text,
            error: status.isSuccess ? nil : Self.firstError(in: text) ?? "the build failed (\(status))")
    }

    /// The first `PATH:LINE:COLUMN: error: MESSAGE` line of `output` as `FILE:LINE: MESSAGE`, else
    /// the last line that is not empty.
    static func firstError(in output: String) -> String? {
        let lines = output.split(separator: "\n").map(String.init)
        for line in lines {
            guard let marker = line.range(of: ": error: ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":")
            let file = place.first.map { URL(fileURLWithPath: String($0)).lastPathComponent } ?? ""
            let lineNumber = place.count > 1 && Int(place[1]) != nil ? ":\(place[1])" : ""
            return "\(file)\(lineNumber): \(line[marker.upperBound...])"
        }
        return lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }
}
