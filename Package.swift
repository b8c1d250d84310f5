// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ScrollLab",
    products: [
        // The toolkit in one import, for a screen: everything below but the renderer and the window.
        .library(name: "ScrollLabKit", targets: ["ScrollLabKit"]),
        // The toolkit: geometry, physics, gestures, views, scroll views, lists, nested scrolling, navigation.
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
        .library(name: "Gestures", targets: ["Gestures"]),
        .library(name: "ScrollUI", targets: ["ScrollUI"]),
        // Traces, replay and the state log: the public contract of ScrollTrace.docc.
        .library(name: "ScrollTrace", targets: ["ScrollTrace"]),
        // A running app in that format: its state log written frame by frame, a recorded session resumed.
        .library(name: "ScrollSession", targets: ["ScrollSession"]),
        // The renderer, headless and SDL (screenshots and replay need nothing more).
        .library(name: "SDLRender", targets: ["SDLRender"]),
        // The window backend: SDL's window and input on X11 and Wayland, recording.
        .library(name: "SDLBackend", targets: ["SDLBackend"]),
        // The app entry point: a prototype's executable calls `ScrollLabApp.main(screens:)`.
        .library(name: "ScrollLabApp", targets: ["ScrollLabApp"]),
        // The demo screens, to borrow from.
        .library(name: "Screens", targets: ["Screens"]),
        // Test support for a prototype's own tests: the SDL-free driver (a screen run headlessly,
        // scripted input, state and callbacks, the typed state log) and, on it, screenshots
        // compared with goldens (swift-snapshot-testing, the renderer).
        .library(name: "ScrollLabDriver", targets: ["ScrollLabDriver"]),
        .library(name: "ScrollLabTesting", targets: ["ScrollLabTesting"]),
        .executable(name: "scroll-lab", targets: ["ScrollLab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `swift package generate-documentation` for the DocC catalogs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // `scroll-lab import`: reads `libinput record`'s YAML.
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // `replay --video`: ffmpeg run as a subprocess, fed raw frames on its standard input; `dev`: its builds.
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
    ],
    targets: [
        // Leaf modules: pure Swift, no SDL, time passed in as an argument.
        .target(name: "Geometry"),
        .target(name: "ScrollPhysics", dependencies: ["Geometry"]),
        .target(name: "Gestures", dependencies: ["Geometry", "ScrollPhysics"]),
        .target(name: "ScrollUI", dependencies: ["Geometry", "ScrollPhysics", "Gestures", "ScrollLabAssets"]),
        // The public trace, replay and state-log contract (ScrollTrace.docc): the format alone, no views.
        .target(name: "ScrollTrace", dependencies: ["Geometry", "ScrollPhysics", "Gestures"]),
        // A running app read into that format: the state log's lines from an `Application`, session resume.
        .target(name: "ScrollSession", dependencies: ["Geometry", "ScrollUI", "ScrollTrace"]),
        // One import for a screen: the modules above, re-exported.
        .target(
            name: "ScrollLabKit",
            dependencies: [
                "Geometry", "Gestures", "ScrollPhysics", "ScrollTrace", "ScrollSession", "ScrollUI", "ScrollLabAssets",
            ]),

        // Recordings of real devices (evemu, `libinput record`) turned into traces: `scroll-lab import`.
        .target(
            name: "DeviceRecordings",
            dependencies: [
                "Geometry", "Gestures", "ScrollTrace", .product(name: "Yams", package: "Yams"),
            ]),

        // SDL's C libraries, for the renderer and the window only. Their headers are included by
        // their SDL2/ path and linked by name (module.modulemap), without pkg-config: its cflags
        // carry -D_REENTRANT, which SwiftPM refuses with a warning in every build. A missing
        // library stops the build with the apt-get line to run (shim.h).
        .systemLibrary(name: "CSDL2"),
        .systemLibrary(name: "CSDL2_ttf"),
        .systemLibrary(name: "CSDL2_image"),
        // Reads the X server's own event times behind SDL's events, and its XI2 touch and scroll
        // events (C, so X11 stays out of Swift). Needs libx11-dev and libxi-dev.
        .target(name: "CX11Events", dependencies: ["CEventRing"], linkerSettings: [.linkedLibrary("X11"), .linkedLibrary("Xi")]),
        // Wayland in C, so its names stay out of Swift: the compositor's own touch and pointer event
        // times, on a queue of their own, and its input seats, asked before SDL connects (SDL 2.26
        // crashes without one). Needs libwayland-dev.
        .target(name: "CWaylandEvents", dependencies: ["CEventRing"], linkerSettings: [.linkedLibrary("wayland-client")]),
        // The queue both keep the display server's events in until Swift takes them.
        .target(name: "CEventRing"),
        // The renderer: a display list to pixels through SDL's renderers, headless (screenshots,
        // replay) or in a window; text through SDL2_ttf, pictures and PNG / JPEG through SDL2_image.
        .target(
            name: "SDLRender",
            dependencies: ["ScrollUI", "ScrollTrace", "ScrollSession", "CSDL2", "CSDL2_ttf", "CSDL2_image", "ScrollLabAssets"]),
        // The window: SDL's video, input translation with the display server's times, recording.
        .target(
            name: "SDLBackend",
            dependencies: ["ScrollUI", "ScrollTrace", "ScrollSession", "SDLRender", "CSDL2", "CX11Events", "CWaylandEvents"]),

        // Fonts and images shipped with the app, found at run time through Bundle.module, and the
        // catalog that searches an app's own asset folders before them (images' sizes from their headers).
        .target(
            name: "ScrollLabAssets", dependencies: ["Geometry"], path: "Assets",
            exclude: ["README-screenshot.png", "README-overlay.png"],
            resources: [.copy("Fonts"), .copy("Images")]),

        // The demo screens of docs/Architecture.md, built from ScrollUI.
        .target(name: "Screens", dependencies: ["Geometry", "Gestures", "ScrollUI", "ScrollTrace"]),

        // The app entry point: the command line and the window for a registry of screens.
        .target(
            name: "ScrollLabApp",
            dependencies: [
                "ScrollUI", "ScrollTrace", "ScrollSession", "SDLRender", "SDLBackend", "ScrollLabAssets", "DeviceRecordings",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Subprocess", package: "swift-subprocess"),
            ]),
        // `scroll-lab`: the app entry point with the demo screens.
        .executableTarget(name: "ScrollLab", dependencies: ["ScrollLabApp", "Screens"]),

        // Test support: a screen driven headlessly with scripted input, its state and callbacks,
        // invariants checked every frame — no SDL in its closure (as NIO keeps `NIOEmbedded` apart).
        .target(
            name: "ScrollLabDriver",
            dependencies: ["Geometry", "ScrollPhysics", "Gestures", "ScrollUI", "ScrollTrace", "ScrollSession", "ScrollLabAssets"]),
        // The driver re-exported, plus screenshots compared with goldens within a tolerance.
        .target(
            name: "ScrollLabTesting",
            dependencies: [
                "ScrollLabDriver", "Geometry", "ScrollUI", "SDLRender",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),

        // Helpers shared by the test targets.
        .target(name: "TestSupport", dependencies: ["ScrollTrace"], path: "Tests/TestSupport"),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
        // The recognizers and the velocity tracker; Fixtures/: the platforms' recorded flings.
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ScrollUITests", dependencies: ["ScrollUI", "ScrollTrace", "ScrollLabDriver", "Screens"]),
        .testTarget(name: "ScrollTraceTests", dependencies: ["ScrollTrace", "TestSupport", "Geometry", "Gestures"]),
        // The state log written from a running app, read back through ScrollTrace's reader.
        .testTarget(name: "ScrollSessionTests", dependencies: ["ScrollSession", "ScrollTrace", "ScrollUI", "Geometry"]),
        // The renderer: headless canvases, fills, hairlines and image files, on the demo screens.
        .testTarget(
            name: "SDLRenderTests",
            dependencies: ["SDLRender", "ScrollUI", "ScrollTrace", "Geometry", "Screens", "CSDL2", "ScrollLabDriver"]),
        .testTarget(name: "SDLBackendTests", dependencies: ["SDLBackend", "TestSupport", "SDLRender", "ScrollUI", "ScrollTrace", "CSDL2"]),
        // The command line's messages and exit statuses (item by item, README "Exit status").
        .testTarget(
            name: "ScrollLabTests",
            dependencies: [
                "ScrollLabApp", "TestSupport", "Screens", "ScrollUI", "ScrollTrace", "ScrollSession", "SDLRender", "SDLBackend",
                "ScrollLabAssets",
            ],
            resources: [.copy("ImageFixtures")]),
        // `scroll-lab import`: real recordings (Recordings/, with their sources) into traces, and back through
        // a replay (the `scroll-lab` binary, run as a process, as ScrollLabTests' ProcessTests do).
        .testTarget(
            name: "DeviceRecordingsTests",
            dependencies: [
                "DeviceRecordings", "ScrollTrace", "Gestures", "Geometry",
            ], resources: [.copy("Recordings")]),
        // The driver alone, with no SDL linked: its scripted input on the demo screens.
        .testTarget(name: "ScrollLabDriverTests", dependencies: ["ScrollLabDriver", "Screens", "ScrollUI", "Geometry", "Gestures"]),
        // The test-support library, on the demo screens: input, callbacks, invariants, goldens.
        .testTarget(
            name: "ScrollLabTestingTests",
            dependencies: [
                "ScrollLabTesting", "Screens", "ScrollUI", "Gestures", "Geometry", "ScrollTrace", "ScrollSession", "SDLRender",
                "ScrollLabAssets",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // Behaviour on the demo screens: recorded traces (Traces/) replayed, their state logs and
        // callbacks checked; random input keeping every invariant; rendering properties.
        .testTarget(
            name: "BehaviourTests",
            dependencies: [
                "Screens", "ScrollTrace", "SDLRender", "SDLBackend", "ScrollLabTesting", "TestSupport",
            ], resources: [.copy("Traces")]),
        // Goldens: screens rendered headless and compared with __Snapshots__ within a tolerance.
        .testTarget(
            name: "SnapshotTests",
            dependencies: [
                "Screens", "ScrollTrace", "SDLRender", "ScrollLabTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ], exclude: ["__Snapshots__"]),
    ]
)
