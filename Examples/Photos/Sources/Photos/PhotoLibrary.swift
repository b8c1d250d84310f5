import Foundation
import ScrollLabKit

/// One photo of the library: its picture and the month it was taken in.
public struct Photo: Sendable, Equatable {
    public let imageName: String
    public let month: String
}

/// The example's photos: ScrollLab's own pictures and three of the example's own (its
/// `Assets/Images`, a resource of this target), in months, oldest first as Photos keeps them.
public enum PhotoLibrary {
    /// The example's asset folder, holding `Images/`: searched before ScrollLab's own.
    public static var assets: String { Bundle.module.resourceURL!.appendingPathComponent("Assets").path }

    /// Adds the example's asset folder to the catalog (once is enough; again does nothing).
    public static func addAssets() { AssetCatalog.shared.addFolders([assets]) }

    /// The example's own pictures, in `Assets/Images`.
    public static let ownImages = ["dusk-portrait.png", "peaks-wide.png", "sun-square.png"]

    /// Every picture a screen shows, for the command line's check before a run.
    public static let imageNames = (0..<24).map { String(format: "photo-%02d.png", $0) } + ownImages

    /// Photos by month, oldest month first: 9, 7, 11 and 12 photos from August to November 2026,
    /// the pictures in `imageNames`' order (the example's own in October), then again from the first.
    public static let months: [[Photo]] = {
        let counts = [("August 2026", 9), ("September 2026", 7), ("October 2026", 11), ("November 2026", 12)]
        var index = 0
        return counts.map { month, count in
            (0..<count).map { _ in
                defer { index += 1 }
                return Photo(imageName: imageNames[index % imageNames.count], month: month)
            }
        }
    }()

    /// All photos, oldest first: the pager's order.
    public static var all: [Photo] { months.flatMap { $0 } }
}
