import ScrollTrace
import Foundation
import Testing
import ScrollUI

/// Outputs are checked before a command runs: nothing overwrites an input or another output,
/// and an unwritable path is named with its reason.
@Suite struct OutputPathsTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("outputs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder + "/trace.jsonl", contents: Data("{}".utf8))
    }

    private func problem(_ outputs: [(String, String)]) -> String? {
        do {
            try OutputPaths.check(outputs: outputs.map { ($0.0, $0.1) }, inputs: [(folder + "/trace.jsonl", "the trace")])
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func anOutputThatIsTheInputIsRefusedHoweverItIsSpelled() throws {
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.jsonl", withDestinationPath: folder + "/trace.jsonl")

        #expect(problem([(folder + "/trace.jsonl", "the log")]) == "cannot write \(folder)/trace.jsonl: it is also the trace")
        #expect(problem([(folder + "/./sub/../trace.jsonl", "the log")])?.hasSuffix("it is also the trace") == true)
        #expect(problem([(folder + "/link.jsonl", "the log")])?.hasSuffix("it is also the trace") == true)
        #expect(FileManager.default.contents(atPath: folder + "/trace.jsonl") == Data("{}".utf8))
    }

    @Test func twoOutputsToOnePathAreRefused() {
        #expect(problem([(folder + "/a.png", "the log"), (folder + "/a.png", "a screenshot at 1 s")])
                == "cannot write \(folder)/a.png: it is also the log")
    }

    @Test func unwritablePlacesAreNamedWithTheirReason() {
        #expect(problem([("/nonexistent/dir/x.log", "the log")]) == "cannot write /nonexistent/dir/x.log: the folder /nonexistent/dir does not exist")
        #expect(problem([(folder, "the log")]) == "cannot write \(folder): it is a folder")
        #expect(problem([("/proc/x.png", "a screenshot")]) == "cannot write /proc/x.png: No such file or directory")
    }

    @Test func aFIFOWithoutAReaderPassesWithoutBlockingAndStandardOutputIsNotTheTrace() throws {
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)

        #expect(problem([(folder + "/fifo", "the log")]) == nil)
        #expect(throws: Never.self) { try OutputPaths.check(outputs: [("-", "the log")], inputs: [("-", "the trace")]) }
    }

    @Test func aDanglingLinkIsJudgedByTheFileItWouldCreate() throws {
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling.jsonl", withDestinationPath: "made.jsonl")

        #expect(problem([(folder + "/dangling.jsonl", "the log")]) == nil)
        #expect(OutputPaths.resolvingLinks(folder + "/dangling.jsonl") == folder + "/made.jsonl")
    }

    @Test func writableOutputsPassAndLeaveNothingBehind() throws {
        #expect(problem([(folder + "/log.jsonl", "the log"), (folder + "/shot.png", "a screenshot")]) == nil)
        #expect(!FileManager.default.fileExists(atPath: folder + "/log.jsonl"))
    }
}
