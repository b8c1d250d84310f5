import ArgumentParser
import Foundation
import ScrollTrace

/// `scroll-lab init DIR`: a new package with a prototype of one's own — one screen, its tests,
/// and the two commands to run them — depending on ScrollLab by path (this checkout) or by URL.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a new prototype package: one screen, a behaviour test and a screenshot test.",
        discussion: """
            DIR must be empty or new. The package depends on ScrollLab by path to the checkout \
            this scroll-lab was built from, or on --scroll-lab: a path, or a git URL (its branch \
            main, or --from VERSION). Then, in DIR: `swift run NAME` opens the window, \
            `swift test` runs the tests (the screenshot's golden is recorded on the first run); \
            on a checkout, `--scratch-path CHECKOUT/.build` builds on the checkout's own build.
            """)

    @Argument(help: "The folder to write the package to (created if missing; must be empty).")
    var directory: String

    @Option(help: "The package and executable name (letters, digits, - and _; default: the folder's name).")
    var name: String?

    @Option(
        name: .customLong("scroll-lab"), help: "ScrollLab to depend on: a path or a git URL (default: this checkout).")
    var scrollLab: String?

    @Option(help: "With a URL for --scroll-lab: the version to depend on (from: VERSION); default: its branch main.")
    var from: String?

    /// The checkout this binary was built from, when it still holds ScrollLab's package.
    static var builtFromCheckout: String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let manifest = root.appendingPathComponent("Package.swift").path
        guard let text = try? String(contentsOfFile: manifest, encoding: .utf8), text.contains("name: \"ScrollLab\"")
        else { return nil }
        return root.path
    }

    func validate() throws {
        let name = packageName
        guard PrototypeTemplate.isValidName(name) else {
            throw ValidationError(
                "the name \(quoted(name)) must start with a letter and hold only letters, digits, - and _ (pass --name)"
            )
        }
        if let (own, taken) = PrototypeTemplate(name: name, dependency: .path("")).collision {
            let what =
                own == name ? "the name \(quoted(name))" : "the module \(quoted(own)) of the name \(quoted(name))"
            throw ValidationError(
                "\(what) collides with the module or product \(quoted(taken)) of ScrollLab, its dependencies or Swift, and SwiftPM refuses two of one name (pass --name)"
            )
        }
        for (value, option) in [(scrollLab, "--scroll-lab"), (from, "--from")] {
            if let value, let problem = PrototypeTemplate.literalProblem(value, option: option) {
                throw ValidationError(problem)
            }
        }
        if from != nil, scrollLab.map(PrototypeTemplate.isURL) != true {
            throw ValidationError("--from needs --scroll-lab with a git URL")
        }
    }

    var packageName: String {
        name ?? URL(fileURLWithPath: directory).standardizedFileURL.lastPathComponent
    }

    func run() throws {
        let dependency = try chosenDependency()
        let folder = URL(fileURLWithPath: directory).standardizedFileURL
        try checkIdentity(of: folder, beside: dependency)
        try checkEmpty(folder)
        var template = PrototypeTemplate(name: packageName, dependency: dependency)
        if case .path(let checkout) = dependency {
            template.resolvedPins = try? String(
                contentsOfFile: (checkout as NSString).appendingPathComponent("Package.resolved"), encoding: .utf8)
        }
        let files = template.files
        do {
            try PackageFolder(files: files).write(to: folder)
        } catch let error as PackageFolder.WriteError {
            throw CommandFailure(
                message:
                    "\(ScrollLabApp.name): cannot write \(error.path): \(error.reason); nothing was written",
                exitStatus: ExitStatus.cannotCreate)
        }
        let scratch = template.sharedScratch.map { " --scratch-path \($0)" } ?? ""
        print(
            """
            Wrote \(packageName) to \(folder.path) (\(files.count) files). Next:
              cd \(folder.path)
              swift run\(scratch) \(packageName)    # the window (or: … \(packageName) replay TRACE)
              swift test\(scratch)    # the behaviour test and the screenshot test
            """
                + (scratch.isEmpty
                    ? "" : "\n(--scratch-path builds on the checkout's build, in seconds: see the README)"))
    }

    /// ScrollLab as the prototype depends on it: `--scroll-lab`'s URL or checkout, else the
    /// checkout this scroll-lab was built from.
    private func chosenDependency() throws -> PrototypeTemplate.Dependency {
        if let scrollLab, PrototypeTemplate.isURL(scrollLab) { return .url(scrollLab, from: from) }
        guard let path = scrollLab ?? Self.builtFromCheckout else {
            throw CommandFailure(
                message:
                    "\(ScrollLabApp.name): this scroll-lab was not built from a checkout it can find; pass --scroll-lab PATH_OR_URL",
                exitStatus: ExitStatus.usage)
        }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: (absolute as NSString).appendingPathComponent("Package.swift"))
        else {
            throw CommandFailure(
                message:
                    "\(ScrollLabApp.name): --scroll-lab \(path): no Package.swift there (give ScrollLab's checkout or a git URL)",
                exitStatus: ExitStatus.usage)
        }
        return .path(absolute)
    }

    /// Refuses a folder whose name is the identity of ScrollLab's package or of one it depends
    /// on: SwiftPM refuses two packages of one identity.
    private func checkIdentity(of folder: URL, beside dependency: PrototypeTemplate.Dependency) throws {
        let identity = PrototypeTemplate.identity(of: folder.path)
        let scrollLabIdentity = PrototypeTemplate.identity(of: dependency.location)
        guard identity == scrollLabIdentity || PrototypeTemplate.dependencyIdentities.contains(identity) else { return }
        let owner =
            identity == scrollLabIdentity
            ? "ScrollLab's package (\(dependency.location))" : "a package ScrollLab depends on"
        throw CommandFailure(
            message:
                "\(ScrollLabApp.name): the folder name \(quoted(folder.lastPathComponent)) is the identity of \(owner), and SwiftPM refuses two packages of one identity; choose another folder",
            exitStatus: ExitStatus.usage)
    }

    /// Refuses a folder that exists and holds anything, or a file in its place.
    private func checkEmpty(_ folder: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            throw CommandFailure(
                message: "\(ScrollLabApp.name): cannot write \(folder.path): a file is in the way",
                exitStatus: ExitStatus.cannotCreate)
        }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard contents.isEmpty else {
            throw CommandFailure(
                message:
                    "\(ScrollLabApp.name): cannot write \(folder.path): the folder is not empty (\(contents.count) entries); give a new or empty folder",
                exitStatus: ExitStatus.cannotCreate)
        }
    }
}
