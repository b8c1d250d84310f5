// swift-tools-version: 6.0
import PackageDescription

// A Photos-style screen: a grid of photos by month that opens a pager of zoomable photos over
// it, built only on ScrollLab's public products, as a prototype of one's own would be.
let package = Package(
    name: "Photos",
    products: [
        .executable(name: "photos", targets: ["PhotosApp"])
    ],
    dependencies: [
        .package(name: "ScrollLab", path: "../..")
    ],
    targets: [
        // The screens, on the toolkit in one import; the example's own pictures in Assets/Images,
        // searched before ScrollLab's (`PhotoLibrary.assets`).
        .target(
            name: "Photos", dependencies: [.product(name: "ScrollLabKit", package: "ScrollLab")],
            resources: [.copy("Assets")]),
        .executableTarget(
            name: "PhotosApp",
            dependencies: [
                "Photos",
                .product(name: "ScrollLabKit", package: "ScrollLab"),
                .product(name: "ScrollLabApp", package: "ScrollLab"),
            ]),
        .testTarget(
            name: "PhotosTests",
            dependencies: [
                "Photos",
                .product(name: "ScrollLabKit", package: "ScrollLab"),
                .product(name: "ScrollLabTesting", package: "ScrollLab"),
            ], exclude: ["__Snapshots__"]),
    ]
)
