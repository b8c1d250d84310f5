import Foundation
import Geometry
import SDLRender
import ScrollSession
import ScrollUI
import SnapshotTesting

/// Screenshot tests for ScrollLab screens on swift-snapshot-testing (the first part of the
/// test-support library): `assertSnapshot(of: app, as: .screenshot(scale: 2))` renders the
/// application's current frame headless and compares it with its golden.
///
/// Screenshot comparison with a small tolerance, documented here and in the README:
/// a pixel differs when one of its channels is off by more than 4 (of 255) — rounding in
/// anti-aliased edges and glyphs across library versions — and at most 0.2 % of the pixels
/// may differ. On a mismatch the actual image goes to the snapshot artifacts folder and a diff
/// image (differences in red) beside it; the failure names both.
/// Re-record on purpose with `SNAPSHOT_TESTING_RECORD=all swift test --filter SnapshotTests`.
public enum ImageTolerance {
    public static let channel: UInt8 = 4
    public static let differingFraction = 0.002
}

/// Where failed screenshots go: `SNAPSHOT_ARTIFACTS` or the temporary folder (as swift-snapshot-testing does).
public var artifactsFolder: URL {
    URL(
        fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
        isDirectory: true)
}

extension Diffing where Value == RGBAImage {
    /// PNG on disk; compared pixel by pixel within `ImageTolerance`.
    public static var tolerantPixels: Diffing {
        .diff(
            toData: { image in (try? image.pngData()) ?? Data() },
            fromData: { data in (try? RGBAImage(pngData: data)) ?? RGBAImage(width: 0, height: 0, pixels: []) },
            diffV2: { reference, actual in
                guard
                    let (differing, diffImage) = reference.difference(
                        from: actual, channelTolerance: ImageTolerance.channel)
                else {
                    return (
                        "size differs: golden \(reference.width)x\(reference.height), actual \(actual.width)x\(actual.height)",
                        []
                    )
                }
                let allowed = Int(Double(actual.width * actual.height) * ImageTolerance.differingFraction)
                guard differing > allowed else { return nil }
                let stamp = UUID().uuidString.prefix(8)
                let actualURL = artifactsFolder.appendingPathComponent("screenshot-\(stamp).actual.png")
                let diffURL = artifactsFolder.appendingPathComponent("screenshot-\(stamp).diff.png")
                try? FileManager.default.createDirectory(at: artifactsFolder, withIntermediateDirectories: true)
                try? actual.pngData().write(to: actualURL)
                try? diffImage.pngData().write(to: diffURL)
                return (
                    "\(differing) pixels differ (allowed \(allowed)); actual: \(actualURL.path), diff: \(diffURL.path)",
                    []
                )
            })
    }
}

extension Snapshotting where Value == ScreenDriver, Format == RGBAImage {
    /// The driven screen's current frame, rendered headless at `scale` pixels per point:
    /// `assertSnapshot(of: driver, as: .screenshot())`.
    public static func screenshot(scale: Double = 1) -> Snapshotting {
        Snapshotting<Application, RGBAImage>.screenshot(scale: scale).pullback(\.app)
    }
}

extension Snapshotting where Value == Application, Format == RGBAImage {
    /// The application's current frame, rendered headless at `scale` pixels per point.
    public static func screenshot(scale: Double = 1) -> Snapshotting {
        Snapshotting<RGBAImage, RGBAImage>(pathExtension: "png", diffing: .tolerantPixels).pullback { app in
            guard let canvas = try? HeadlessCanvas(size: app.size, scale: scale),
                (try? canvas.render(app.displayList())) != nil
            else {
                return RGBAImage(width: 0, height: 0, pixels: [])
            }
            return RGBAImage(canvas).opaque
        }
    }
}
