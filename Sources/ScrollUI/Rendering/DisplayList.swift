import Geometry

/// A font request: size in points, weight, and optionally a font file of the app's own. The
/// backend maps it to a TTF file (`FontFile`): `file` from the asset folders' `Fonts/`
/// (`AssetCatalog`), else the font ScrollLab ships for the weight. iOS's text styles are
/// `Font(_:)` with a `TextStyle`.
public struct Font: Hashable, Sendable {
    /// The weights ScrollLab ships a file for (semibold is iOS's headline weight; a family
    /// without a semibold file draws it bold).
    public enum Weight: Hashable, Sendable { case regular, semibold, bold }
    public var size: Double
    public var weight: Weight
    /// A TTF or OTF file name in an asset folder's `Fonts/` (`"Inter-Bold.ttf"`); nil: the font
    /// ScrollLab ships for `weight`. Lines are measured by the file's own advances (`FontMetrics`).
    public var file: String?

    public init(size: Double, weight: Weight = .regular, file: String? = nil) {
        self.size = size
        self.weight = weight
        self.file = file
    }

    /// The height of a line of text, in points: 1.35 em (DejaVu Sans's 1.16 em of glyphs and
    /// their leading; about iOS's 22 pt lines of 17 pt body text).
    public var lineHeight: Double { size * 1.35 }

    /// Whether the font is drawn from a bold file (semibold and bold).
    public var isBold: Bool { weight != .regular }
}

/// Horizontal placement of a text run inside its box; text is always centred vertically.
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

/// One drawing command. Coordinates are points in the current coordinate space,
/// which `translate` moves and `scale` scales; `save` / `restore` bracket changes of translation,
/// scale, clip and opacity.
public enum DisplayItem: Hashable, Sendable {
    /// A filled rectangle; `cornerRadius` > 0 rounds all four corners (anti-aliased).
    case fill(Rect, Color, cornerRadius: Double)
    /// A straight line of `width` points.
    case line(from: Point, to: Point, width: Double, Color)
    /// One line of text placed in `box` (clipped by the renderer to the current clip only).
    case text(String, box: Rect, font: Font, color: Color, alignment: TextAlignment)
    /// A picture from the asset folders' `Images/` (by file name) scaled into `rect`, corners rounded by `cornerRadius`.
    case image(name: String, rect: Rect, cornerRadius: Double)
    /// The picture `name` placed at `rect`, drawn only within `visible` (a part of `rect`: an
    /// aspect-fill picture cut at its view's bounds), the corners of `visible` rounded by `cornerRadius`.
    case croppedImage(name: String, rect: Rect, visible: Rect, cornerRadius: Double)
    /// A blurred picture of a frozen screen over `rect` (a context menu's background).
    case backdrop(Backdrop)
    /// Pushes the current translation, scale, clip and opacity.
    case save
    /// Pops what the matching `save` pushed.
    case restore
    /// Moves the origin by a vector in points.
    case translate(Point)
    /// Moves the origin by minus a scroll view's content offset (points), which the renderer
    /// first rounds to its pixels (`ContentOffsetRounding`), as UIKit shows the bounds origin
    /// `-[UIScrollView setContentOffset:]` rounds to the screen scale.
    case contentOffset(Point)
    /// Scales everything drawn after it about the current origin by a factor (a view's
    /// `transform`): positions, sizes, line widths, corner radii and font sizes; until the
    /// matching `restore`.
    case scale(Double)
    /// Intersects the clip with a rectangle in the current coordinate space.
    case clip(Rect)
    /// Multiplies the opacity of everything drawn until the matching `restore`.
    case opacity(Double)
}

/// An ordered list of drawing commands: what a frame looks like, independent of SDL.
public struct DisplayList: Hashable, Sendable {
    public private(set) var items: [DisplayItem] = []

    public init() {}

    public mutating func append(_ item: DisplayItem) { items.append(item) }

    /// Runs `body` between `save` and `restore`.
    public mutating func withSavedState(_ body: (inout DisplayList) -> Void) {
        items.append(.save)
        body(&self)
        items.append(.restore)
    }
}
