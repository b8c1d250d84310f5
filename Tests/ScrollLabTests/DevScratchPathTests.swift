import Foundation
import Testing

@testable import ScrollLabApp

/// `dev` builds in the build folder its program was built in (`swift run --scratch-path X NAME
/// dev`), so its first save does not compile ScrollLab again in the package's own `.build`.
@Suite struct DevScratchPathTests {
    /// A package folder with a build folder at `scratch` (relative) holding `NAME` under `TRIPLE/debug`.
    private func package(scratch: String) throws -> (package: String, executable: String, scratch: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dev-scratch-\(UUID().uuidString)")
        let folder = root.appendingPathComponent(scratch)
        let debug = folder.appendingPathComponent("x86_64-unknown-linux-gnu/debug")
        try FileManager.default.createDirectory(at: debug, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Proto"), withIntermediateDirectories: true)
        #expect(
            FileManager.default.createFile(
                atPath: folder.appendingPathComponent("workspace-state.json").path, contents: Data("{}".utf8)))
        let executable = debug.appendingPathComponent("Proto").path
        #expect(FileManager.default.createFile(atPath: executable, contents: Data()))
        return (root.appendingPathComponent("Proto").path, executable, folder.standardizedFileURL.path)
    }

    @Test func aProgramBuiltInAnotherBuildFolderBuildsThere() throws {
        let made = try package(scratch: "shared-build")
        #expect(DevCommand.scratchPath(ofExecutable: made.executable, package: made.package) == made.scratch)
    }

    @Test func aProgramBuiltInThePackagesOwnBuildFolderNeedsNoScratchPath() throws {
        let made = try package(scratch: "Proto/.build")
        #expect(DevCommand.scratchPath(ofExecutable: made.executable, package: made.package) == nil)
    }

    @Test func aProgramOutsideAnyBuildFolderNeedsNoScratchPath() {
        #expect(DevCommand.scratchPath(ofExecutable: "/usr/bin/true", package: "/tmp") == nil)
    }
}
