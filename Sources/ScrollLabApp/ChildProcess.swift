// ChildProcess — programs run through Foundation's `Process` (`dev`'s builds, `replay --video`'s
// ffmpeg): a name found on PATH, how one ended, why one could not start.
// Foundation's `Process` on Linux starts each child in a process group of its own
// (POSIX_SPAWN_SETPGROUP), so a build and the compilers it starts are signalled whole.
// Replaces swift-subprocess and swift-system, which cost a fresh clone's build about 16 s of CPU
// for two programs run (BENCHMARKS.md, "A fresh clone's build").

import Foundation

/// How a child ended, in swift-subprocess's words (`exited(1)`, `signaled(9)`), which `dev`'s
/// messages have used.
enum TerminationStatus: Sendable, Hashable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    /// How `process`, ended, ended.
    init(of process: Process) {
        self =
            process.terminationReason == .uncaughtSignal
            ? .signaled(process.terminationStatus) : .exited(process.terminationStatus)
    }

    var isSuccess: Bool { self == .exited(0) }

    var description: String {
        switch self {
        case .exited(let code): "exited(\(code))"
        case .signaled(let signal): "signaled(\(signal))"
        }
    }
}

/// A program that could not be started.
struct LaunchFailure: Error, CustomStringConvertible {
    let description: String
}

/// A value handed to another thread that only that thread uses from then on.
struct HandedOver<Value>: @unchecked Sendable {
    let value: Value
}

enum ChildProcess {
    /// `name` itself when it has a slash, else the first executable of that name on `searchPath`
    /// (PATH's form); thrown when there is none, as swift-subprocess said it.
    static func executable(
        _ name: String, searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
    ) throws -> URL {
        if name.contains("/") { return URL(fileURLWithPath: name) }
        guard let found = VideoEncoder.executable(named: name, in: searchPath) else {
            throw LaunchFailure(description: "Executable \"\(name)\" is not found or cannot be executed.")
        }
        return URL(fileURLWithPath: found)
    }

    /// Why `error`, thrown by `Process.run`, kept the program from starting, in the system's words.
    static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }
}
