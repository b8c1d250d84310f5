/// An sRGB color with straight (non-premultiplied) alpha, components in 0…1.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from a 0xRRGGBB literal, e.g. `Color(hex: 0x007AFF)` (iOS system blue).
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let white = Color(hex: 0xFFFFFF)
    public static let black = Color(hex: 0x000000)
    /// iOS `systemBlue`.
    public static let tint = Color(hex: 0x007AFF)
    /// iOS `label`.
    public static let label = Color(hex: 0x1C1C1E)
    /// iOS `secondaryLabel` (opaque approximation on white).
    public static let secondaryLabel = Color(hex: 0x8A8A8E)
    /// iOS `separator` (opaque approximation on white).
    public static let separator = Color(hex: 0xC6C6C8)
    /// iOS `systemGroupedBackground`.
    public static let groupedBackground = Color(hex: 0xF2F2F7)
    /// iOS `systemGray5`, the selected-cell highlight.
    public static let highlight = Color(hex: 0xE5E5EA)
}
