import ArgumentParser
import Foundation
import Screens
import ScrollSession
import Testing
@testable import ScrollLabApp

/// `scroll-lab init`: the files it writes, and what it refuses.
@Suite struct InitCommandTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `init` with `arguments`; the exit status it ends with (0: done).
    private func status(_ arguments: [String]) -> Int32 {
        do {
            var command = try ScrollLabApp.bind(ScreenCatalog.registry, name: "scroll-lab", demoOptions: true) {
                try ScrollLabCommand.parseAsRoot(["init"] + arguments)
            }
            try command.run()
            return 0
        } catch {
            return ScrollLabCommand.exitStatus(for: error)
        }
    }

    private func read(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func writesAPackageOnThisCheckoutWithAScreenItsTestsAndTheTwoCommands() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("my-feed")

        #expect(status([folder.path]) == 0)

        let manifest = try read(folder, "Package.swift")
        let checkout = try #require(InitCommand.builtFromCheckout)
        #expect(manifest.contains(".package(name: \"ScrollLab\", path: \"\(checkout)\")"))
        #expect(manifest.contains(".executable(name: \"my-feed\", targets: [\"my_feed\"])"))
        #expect(manifest.contains("\"ScrollLabTesting\""))
        #expect(
            try read(folder, "Sources/my_feed/main.swift").contains(
                "ScrollLabApp.main(screens: makeScreens(), name: \"my-feed\")"))
        #expect(
            try read(folder, "Sources/my_feedScreens/Screens.swift").contains(
                "public func makeScreens() -> ScreenRegistry"))
        #expect(
            try read(folder, "Sources/my_feedScreens/FeedScreen.swift").contains(
                "public final class FeedScreen: ViewController"))
        let tests = try read(folder, "Tests/my_feedTests/FeedScreenTests.swift")
        #expect(
            tests.contains("ScreenDriver(registry: makeScreens(), screen: \"feed\")")
                && tests.contains("assertScreenshot(of: driver"))
        let ignored = try read(folder, ".gitignore").split(separator: "\n")
        #expect(ignored.contains(".build/") && ignored.contains("Package.resolved"))
        let readme = try read(folder, "README.md")
        #expect(
            readme.contains("swift run --scratch-path \(checkout)/.build my-feed")
                && readme.contains("swift test --scratch-path \(checkout)/.build"))
        #expect(
            readme.contains("the checkout at `\(checkout)`") && !readme.contains("https://github.com/)"),
            "no placeholder link")
        // the checkout's pins, so a build on its build folder moves none of its dependencies, under
        // this manifest's origin hash, so SwiftPM takes them without resolving again
        let pins = try read(folder, "Package.resolved"),
            checkoutPins = try String(contentsOfFile: checkout + "/Package.resolved", encoding: .utf8)
        let hash = try #require(PrototypeTemplate.originHash(of: manifest))
        #expect(pins.contains("\"originHash\" : \"\(hash)\""))
        #expect(
            pins.split(separator: "\n").filter { !$0.contains("originHash") }
                == checkoutPins.split(separator: "\n").filter { !$0.contains("originHash") })
        // this checkout's manifest really is ScrollLab's
        #expect(
            try String(contentsOfFile: checkout + "/Package.swift", encoding: .utf8).contains("name: \"ScrollLab\""))
    }

    @Test func dependsByURLOnItsMainBranchOrAVersion() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }

        #expect(
            status([root.appendingPathComponent("a").path, "--scroll-lab", "https://example.com/scroll-lab.git"]) == 0)
        #expect(
            status([
                root.appendingPathComponent("b").path, "--name", "Proto", "--scroll-lab",
                "https://example.com/scroll-lab.git", "--from",
                "1.2.0",
            ]) == 0)

        #expect(
            try read(root.appendingPathComponent("a"), "Package.swift").contains(
                ".package(url: \"https://example.com/scroll-lab.git\", branch: \"main\")"))
        let readme = try read(root.appendingPathComponent("a"), "README.md")
        #expect(
            readme.contains("[ScrollLab](https://example.com/scroll-lab.git)") && !readme.contains("--scratch-path"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("a/Package.resolved").path))
        let versioned = try read(root.appendingPathComponent("b"), "Package.swift")
        #expect(versioned.contains(".package(url: \"https://example.com/scroll-lab.git\", from: \"1.2.0\")"))
        #expect(versioned.contains("name: \"Proto\""))
    }

    @Test func refusesAFolderThatIsNotEmptyAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "mine".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)

        #expect(status([folder.path, "--name", "proto"]) == 73)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
    }

    @Test func refusesANameSwiftCannotUseAndAVersionWithoutAURL() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }

        #expect(status([root.appendingPathComponent("9lives").path]) == 64)
        #expect(status([root.appendingPathComponent("x").path, "--name", "my feed"]) == 64)
        #expect(status([root.appendingPathComponent("y").path, "--from", "1.0.0"]) == 64)
        #expect(
            status([root.appendingPathComponent("z").path, "--scroll-lab", root.path]) == 64, "no Package.swift there")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    }

    @Test(arguments: [
        "Geometry", "ScrollUI", "Screens", "scroll-lab", "ArgumentParser", "SwiftSyntax", "snapshottesting", "Testing",
    ])
    func refusesANameThatCollidesWithAModuleOfThePackageGraph(name: String) throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }

        #expect(status([root.appendingPathComponent("p").path, "--name", name]) == 64)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    }

    @Test func refusesAFolderWithTheIdentityOfAPackageInTheGraph() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let checkout = try #require(InitCommand.builtFromCheckout)

        #expect(status([root.appendingPathComponent("a").path, "--name", "Proto_Lab"]) == 0)
        #expect(status([root.appendingPathComponent("swift-syntax").path]) == 64)
        #expect(status([root.appendingPathComponent(URL(fileURLWithPath: checkout).lastPathComponent).path]) == 64)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["a"])
    }

    @Test func refusesAPathOrURLThatCannotBeAStringLiteral() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }

        #expect(status([root.appendingPathComponent("a").path, "--scroll-lab", "/tmp/scroll\nlab"]) == 64)
        #expect(
            status([
                root.appendingPathComponent("b").path, "--scroll-lab", "https://example.com/x.git", "--from", "1.0\t",
            ]) == 64)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    }

    @Test func writesAllOrNothingAndARerunStartsClean() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("new/parents/proto")
        let files = PrototypeTemplate(name: "proto", dependency: .path("/x")).files
        var failing = PackageFolder(files: files)
        var count = 0
        failing.writeFile = { path, text in
            count += 1
            if count == 4 { throw PackageFolder.WriteError(path: path, reason: "No space left on device") }
            try PackageFolder.writeText(path, text)
        }

        #expect(throws: PackageFolder.WriteError.self) { try failing.write(to: folder) }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty, "no staged folder, no parent made")

        try PackageFolder(files: files).write(to: folder)
        let written = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        #expect(Set(written).isSuperset(of: files.keys))
    }

    /// Every module a build of this package made (its `NAME.build` folders, tests aside) is in
    /// the list `init` refuses, so the list cannot fall behind a new target or dependency. (A
    /// prototype or the example built on this build folder, `--scratch-path`, leaves its modules
    /// here too: a module whose sources are not this package's or its dependencies' checkouts'
    /// is not this graph's.)
    @Test func theTakenNamesCoverEveryModuleThisBuildMade() throws {
        let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let checkout = try #require(InitCommand.builtFromCheckout)
        func isOfThisGraph(_ folder: String) -> Bool {
            guard
                let sources = try? String(
                    contentsOfFile: buildFolder.appendingPathComponent(folder + "/sources").path, encoding: .utf8)
            else { return true }
            let own = ["Sources/", "Tests/", "Assets/", ".build/"].map { checkout + "/" + $0 }
            return sources.split(separator: "\n").allSatisfy { path in own.contains { path.hasPrefix($0) } }
        }
        let folders = try FileManager.default.contentsOfDirectory(atPath: buildFolder.path).filter {
            $0.hasSuffix(".build") && isOfThisGraph($0)
        }
        let modules = folders.map { String($0.dropLast(".build".count)) }
            .map { $0.hasSuffix("-tool") ? String($0.dropLast("-tool".count)) : $0 }
            .filter { !$0.hasSuffix("Tests") && !$0.hasSuffix("PackageDiscoveredTests") }
        try #require(modules.contains("ScrollUI"), "found the build folder \(buildFolder.path)")

        let missing = modules.filter { !PrototypeTemplate.takenNames.contains($0) }
        #expect(missing.isEmpty, "init would accept these module names: \(missing)")
    }

    @Test func theOriginHashIsTheManifestsSHA256() {
        #expect(
            PrototypeTemplate.originHash(of: "") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            PrototypeTemplate.originHash(of: "abc")
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // 1,000 bytes: sixteen blocks, the length in the last one's two words
        #expect(
            PrototypeTemplate.originHash(of: String(repeating: "a", count: 1000))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}
