// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ScrollLab",
    products: [
        // What a user links. A screen: the toolkit in one import (geometry, physics, gestures,
        // views and scroll views, traces and the session).
        .library(name: "ScrollLabKit", targets: ["ScrollLabKit"]),
        // The app entry point: a prototype's executable calls `ScrollLabApp.main(screens:)`.
        .library(name: "ScrollLabApp", targets: ["ScrollLabApp"]),
        // Test support for a prototype's own tests: the SDL-free driver (a screen run headlessly,
        // scripted input, state and callbacks, the typed state log) and, on it, screenshots
        // compared with goldens (swift-snapshot-testing, the renderer), which re-exports the kit.
        .library(name: "ScrollLabDriver", targets: ["ScrollLabDriver"]),
        .library(name: "ScrollLabTesting", targets: ["ScrollLabTesting"]),
        // The demo screens, to borrow from.
        .library(name: "Screens", targets: ["Screens"]),
        .executable(name: "scroll-lab", targets: ["ScrollLab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `scroll-lab import`: reads `libinput record`'s YAML.
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // Leaf modules: pure Swift, no SDL, time passed in as an argument.
        .target(name: "Geometry"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .target(name: "ScrollPhysics", dependencies: ["Geometry"]),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["Geometry", "ScrollPhysics"]),
        .target(name: "Gestures", dependencies: ["Geometry"]),
        // The recognizers and the velocity tracker; Fixtures/: the platforms' recorded flings.
        .testTarget(
            name: "GesturesTests", dependencies: ["Geometry", "ScrollPhysics", "Gestures", "TestSupport"],
            resources: [.copy("Fixtures")]),
        .target(name: "ScrollUI", dependencies: ["Geometry", "ScrollPhysics", "Gestures", "ScrollLabAssets"]),
        // The toolkit's features, on the SDL-free driver.
        .testTarget(
            name: "ScrollUITests",
            dependencies: [
                "Geometry", "Gestures", "ScrollPhysics", "ScrollSession", "ScrollUI", "ScrollTrace", "ScrollLabDriver",
                "Screens",
            ]),

        // Files written by the output policy (staged and renamed into place, or streamed), and the
        // standard streams: for the trace, the session, the renderer and the command line alike.
        .target(name: "OutputFiles"),
        // The public trace, replay and state-log contract (ScrollTrace.docc): the format alone, no views.
        .target(name: "ScrollTrace", dependencies: ["Geometry", "ScrollPhysics", "Gestures", "OutputFiles"]),
        .testTarget(
            name: "ScrollTraceTests",
            dependencies: ["ScrollTrace", "TestSupport", "Geometry", "Gestures", "OutputFiles"]),
        // The session: an `Application` (the app shell, its instruments and tuning panel) run on the
        // virtual clock (`AppSession`), replayed (`Replayer`), its state log written, resumed.
        .target(
            name: "ScrollSession",
            dependencies: ["Geometry", "ScrollPhysics", "Gestures", "ScrollUI", "ScrollTrace", "OutputFiles"]),
        // The session: the state log written from a running app (read back through ScrollTrace's reader), the
        // instruments, live tuning (on the demo `list`).
        .testTarget(
            name: "ScrollSessionTests",
            dependencies: [
                "ScrollPhysics", "ScrollSession", "ScrollTrace", "ScrollUI", "Geometry", "Gestures", "ScrollLabDriver",
                "Screens",
            ]),
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
        // `scroll-lab import`: real recordings (Recordings/, with their sources) into traces, and back through
        // a replay (the `scroll-lab` binary, run as a process, as ScrollLabTests' ProcessTests do).
        .testTarget(
            name: "DeviceRecordingsTests",
            dependencies: [
                "DeviceRecordings", "ScrollTrace", "Gestures", "Geometry",
            ], resources: [.copy("Recordings")]),

        // SDL's C libraries, for the renderer and the window only. Their headers are included by
        // their SDL2/ path and linked by name (module.modulemap), without pkg-config: its cflags
        // carry -D_REENTRANT, which SwiftPM refuses with a warning in every build. A missing
        // library stops the build with the apt-get line to run (shim.h).
        .systemLibrary(name: "CSDL2"),
        .systemLibrary(name: "CSDL2_ttf"),
        .systemLibrary(name: "CSDL2_image"),
        // Reads the X server's own event times behind SDL's events, and its XI2 touch and scroll
        // events (C, so X11 stays out of Swift). Needs libx11-dev and libxi-dev.
        .target(
            name: "CX11Events", dependencies: ["CEventRing"],
            linkerSettings: [.linkedLibrary("X11"), .linkedLibrary("Xi")]),
        // Wayland in C, so its names stay out of Swift: the compositor's own touch and pointer event
        // times, on a queue of their own, and its input seats, asked before SDL connects (SDL 2.26
        // crashes without one). Needs libwayland-dev.
        .target(
            name: "CWaylandEvents", dependencies: ["CEventRing"], linkerSettings: [.linkedLibrary("wayland-client")]),
        // The queue both keep the display server's events in until Swift takes them.
        .target(name: "CEventRing"),
        // The renderer: a display list to pixels through SDL's renderers, headless (screenshots,
        // replay) or in a window; text through SDL2_ttf, pictures and PNG / JPEG through SDL2_image.
        .target(
            name: "SDLRender",
            dependencies: [
                "Geometry", "ScrollUI", "OutputFiles", "CSDL2", "CSDL2_ttf", "CSDL2_image", "ScrollLabAssets",
            ]),
        // The renderer: headless canvases, fills, hairlines and image files, on the demo screens.
        .testTarget(
            name: "SDLRenderTests",
            dependencies: [
                "ScrollSession", "SDLRender", "ScrollUI", "ScrollTrace", "Geometry", "Screens", "CSDL2",
                "ScrollLabDriver", "OutputFiles",
            ]),
        // The window: SDL's video, input translation with the display server's times, recording.
        .target(
            name: "SDLBackend",
            dependencies: [
                "Geometry", "Gestures", "ScrollPhysics",
                "ScrollUI", "ScrollTrace", "ScrollSession", "SDLRender", "OutputFiles", "CSDL2", "CX11Events",
                "CWaylandEvents",
            ]),
        .testTarget(
            name: "SDLBackendTests",
            dependencies: [
                "Geometry", "Gestures", "SDLBackend", "TestSupport", "SDLRender", "ScrollUI", "ScrollTrace",
                "ScrollSession", "CSDL2",
                "OutputFiles",
            ]),

        // Fonts and images shipped with the app, found at run time through Bundle.module, and the
        // catalog that searches an app's own asset folders before them (images' sizes from their headers).
        .target(
            name: "ScrollLabAssets", dependencies: ["Geometry"], path: "Assets",
            exclude: ["README-screenshot.png", "README-overlay.png"],
            resources: [.copy("Fonts"), .copy("Images")]),
        // The demo screens of docs/Architecture.md, built from ScrollUI.
        .target(
            name: "Screens",
            dependencies: ["ScrollPhysics", "Geometry", "Gestures", "ScrollUI", "ScrollTrace", "ScrollSession"]),
        // The demo screens driven by hand on the SDL-free driver (their traces replayed: BehaviourTests).
        .testTarget(
            name: "ScreensTests", dependencies: ["Geometry", "Screens", "ScrollLabDriver", "ScrollSession", "ScrollUI"]),
        // The app entry point: the command line and the window for a registry of screens.
        .target(
            name: "ScrollLabApp",
            dependencies: [
                "Geometry", "Gestures", "ScrollPhysics",
                "ScrollUI", "ScrollTrace", "ScrollSession", "SDLRender", "SDLBackend", "ScrollLabAssets",
                "DeviceRecordings",
                "OutputFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // `scroll-lab`: the app entry point with the demo screens.
        .executableTarget(name: "ScrollLab", dependencies: ["ScrollLabApp", "Screens"]),
        // The command line's messages and exit statuses (item by item, README "Exit status").
        .testTarget(
            name: "ScrollLabTests",
            dependencies: [
                "Geometry", "Gestures", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "ScrollLabApp", "TestSupport", "Screens", "ScrollUI", "ScrollTrace", "ScrollSession", "SDLRender",
                "ScrollLabAssets", "OutputFiles",
            ],
            resources: [.copy("ImageFixtures")]),

        // Test support: a screen driven headlessly with scripted input, its state and callbacks,
        // invariants checked every frame — no SDL in its closure (as NIO keeps `NIOEmbedded` apart).
        .target(
            name: "ScrollLabDriver",
            dependencies: [
                "Geometry", "ScrollPhysics", "Gestures", "ScrollUI", "ScrollTrace", "ScrollSession", "ScrollLabAssets",
            ]),
        // The driver alone, with no SDL linked: its scripted input on the demo screens.
        .testTarget(
            name: "ScrollLabDriverTests",
            dependencies: ["ScrollLabDriver", "Screens", "ScrollUI", "Geometry", "ScrollLabAssets"]),
        // The driver re-exported, plus screenshots compared with goldens within a tolerance.
        .target(
            name: "ScrollLabTesting",
            dependencies: [
                "ScrollSession",
                "ScrollLabDriver", "ScrollLabKit", "Geometry", "ScrollUI", "SDLRender",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // The test-support library's screenshots and goldens, and what is checked in pixels (pictures, a replay's
        // picture against the driver's).
        .testTarget(
            name: "ScrollLabTestingTests",
            dependencies: [
                "ScrollLabDriver", "ScrollPhysics",
                "ScrollLabTesting", "Screens", "ScrollUI", "Gestures", "Geometry", "ScrollTrace", "ScrollSession",
                "SDLRender",
                "ScrollLabAssets",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),

        // Helpers shared by the test targets.
        .target(name: "TestSupport", dependencies: ["ScrollTrace", "OutputFiles"], path: "Tests/TestSupport"),
        // Behaviour on the demo screens: recorded traces (Traces/) replayed, their state logs and
        // callbacks checked; random input keeping every invariant; rendering properties.
        .testTarget(
            name: "BehaviourTests",
            dependencies: [
                "Geometry", "Gestures", "ScrollLabDriver", "ScrollPhysics", "ScrollSession", "ScrollUI",
                "Screens", "ScrollTrace", "SDLRender", "SDLBackend", "ScrollLabTesting", "TestSupport",
            ], resources: [.copy("Traces")]),
        // Goldens: screens rendered headless and compared with __Snapshots__ within a tolerance.
        .testTarget(
            name: "SnapshotTests",
            dependencies: [
                "Geometry", "Gestures", "ScrollSession", "ScrollUI",
                "Screens", "ScrollTrace", "SDLRender", "ScrollLabTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ], exclude: ["__Snapshots__"]),
    ]
)
