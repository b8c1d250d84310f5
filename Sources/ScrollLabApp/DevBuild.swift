// DevBuild — `scroll-lab dev`'s rebuild: `swift build --product NAME` (or a given command) run
// through swift-subprocess, and the first compiler error found in its output.
// Does not: decide what to do with the result (`DevSupervisor`).

import Dispatch
import Foundation
import OutputFiles
import ScrollTrace
import Subprocess
#if canImport(System)
    import System
#else
    import SystemPackage
#endif

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
    func run() async throws -> Outcome {
        var options = PlatformOptions()
        options.processGroupID = 0
        let result = try await Subprocess.run(
            command[0].contains("/") ? .path(FilePath(command[0])) : .name(command[0]),
            arguments: Arguments(Array(command.dropFirst())),
            workingDirectory: FilePath(folder),
            platformOptions: options, input: .none, output: .sequence, error: .combinedWithOutput
        ) { execution in
            let pid = execution.processIdentifier.value
            ChildProcesses.insert(pid, asGroup: true)
            return (pid, await OutputTail.read(execution.standardOutput, limit: Self.outputTail))
        }
        ChildProcesses.remove(result.closureResult.0)
        let output = result.closureResult.1.text
        let succeeded = result.terminationStatus.isSuccess
        return Outcome(
            succeeded: succeeded, output: output,
            error: succeeded ? nil : Self.firstError(in: output) ?? "the build failed (\(result.terminationStatus))")
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

/// Runs `body` to its end on the concurrency pool, blocking this thread: for the supervisor's
/// synchronous loop on the main thread only (a thread of the pool would wait for itself).
func blocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
    let box = BlockingResult<T>(), done = DispatchSemaphore(value: 0)
    Task {
        do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
        done.signal()
    }
    done.wait()
    return try box.result!.get()
}

/// The result `blocking` hands from its task to the waiting thread (written once, before the signal).
private final class BlockingResult<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
}
