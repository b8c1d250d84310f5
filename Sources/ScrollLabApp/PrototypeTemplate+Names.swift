import Foundation

extension PrototypeTemplate {
    /// Module and product names already taken in a prototype's package graph: ScrollLab's own
    /// targets and products, and those of the packages it depends on (swift-argument-parser,
    /// swift-subprocess with swift-system, Yams, swift-snapshot-testing with swift-custom-dump,
    /// xctest-dynamic-overlay and swift-syntax, swift-docc-plugin with SymbolKit). SwiftPM refuses a graph where two modules share a name,
    /// so a prototype whose executable, `…Screens` or `…Tests` module is one of these cannot load.
    /// `InitCommandTests` checks this list against the modules a build of this package makes.
    static let takenNames: Set<String> = [
        // ScrollLab
        "Geometry", "ScrollPhysics", "Gestures", "ScrollUI", "ScrollTrace", "ScrollSession", "CSDL2", "CSDL2_ttf",
        "CSDL2_image",
        "CX11Events", "CWaylandEvents", "CEventRing", "SDLRender", "SDLBackend", "ScrollLabAssets", "Screens",
        "ScrollLabApp",
        "ScrollLab", "ScrollLabKit", "ScrollLabDriver", "ScrollLabTesting", "TestSupport", "scroll-lab", "scroll_lab",
        "DeviceRecordings",
        "OutputFiles",
        // Yams (scroll-lab import)
        "Yams", "CYaml",
        // swift-subprocess and swift-system (replay --video's ffmpeg)
        "Subprocess", "_SubprocessCShims", "SystemPackage", "CSystem",
        // swift-argument-parser
        "ArgumentParser", "ArgumentParserToolInfo", "ArgumentParserTestHelpers", "generate-manual", "generate_manual",
        "generate-docc-reference", "generate_docc_reference", "GenerateManual", "GenerateDoccReference",
        // swift-snapshot-testing, swift-custom-dump, xctest-dynamic-overlay
        "SnapshotTesting", "InlineSnapshotTesting", "SnapshotTestingCustomDump", "CustomDump",
        "IssueReporting", "IssueReportingTestSupport", "IssueReportingPackageSupport", "XCTestDynamicOverlay",
        // swift-docc-plugin, swift-docc-symbolkit
        "Swift-DocC", "Swift-DocC Preview", "SwiftDocCPluginUtilities", "Snippets", "snippet-extract",
        "snippet_extract",
        "SymbolKit",
        // swift-syntax
        "SwiftBasicFormat", "SwiftCompilerPlugin", "SwiftCompilerPluginMessageHandling", "SwiftDiagnostics",
        "SwiftIDEUtils", "SwiftIfConfig", "SwiftWarningControl", "SwiftLexicalLookup", "SwiftLibraryPluginProvider",
        "SwiftOperators", "SwiftParser", "SwiftParserDiagnostics", "SwiftRefactor", "SwiftSyntax",
        "SwiftSyntaxBuilder", "SwiftSyntaxMacros", "SwiftSyntaxMacroExpansion", "SwiftSyntaxMacrosTestSupport",
        "SwiftSyntaxMacrosGenericTestSupport", "_SwiftCompilerPluginMessageHandling", "_SwiftLibraryPluginProvider",
        "_SwiftSyntaxGenericTestSupport", "_SwiftSyntaxCShims", "_SwiftLibraryPluginProviderCShims",
        "_InstructionCounter", "_SwiftSyntaxDynamic", "SwiftSyntax509", "SwiftSyntax510", "SwiftSyntax600",
        "SwiftSyntax601", "SwiftSyntax602", "SwiftSyntax603",
        // Swift's own modules a prototype imports
        "Foundation", "FoundationEssentials", "Testing", "XCTest", "Dispatch", "Glibc", "Swift", "_Concurrency",
    ]

    /// The identities of the packages in a prototype's graph besides ScrollLab (whose identity is
    /// its checkout's folder name or its URL's last part): a prototype in a folder of one of
    /// these names would have the same identity, which SwiftPM refuses.
    static let dependencyIdentities: Set<String> = [
        "swift-argument-parser", "swift-snapshot-testing", "yams", "swift-custom-dump", "xctest-dynamic-overlay",
        "swift-syntax", "swift-docc-plugin", "swift-docc-symbolkit", "swift-subprocess",
        "swift-system",
    ]

    /// The package identity SwiftPM gives `folder` or a dependency on `dependency`: the last path
    /// component (without `.git`), lowercased.
    static func identity(of location: String) -> String {
        var last = URL(fileURLWithPath: location).standardizedFileURL.lastPathComponent
        if isURL(location) { last = location.split(separator: "/").last.map(String.init) ?? location }
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }

    /// The modules and products a prototype called `name` adds to the graph.
    var ownNames: [String] { [name, module, "\(module)Screens", "\(module)Tests"] }

    /// The first of this prototype's names already taken in the graph (compared ignoring case,
    /// as a case-insensitive file system would), with the name it collides with.
    var collision: (own: String, taken: String)? {
        let taken = Dictionary(Self.takenNames.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        for own in ownNames { if let match = taken[own.lowercased()] { return (own, match) } }
        return nil
    }

    /// Why `text` cannot be written into `Package.swift` as a string literal for `option`, or nil
    /// when it can: control characters (a line feed, a tab, …) are refused, not escaped.
    static func literalProblem(_ text: String, option: String) -> String? {
        guard
            let bad = text.unicodeScalars.first(where: {
                $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
            })
        else { return nil }
        let code = String(bad.value, radix: 16, uppercase: true)
        return
            "\(option) holds the control character U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code); give a path or URL without one"
    }
}
