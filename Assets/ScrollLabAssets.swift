import Foundation

/// The fonts and images ScrollLab ships (`Assets/Fonts`, `Assets/Images`), found at run time in
/// the first of these folders that exists (README "Installing"), so the binary can be moved:
///
/// 1. `$SCROLLLAB_ASSETS` (when set, the only place looked at);
/// 2. `scroll-lab-assets/` beside the executable;
/// 3. `ScrollLab_ScrollLabAssets.resources/`, the SwiftPM resource bundle, beside the executable.
///
/// Each must hold `Fonts/` and `Images/`. A missing file is an `AssetError` naming the folders searched.
/// An app's own images and fonts come from folders searched before this one (`AssetCatalog`).
public enum ScrollLabAssets {
    /// The environment variable that names the assets folder.
    public static let environmentVariable = "SCROLLLAB_ASSETS"
    /// The font files the renderer opens.
    public static let fontFiles = [
        "Inter-Regular.ttf", "Inter-SemiBold.ttf", "Inter-Bold.ttf", "DejaVuSans.ttf", "DejaVuSans-Bold.ttf",
    ]

    /// The folder holding the shipped fonts.
    public static var fontsDirectory: URL { root.appendingPathComponent("Fonts") }
    /// The folder holding the shipped images.
    public static var imagesDirectory: URL { root.appendingPathComponent("Images") }

    /// The assets folder in use: the first candidate holding `Fonts/` and `Images/` (else the
    /// first candidate, where the files will be missing; `verify` says so).
    public static var root: URL {
        let searched = candidates()
        return URL(fileURLWithPath: searched.first(where: holdsAssets) ?? searched.first ?? ".")
    }

    /// Whether `folder` has the `Fonts/` and `Images/` folders.
    static func holdsAssets(_ folder: String) -> Bool {
        func isFolder(_ path: String) -> Bool {
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
        }
        return isFolder(folder + "/Fonts") && isFolder(folder + "/Images")
    }

    /// Checks that ScrollLab's folder has its fonts, and that the shared `AssetCatalog` finds every
    /// one of `images` (file names in `Images/`) in one of its folders; throws an `AssetError`
    /// naming the first missing file and every folder searched.
    public static func verify(images: [String]) throws {
        try locate(environment: ProcessInfo.processInfo.environment, images: [])
        try AssetCatalog.shared.verify(images: images)
    }

    /// The folders searched, in order, for `environment` and the running executable.
    public static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment,
                                  executableFolder: String? = executableFolder) -> [String] {
        if let folder = environment[environmentVariable], !folder.isEmpty { return [folder] }
        guard let executableFolder else { return [] }
        return ["scroll-lab-assets", "ScrollLab_ScrollLabAssets.resources"].map { (executableFolder as NSString).appendingPathComponent($0) }
    }

    /// The first candidate folder holding `Fonts/` and `Images/`, checked for every file asked for.
    @discardableResult
    package static func locate(environment: [String: String], executableFolder: String? = executableFolder, images: [String]) throws -> String {
        let searched = candidates(environment: environment, executableFolder: executableFolder)
        guard let root = searched.first(where: holdsAssets) else {
            throw AssetError(missing: "the Fonts and Images folders", searched: searched)
        }
        for file in fontFiles.map({ "Fonts/" + $0 }) + images.map({ "Images/" + $0 })
        where !FileManager.default.isReadableFile(atPath: root + "/" + file) {
            throw AssetError(missing: root + "/" + file, searched: searched)
        }
        return root
    }

    /// The folder of the running executable, symbolic links followed.
    public static var executableFolder: String? {
        Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().path
    }
}

/// An asset the app needs that is not where it looks.
public struct AssetError: Error, CustomStringConvertible, Equatable {
    /// What is missing: a file's path, or the folders themselves.
    public var missing: String
    /// The folders looked in, in order.
    public var searched: [String]

    public init(missing: String, searched: [String] = ScrollLabAssets.candidates()) {
        self.missing = missing
        self.searched = searched
    }

    public var description: String {
        let places = searched.isEmpty ? "no folder (set \(ScrollLabAssets.environmentVariable))" : searched.joined(separator: ", ")
        return "missing asset: \(missing) (searched \(places); set \(ScrollLabAssets.environmentVariable) to the folder holding Fonts/ and Images/, "
            + "or add folders of your own with \(AssetCatalog.pathVariable))"
    }
}
