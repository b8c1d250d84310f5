import Foundation
import Testing

/// `scroll-lab` as a process: missing assets and interruption (issue 20, items 2 and 3), the
/// pixel limit reached by a resize in the trace (issue 28, item 1).
@Suite(.serialized) struct ProcessTests {
    /// The `scroll-lab` built beside this test bundle.
    static let binary: String = {
        let folder = Bundle.main.executableURL!.resolvingSymlinksInPath().deletingLastPathComponent()
        return folder.appendingPathComponent("scroll-lab").path
    }()

    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("process-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func start(_ arguments: [String], environment: [String: String] = [:]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return (process, errors)
    }

    private func writeTrace(events: Int) throws -> String {
        var text = #"{"trace":1,"screen":"list","width":390,"height":844}"# + "\n"
        for index in 0..<events {
            let step = index % 300, phase = step == 0 ? "began" : step == 299 ? "ended" : "moved"
            text +=
                #"{"t":\#(Double(index) / 1000),"type":"touch","phase":"\#(phase)","id":\#(index / 300 + 1),"x":200,"y":\#(760 - 2 * step)}"#
                + "\n"
        }
        let path = folder + "/trace.jsonl"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func missingAssetsAreAnErrorNamingThePathsSearchedInEveryCommand() throws {
        let trace = try writeTrace(events: 10)

        for arguments in [["replay", trace, "--screenshot", "0.1:a.png"], ["run", "--seconds", "0.1"]] {
            let (process, errors) = try start(arguments, environment: ["SCROLLLAB_ASSETS": folder + "/nowhere"])
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()

            #expect(process.terminationStatus == 66)
            #expect(message.contains("missing asset: the Fonts and Images folders (searched \(folder)/nowhere;"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/a.png"))
    }

    @Test func sigtermMidReplayRemovesEveryStagedFileSaysSoAndExits143() throws {
        let trace = try writeTrace(events: 300_000)
        let (process, errors) = try start(["replay", trace, "--log", "log.jsonl", "--screenshot", "0.5:a.png"])
        // Waits for the screenshot written into its staged file: the check that the folder is
        // writable also makes (and removes) an empty `.a.png.XXXXXX` before anything is staged.
        while try !writtenStagedFile(prefix: ".a.png."), process.isRunning { usleep(2000) }

        process.terminate()  // SIGTERM
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 143)
        #expect(message.contains("scroll-lab: interrupted by SIGTERM; removed "))
        #expect(message.contains("(staged for a.png)") && message.contains("(staged for log.jsonl)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["trace.jsonl"])
    }

    /// Whether a file named `prefix…` in the folder has bytes in it.
    private func writtenStagedFile(prefix: String) throws -> Bool {
        try FileManager.default.contentsOfDirectory(atPath: folder).contains { name in
            let size = (try? FileManager.default.attributesOfItem(atPath: folder + "/" + name))?[.size] as? Int ?? 0
            return name.hasPrefix(prefix) && size > 0
        }
    }

    /// Issue 28, item 10: a closed standard input (or output) is named, not "Invalid argument"
    /// read from whatever the process opened next.
    @Test func aClosedStandardInputOrOutputIsNamed() throws {
        let trace = try writeTrace(events: 10)
        for (redirect, arguments, status, text) in [
            ("<&-", "replay -", Int32(65), "stdin: standard input is closed"),
            (">&-", "replay \(trace) --log -", 73, "scroll-lab: cannot write -: standard output is closed"),
        ] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec \"$0\" \(arguments) \(redirect)", Self.binary]
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()

            #expect(process.terminationStatus == status, "\(redirect)")
            #expect(message == text + "\n", "\(redirect)")
        }
    }

    /// Issue 28, item 1: a resize that takes a later screenshot past 16,384 pixels a side crashed
    /// (exit 139 or 134, `.partial` files left) after an earlier screenshot, and was exit 73
    /// without a line otherwise.
    @Test func aResizePastThePixelLimitIsABadArgumentNamingItsLineAndLeavesNothing() throws {
        let trace = folder + "/trace.jsonl"
        try """
        {"trace":1,"screen":"list","width":390,"height":844}
        {"t":0.1,"type":"touch","phase":"began","id":1,"x":200,"y":700}
        {"t":0.2,"type":"touch","phase":"moved","id":1,"x":200,"y":600}
        {"t":0.3,"type":"touch","phase":"ended","id":1,"x":200,"y":500}
        {"t":1.5,"type":"resize","width":5000,"height":5000}
        {"t":2,"type":"end"}

        """.write(toFile: trace, atomically: true, encoding: .utf8)

        for shots in [["0.5:a.png", "1.9:b.png"], ["1.9:b.png"]] {
            let (process, errors) = try start(
                ["replay", trace, "--scale", "4", "--log", "log.jsonl"] + shots.flatMap { ["--screenshot", $0] })
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()

            #expect(process.terminationStatus == 64, "\(shots): \(message)")
            #expect(
                message.hasPrefix(
                    "\(trace):5: this resize to 5000x5000 points makes the screenshot at 1.9 s (b.png) 20000x20000 pixels at --scale 4; a side may have at most 16384\n"
                ), "\(message)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["trace.jsonl"])
        }
    }

    /// Issue 32, item 7: a failure is printed once, by the command's `main`, with its status.
    @Test(
        arguments: [
            (["replay", "missing.jsonl"], 65), (["replay", "BAD", "--log", "BAD"], 73),
            (["compare", "a.png", "b.png"], 66),
            (["init", "trace.jsonl/x"], 73),
        ] as [([String], Int32)])
    func aFailureIsOneLineOnStandardErrorWithItsStatus(arguments: [String], status: Int32) throws {
        try "{}".write(toFile: folder + "/BAD", atomically: true, encoding: .utf8)
        _ = try writeTrace(events: 3)
        let (process, errors) = try start(arguments)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == status, "\(arguments): \(message)")
        #expect(message.split(separator: "\n").count == 1, "\(arguments): \(message)")
    }
}
