// swift-tools-version: 6.0
import PackageDescription

// A bottom sheet with detents over a map, whose list hands its scrolling to the sheet: built only
// on ScrollLab's public products, as a prototype of one's own would be.
let package = Package(
    name: "BottomSheet",
    products: [
        .executable(name: "bottom-sheet", targets: ["BottomSheetApp"])
    ],
    dependencies: [
        .package(name: "ScrollLab", path: "../..")
    ],
    targets: [
        // The toolkit in one import (ScrollLabKit: geometry, physics, gestures, views, the state log's fields).
        .target(name: "BottomSheet", dependencies: [.product(name: "ScrollLabKit", package: "ScrollLab")]),
        .executableTarget(
            name: "BottomSheetApp",
            dependencies: [
                "BottomSheet",
                .product(name: "ScrollLabKit", package: "ScrollLab"),
                .product(name: "ScrollLabApp", package: "ScrollLab"),
            ]),
        .testTarget(
            name: "BottomSheetTests",
            dependencies: [
                "BottomSheet",
                .product(name: "ScrollLabKit", package: "ScrollLab"),
                .product(name: "ScrollLabTesting", package: "ScrollLab"),
            ], exclude: ["__Snapshots__"]),
    ]
)
