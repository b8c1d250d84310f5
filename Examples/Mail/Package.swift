// swift-tools-version: 6.0
import PackageDescription

// A Mail-style inbox: pull to refresh, swipe actions, a context menu with a preview, a message
// pushed on a tap and a compose sheet, built only on ScrollLab's public products.
let package = Package(
    name: "Mail",
    products: [
        .executable(name: "mail", targets: ["MailApp"])
    ],
    dependencies: [
        .package(name: "ScrollLab", path: "../..")
    ],
    targets: [
        // The screens, on the toolkit in one import.
        .target(name: "Mail", dependencies: [.product(name: "ScrollLabKit", package: "ScrollLab")]),
        .executableTarget(
            name: "MailApp",
            dependencies: [
                "Mail",
                .product(name: "ScrollLabKit", package: "ScrollLab"),
                .product(name: "ScrollLabApp", package: "ScrollLab"),
            ]),
        .testTarget(
            name: "MailTests",
            dependencies: [
                "Mail",
                .product(name: "ScrollLabKit", package: "ScrollLab"),
                .product(name: "ScrollLabTesting", package: "ScrollLab"),
            ], exclude: ["__Snapshots__"]),
    ]
)
