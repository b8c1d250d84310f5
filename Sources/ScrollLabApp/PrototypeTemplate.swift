import Foundation

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
        guard let first = name.unicodeScalars.first, CharacterSet.letters.contains(first), name.count <= 64 else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }
    }

    static func isURL(_ text: String) -> Bool {
        text.contains("://") || text.hasPrefix("git@")
    }

    /// The module name: the name with `-` as `_`.
    var module: String { name.replacingOccurrences(of: "-", with: "_") }

    /// Relative path → contents.
    var files: [String: String] {
        [
            "Package.swift": manifest,
            "Sources/\(module)Screens/FeedScreen.swift": screen,
            "Sources/\(module)/main.swift": main,
            "Tests/\(module)Tests/FeedScreenTests.swift": tests,
            "Tests/\(module)Tests/__Snapshots__/README.md": "The screenshot tests' goldens, recorded by their first run; commit them.\n",
            ".gitignore": ".build/\nPackage.resolved\n.swiftpm/\n*.actual.png\n*.diff.png\n",
            "README.md": readme,
        ]
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
                // The screens, in a library so the tests can drive them.
                .target(name: "\(module)Screens", dependencies: [
                    .product(name: "Geometry", package: scrollLab),
                    .product(name: "ScrollUI", package: scrollLab),
                ]),
                // The app: the whole scroll-lab command line (run, replay, screens, …) for these screens.
                .executableTarget(name: "\(module)", dependencies: [
                    "\(module)Screens",
                    .product(name: "ScrollUI", package: scrollLab),
                    .product(name: "ScrollLabApp", package: scrollLab),
                ]),
                .testTarget(name: "\(module)Tests", dependencies: [
                    "\(module)Screens",
                    .product(name: "Geometry", package: scrollLab),
                    .product(name: "ScrollUI", package: scrollLab),
                    .product(name: "ScrollLabTesting", package: scrollLab),
                ], exclude: ["__Snapshots__"]),
            ]
        )

        """
    }

    private var screen: String {
        """
        import Geometry
        import ScrollUI

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
    }

    private var main: String {
        """
        import \(module)Screens
        import ScrollLabApp
        import ScrollUI

        // Every screen of the prototype, by name: `swift run \(name) screens` lists them,
        // `swift run \(name) --screen NAME` opens one, `swift run \(name) replay TRACE` replays a recording.
        var screens = ScreenRegistry(root: "feed")
        screens.register("feed", summary: "A list with a collapsing large title") { _ in FeedScreen() }
        ScrollLabApp.main(screens: screens)

        """
    }

    private var tests: String {
        """
        import Geometry
        import \(module)Screens
        import ScrollLabTesting
        import ScrollUI
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
                let driver = ScreenDriver(FeedScreen())
                try driver.runUntilAtRest()

                // recorded on the first run; then compared (SNAPSHOT_TESTING_RECORD=all re-records)
                assertScreenshot(of: driver, named: "feed")
            }
        }

        """
    }

    private var readme: String {
        """
        # \(name)

        A prototype on [ScrollLab](https://github.com/) — iOS-style scrolling and gestures on Linux.

        ```
        swift run \(name)     # opens the window (F1: keys; F2: gesture overlay; F3: frame HUD)
        swift test            # the behaviour test and the screenshot test
        ```

        Record what you do in the window and replay it headlessly, with screenshots and a state log:

        ```
        swift run \(name) run --record feed.jsonl
        swift run \(name) replay feed.jsonl --screenshot 1:feed.png --log feed-log.jsonl
        ```

        The screen is `Sources/\(module)Screens/FeedScreen.swift`; register more in
        `Sources/\(module)/main.swift`. The first `swift test` records the screenshot's golden in
        `Tests/\(module)Tests/__Snapshots__/`; `SNAPSHOT_TESTING_RECORD=all swift test` records it
        again on purpose.

        """
    }
}
