import Foundation
import Geometry

/// Where images and fonts are found: an ordered list of asset folders, each holding `Images/`
/// and `Fonts/` (either may be missing), searched in this order — the first folder holding the
/// file wins, so a prototype's `Images/photo-00.png` hides ScrollLab's:
///
/// 1. the folders in `$SCROLLLAB_ASSET_PATH` (separated by `:`), in order;
/// 2. the app's own folders (`ScrollLabApp.main(screens:assets:)`, `addFolders(_:)`), in order;
/// 3. ScrollLab's own assets, last (`ScrollLabAssets.root`: `$SCROLLLAB_ASSETS` or beside the binary).
///
/// The app's folders are added to ScrollLab's, never in place of them. A file found nowhere is an
/// `AssetError` naming every folder searched. Image sizes are read from the files' headers once
/// and kept (`pixelSize(ofImage:)`). Safe to use from any thread.
public final class AssetCatalog: @unchecked Sendable {
    /// The process's catalog: the renderer, the command line and `ImageView` use it.
    public static let shared = AssetCatalog()
    /// The environment variable whose folders come before the app's own (`:` between them).
    public static let pathVariable = "SCROLLLAB_ASSET_PATH"

    private let lock = NSLock()
    private let environmentFolders: [String]
    private var appFolders: [String] = []
    private let scrollLabFolders: () -> [String]
    private var sizes: [String: Size?] = [:]
    /// Fonts found so far, by name: text is measured from its font file on every layout, and a
    /// search looks at the file system.
    private var fontPaths: [String: String?] = [:]

    /// A catalog for `environment` (its `SCROLLLAB_ASSET_PATH` and `SCROLLLAB_ASSETS`) and the
    /// executable in `executableFolder`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                executableFolder: String? = ScrollLabAssets.executableFolder) {
        environmentFolders = (environment[Self.pathVariable] ?? "").split(separator: ":").map(String.init)
        scrollLabFolders = {
            let candidates = ScrollLabAssets.candidates(environment: environment, executableFolder: executableFolder)
            return [candidates.first(where: ScrollLabAssets.holdsAssets) ?? candidates.first].compactMap { $0 }
        }
    }

    /// Adds the app's own asset folders (paths), before ScrollLab's and after the environment's.
    public func addFolders(_ folders: [String]) {
        lock.withLock {
            appFolders += folders.filter { !appFolders.contains($0) }
            sizes.removeAll()  // a name may now be found elsewhere
            fontPaths.removeAll()
        }
    }

    /// Every folder searched, in order.
    public var folders: [String] {
        lock.withLock { environmentFolders + appFolders } + scrollLabFolders()
    }

    /// The path of the image file `name` (in `Images/`), or nil when no folder has it.
    public func imagePath(_ name: String) -> String? { firstPath(of: "Images/" + name) }

    /// The path of the font file `name` (in `Fonts/`), or nil when no folder has it.
    public func fontPath(_ name: String) -> String? {
        if let known = lock.withLock({ fontPaths[name] }) { return known }
        let found = firstPath(of: "Fonts/" + name)
        lock.withLock { fontPaths[name] = .some(found) }
        return found
    }

    /// The `Images/` folders searched, in order (for messages).
    public var imageFolders: [String] { folders.map { $0 + "/Images" } }

    /// The `Fonts/` folders searched, in order (for messages).
    public var fontFolders: [String] { folders.map { $0 + "/Fonts" } }

    /// The image `name`'s size in pixels, read from its file's header on the first question
    /// (a few bytes, not a decode) and kept; nil when no folder has it or its header is not
    /// one `ImageHeader` reads, until `recordPixelSize` gives it (a decode for drawing does).
    public func pixelSize(ofImage name: String) -> Size? {
        if let known = lock.withLock({ sizes[name] }) { return known }
        let size = imagePath(name).flatMap(ImageHeader.pixelSize(ofFileAt:))
        lock.withLock { sizes[name] = size }
        return size
    }

    /// Keeps the size of the image `name` found by decoding it (for formats without a header
    /// `ImageHeader` reads).
    public func recordPixelSize(_ size: Size, ofImage name: String) {
        lock.withLock { sizes[name] = size }
    }

    /// Checks that every ScrollLab font and every image in `images` is found; throws an
    /// `AssetError` naming the first one missing and the folders searched.
    public func verify(images: [String]) throws {
        for font in ScrollLabAssets.fontFiles where fontPath(font) == nil {
            throw AssetError(missing: "Fonts/" + font, searched: folders)
        }
        for image in images where imagePath(image) == nil {
            throw AssetError(missing: "Images/" + image, searched: folders)
        }
    }

    private func firstPath(of file: String) -> String? {
        folders.lazy.map { $0 + "/" + file }.first { FileManager.default.isReadableFile(atPath: $0) }
    }
}
