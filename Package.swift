// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ScrollLab",
    products: [
        .executable(name: "scroll-lab", targets: ["ScrollLab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        // Leaf modules: pure Swift, no SDL, time passed in as an argument.
        .target(name: "Geometry"),
        .target(name: "ScrollPhysics", dependencies: ["Geometry"]),
        .target(name: "Gestures", dependencies: ["Geometry", "ScrollPhysics"]),
        .target(name: "ScrollUI", dependencies: ["Geometry", "ScrollPhysics", "Gestures"]),

        // The only module that imports SDL.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2_ttf", pkgConfig: "SDL2_ttf",
                       providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CSDL2_image", pkgConfig: "SDL2_image",
                       providers: [.apt(["libsdl2-image-dev"])]),
        // Reads the X server's own event times behind SDL's events (C, so X11 stays out of Swift).
        .target(name: "CX11Events"),
        // The compositor's own touch and pointer event times on Wayland, on a queue of its own (C:
        // Wayland's names stay out of Swift). Needs libwayland-dev.
        .target(name: "CWaylandEvents", linkerSettings: [.linkedLibrary("wayland-client")]),
        .target(name: "SDLBackend",
                dependencies: ["ScrollUI", "CSDL2", "CSDL2_ttf", "CSDL2_image", "CX11Events", "CWaylandEvents",
                               "ScrollLabAssets"]),

        // Fonts and images shipped with the app, found at run time through Bundle.module.
        .target(name: "ScrollLabAssets", path: "Assets",
                exclude: ["README-screenshot.png", "README-overlay.png"],
                resources: [.copy("Fonts"), .copy("Images")]),

        // The demo screens of docs/Architecture.md, built from ScrollUI.
        .target(name: "Screens", dependencies: ["Geometry", "Gestures", "ScrollUI"]),

        .executableTarget(name: "ScrollLab", dependencies: [
            "ScrollUI", "Screens", "SDLBackend",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Helpers shared by the test targets.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics", "TestSupport"]),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures"]),
        .testTarget(name: "ScrollUITests", dependencies: ["ScrollUI"]),
        .testTarget(name: "SDLBackendTests", dependencies: ["SDLBackend", "ScrollUI", "CSDL2"]),
        .testTarget(name: "SnapshotTests", dependencies: [
            "Screens", "SDLBackend", "TestSupport",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"], resources: [.copy("Traces")]),
    ]
)
