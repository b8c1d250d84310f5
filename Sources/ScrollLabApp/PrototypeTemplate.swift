import Foundation
import ScrollSession

/// The files of a new prototype package (`scroll-lab init`): one screen in a library of its
/// own, an executable that registers it, its tests, a `.gitignore` and a README.
struct PrototypeTemplate {
    /// How the package depends on ScrollLab.
    enum Dependency {
        case path(String)
        case url(String, from: String?)

        /// The path or URL depended on.
        var location: String {
            switch self {
            case .path(let path), .url(let path, _): path
            }
        }

        var manifestLine: String {
            switch self {
            case .path(let path): ".package(name: \"ScrollLab\", path: \(literal(path)))"
            case .url(let url, let version?): ".package(url: \(literal(url)), from: \(literal(version)))"
            case .url(let url, nil): ".package(url: \(literal(url)), branch: \"main\")"
            }
        }

        private func literal(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
    }

    let name: String
    let dependency: Dependency

    /// A name SwiftPM and Swift accept for the package, its executable and (with `-` as `_`) its modules.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, CharacterSet.letters.contains(first), name.count <= 64 else {
            return false
        }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_")
        }
    }

    static func isURL(_ text: String) -> Bool {
        text.contains("://") || text.hasPrefix("git@")
    }

    /// The module name: the name with `-` as `_`.
    var module: String { name.replacingOccurrences(of: "-", with: "_") }

    /// ScrollLab's `Package.resolved`, written beside the manifest so the prototype resolves the
    /// same versions as the checkout it depends on (and can share its build, see the README).
    var resolvedPins: String?

    /// Relative path → contents.
    var files: [String: String] {
        var files = [
            "Package.swift": manifest,
            "Sources/\(module)Screens/FeedScreen.swift": Self.screen,
            "Sources/\(module)Screens/Screens.swift": registry,
            "Sources/\(module)/main.swift": main,
            "Tests/\(module)Tests/FeedScreenTests.swift": tests,
            "Tests/\(module)Tests/__Snapshots__/README.md":
                "The screenshot tests' goldens, recorded by their first run; commit them.\n",
            ".gitignore": ".build/\nPackage.resolved\n.swiftpm/\n*.actual.png\n*.diff.png\n",
            "README.md": readme,
        ]
        files["Package.resolved"] = resolvedPins.flatMap(pinnedForThisManifest)
        return files
    }

    /// `pins` with the origin hash of this package's manifest (SwiftPM's `originHash` is the
    /// SHA-256 of the root manifest): SwiftPM then takes the pins as they are, without resolving
    /// the graph again, and keeps the checkout's dependencies, plugins included, where they are.
    /// Nil when the hash cannot be computed: pins under another manifest's hash would make SwiftPM
    /// resolve again in the shared build folder.
    private func pinnedForThisManifest(_ pins: String) -> String? {
        guard let key = pins.range(of: "\"originHash\" : \""),
            let end = pins[key.upperBound...].firstIndex(of: "\""),
            let hash = Self.originHash(of: manifest)
        else { return nil }
        return pins.replacingCharacters(in: key.upperBound..<end, with: hash)
    }

    /// The scratch folder of the checkout depended on by path, whose build a prototype can share;
    /// nil for a dependency by URL.
    var sharedScratch: String? {
        guard case .path(let path) = dependency else { return nil }
        return (path as NSString).appendingPathComponent(".build")
    }

    private var manifest: String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let scrollLab = "ScrollLab"

        let package = Package(
            name: "\(name)",
            products: [
                .executable(name: "\(name)", targets: ["\(module)"]),
            ],
            dependencies: [
                \(dependency.manifestLine),
            ],
            targets: [
                // The screens and their registry (`makeScreens()`), in a library so the tests can drive them.
                .target(name: "\(module)Screens", dependencies: [
                    .product(name: "ScrollLabKit", package: scrollLab),
                ]),
                // The app: the whole scroll-lab command line (run, replay, screens, …) for these screens.
                .executableTarget(name: "\(module)", dependencies: [
                    "\(module)Screens",
                    .product(name: "ScrollLabApp", package: scrollLab),
                ]),
                .testTarget(name: "\(module)Tests", dependencies: [
                    "\(module)Screens",
                    .product(name: "ScrollLabTesting", package: scrollLab),
                ], exclude: ["__Snapshots__"]),
            ]
        )

        """
    }

    /// The feed screen's source (the same for every prototype: it names nothing of the package).
    private static let screen =
        """
        import ScrollLabKit

        /// A list under a large title that collapses into the navigation bar as the list
        /// scrolls up, as UIKit's large titles do.
        public final class FeedScreen: ViewController, ScrollViewDelegate {
            /// The large title's height, in points: scrolled past it, the title moves to the bar.
            public static let largeTitleHeight = 52.0
            public let list = ListView(name: "feed", rowCount: 24, height: { _ in 64 }) { row in
                ListView.Row(title: "Item \\(row + 1)", subtitle: row == 0 ? "Scroll up: the title moves to the bar" : "A row of the feed")
            }
            private let largeTitle = Label("Feed", font: .largeTitle, name: "feed.largeTitle")

            public init() {
                super.init(title: "", name: "feed.screen")
                list.contentInset.top = Self.largeTitleHeight
                list.contentOffset.y = -Self.largeTitleHeight
                list.delegate = self
                [list, largeTitle].forEach(view.addSubview)
            }

            /// How far the large title has collapsed, 0 (shown) … 1 (in the bar).
            public var collapse: Double {
                min(max((list.contentOffset.y + Self.largeTitleHeight) / Self.largeTitleHeight, 0), 1)
            }

            public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("feed", list)] }

            public override func layoutView() {
                list.frame = view.bounds
                placeTitle()
            }

            public func scrollViewDidScroll(_ scrollView: ScrollView) {
                placeTitle()
            }

            /// The large title rides on the content and fades; the bar's title appears once it has gone.
            private func placeTitle() {
                largeTitle.frame = Rect(x: 20, y: -list.contentOffset.y - Self.largeTitleHeight + 4, width: view.bounds.width - 40, height: 44)
                largeTitle.alpha = 1 - collapse
                let barTitle = collapse >= 1 ? "Feed" : ""
                if title != barTitle {
                    title = barTitle
                    navigationController?.layout()
                }
            }
        }

        """

    private var registry: String {
        """
        import ScrollLabKit

        /// Every screen of the prototype, by name: `swift run \(name) screens` lists them,
        /// `swift run \(name) --screen NAME` opens one, and the tests drive them by name too
        /// (`ScreenDriver(registry: makeScreens(), screen: "feed")`).
        public func makeScreens() -> ScreenRegistry {
            var screens = ScreenRegistry(root: "feed")
            screens.register("feed", summary: "A list with a collapsing large title") { _ in FeedScreen() }
            return screens
        }

        """
    }

    private var main: String {
        """
        import \(module)Screens
        import ScrollLabApp

        // The command line for the prototype's screens: `swift run \(name)` opens the window,
        // `swift run \(name) replay TRACE` replays a recording, `swift run \(name) --help` says the rest.
        ScrollLabApp.main(screens: makeScreens(), name: "\(name)")

        """
    }

    private var tests: String {
        """
        import \(module)Screens
        import ScrollLabTesting
        import Testing

        @Suite struct FeedScreenTests {
            @Test func aFlingScrollsTheListAndMovesTheTitleToTheBar() throws {
                let screen = FeedScreen()
                let driver = ScreenDriver(screen)

                driver.fling(from: Point(x: 200, y: 700), velocity: Point(x: 0, y: -1500))
                try driver.runUntilAtRest()  // the invariants are checked on every frame

                #expect(screen.list.contentOffset.y > 200)
                #expect(screen.collapse == 1)
                #expect(screen.title == "Feed")
                #expect(driver.callbacks("feed").last == .didEndDecelerating)
            }

            @Test func theScreenAsItOpens() throws {
                let driver = try #require(ScreenDriver(registry: makeScreens(), screen: "feed"))  // as `swift run \(name)` opens it
                try driver.runUntilAtRest()

                // recorded on the first run; then compared (SNAPSHOT_TESTING_RECORD=all re-records)
                assertScreenshot(of: driver, named: "feed")
            }
        }

        """
    }
}
