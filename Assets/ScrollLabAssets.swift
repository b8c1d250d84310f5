import Foundation

/// The fonts and images ScrollLab ships (`Assets/Fonts`, `Assets/Images`), found through SwiftPM resources.
public enum ScrollLabAssets {
    /// The folder holding the shipped fonts.
    public static var fontsDirectory: URL { Bundle.module.bundleURL.appendingPathComponent("Fonts") }
    /// The folder holding the shipped images.
    public static var imagesDirectory: URL { Bundle.module.bundleURL.appendingPathComponent("Images") }
}
