import Foundation
import Testing

@testable import ScrollLabApp

/// `dev`'s build run as a child: its status and output in the words `dev` shows, a missing
/// program named, and its working folder the package's.
@Suite struct DevBuildTests {
    private func run(_ command: [String]) throws -> DevBuild.Outcome {
        try DevBuild(command: command, folder: FileManager.default.temporaryDirectory.path).run()
    }

    @Test func aFailedBuildWithoutOutputSaysHowItEnded() throws {
        let exited = try run(["sh", "-c", "exit 3"])
        #expect(!exited.succeeded)
        #expect(exited.error == "the build failed (exited(3))")
        let killed = try run(["sh", "-c", "kill -9 $$"])
        #expect(killed.error == "the build failed (signaled(9))")
    }

    @Test func theOutputAndTheErrorsAreOneTextAndACompilerErrorIsFound() throws {
        let outcome = try run([
            "sh", "-c", "echo building; echo '/p/Sources/A.swift:7:3: error: no' >&2; pwd; exit 1",
        ])
        #expect(outcome.output.hasPrefix("building\n/p/Sources/A.swift:7:3: error: no\n"), "\(outcome.output)")
        let folder = outcome.output.split(separator: "\n").last.map(String.init) ?? ""
        #expect(
            URL(fileURLWithPath: folder).resolvingSymlinksInPath()
                == FileManager.default.temporaryDirectory.resolvingSymlinksInPath())
        #expect(outcome.error == "A.swift:7: no")
    }

    @Test func aProgramNotOnThePathIsNamed() throws {
        #expect {
            _ = try run(["no-such-build-tool-\(UUID().uuidString.prefix(8))"])
        } throws: { error in
            "\(error)".hasPrefix("Executable \"no-such-build-tool-")
                && "\(error)".hasSuffix("\" is not found or cannot be executed.")
        }
    }
}
