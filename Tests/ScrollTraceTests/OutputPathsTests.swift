import OutputFiles
import ScrollTrace
import Foundation
import Testing

/// Outputs are checked before a command runs: nothing overwrites an input or another output,
/// and an unwritable path is named with its reason.
@Suite struct OutputPathsTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("outputs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/trace.jsonl"))
    }

    private func problem(_ outputs: [(String, String)]) -> String? {
        do {
            try OutputPaths.check(
                outputs: outputs.map { ($0.0, $0.1) }, inputs: [(folder + "/trace.jsonl", "the trace")])
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func anOutputThatIsTheInputIsRefusedHoweverItIsSpelled() throws {
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/link.jsonl", withDestinationPath: folder + "/trace.jsonl")

        #expect(
            problem([(folder + "/trace.jsonl", "the log")])
                == "cannot write \(folder)/trace.jsonl: it is also the trace")
        #expect(problem([(folder + "/./sub/../trace.jsonl", "the log")])?.hasSuffix("it is also the trace") == true)
        #expect(problem([(folder + "/link.jsonl", "the log")])?.hasSuffix("it is also the trace") == true)
        #expect(FileManager.default.contents(atPath: folder + "/trace.jsonl") == Data("{}".utf8))
    }

    @Test func twoOutputsToOnePathAreRefused() {
        #expect(
            problem([(folder + "/a.png", "the log"), (folder + "/a.png", "a screenshot at 1 s")])
                == "cannot write \(folder)/a.png: it is also the log")
    }

    @Test func unwritablePlacesAreNamedWithTheirReason() {
        #expect(
            problem([("/nonexistent/dir/x.log", "the log")])
                == "cannot write /nonexistent/dir/x.log: the folder /nonexistent/dir does not exist")
        #expect(problem([(folder, "the log")]) == "cannot write \(folder): it is a folder")
        #expect(problem([("/proc/x.png", "a screenshot")]) == "cannot write /proc/x.png: No such file or directory")
    }

    @Test func aFIFOWithoutAReaderPassesWithoutBlockingAndStandardOutputIsNotTheTrace() throws {
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)

        #expect(problem([(folder + "/fifo", "the log")]) == nil)
        #expect(throws: Never.self) { try OutputPaths.check(outputs: [("-", "the log")], inputs: [("-", "the trace")]) }
    }

    @Test func aDanglingLinkIsJudgedByTheFileItWouldCreate() throws {
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/dangling.jsonl", withDestinationPath: "made.jsonl")

        #expect(problem([(folder + "/dangling.jsonl", "the log")]) == nil)
        #expect(OutputPaths.resolvingLinks(folder + "/dangling.jsonl") == folder + "/made.jsonl")
    }

    /// Issue 28, item 3: a dangling link is followed to the file it would create, so one that
    /// leads to another output is refused before anything runs, not at the end.
    @Test func aDanglingLinkToAnotherOutputIsRefusedUpFront() throws {
        try FileManager.default.createSymbolicLink(atPath: folder + "/shot.png", withDestinationPath: "log.jsonl")

        #expect(
            problem([(folder + "/log.jsonl", "the log"), (folder + "/shot.png", "a screenshot")])
                == "cannot write \(folder)/shot.png: it is also the log")
        #expect(!FileManager.default.fileExists(atPath: folder + "/log.jsonl"))
    }

    /// Issue 28, item 10: a loop of links says so, not "File exists".
    @Test func aLoopOfLinksIsNamedAsSuch() throws {
        try FileManager.default.createSymbolicLink(atPath: folder + "/one.jsonl", withDestinationPath: "two.jsonl")
        try FileManager.default.createSymbolicLink(atPath: folder + "/two.jsonl", withDestinationPath: "one.jsonl")

        #expect(
            problem([(folder + "/one.jsonl", "the log")])
                == "cannot write \(folder)/one.jsonl: too many levels of symbolic links (a loop of links)")
        #expect(
            throws: OutputError(
                path: folder + "/one.jsonl", reason: "too many levels of symbolic links (a loop of links)")
        ) {
            _ = try OutputDestination(path: folder + "/one.jsonl")
        }
    }

    /// `/dev/stdout` is standard output however it is spelled, so it is also `-`.
    @Test func theProcessOwnDescriptorsAreOutputsByNumber() {
        #expect(
            problem([("-", "the log"), ("/dev/stdout", "the frame stats")])
                == "cannot write /dev/stdout: it is also the log")
        #expect(
            problem([("/proc/self/fd/1", "the log"), ("/dev/fd/1", "the frame stats")])
                == "cannot write /dev/fd/1: it is also the log")
        #expect(problem([("/dev/fd/999", "the log")]) == "cannot write /dev/fd/999: descriptor 999 is not open")
    }

    @Test func writableOutputsPassAndLeaveNothingBehind() throws {
        #expect(problem([(folder + "/log.jsonl", "the log"), (folder + "/shot.png", "a screenshot")]) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["trace.jsonl"])
    }
}
