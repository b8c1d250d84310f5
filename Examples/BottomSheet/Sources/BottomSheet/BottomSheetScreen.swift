import ScrollLabKit

/// A map under a bottom sheet with three detents (small, medium, large). Drag the sheet by its
/// header or by its list: it follows the finger and, released, lands with a spring on the detent
/// its release velocity projects to, as UIKit's sheets do. The list scrolls only at the large
/// detent; pulled down at its top, the sheet comes down in the same drag (`SheetScrollCoordinator`).
public final class BottomSheetScreen: ViewController, ScrollViewDelegate, StateLogFields {
    public static let places = [
        "Harbour Café", "Old Town Bakery", "Riverside Park", "City Library", "Museum of Light", "Night Market",
        "Botanical Garden", "Station Square", "Ferry Pier", "Flower Street", "Clock Tower", "Jazz Cellar",
        "Tea House", "Book Barge", "Ice Rink", "Stone Bridge", "Fish Hall", "Observatory", "Craft Brewery",
        "Hill Chapel", "Canal Walk", "Record Shop", "Noodle Bar", "Sculpture Yard",
    ]

    public let sheet = SheetView(places: BottomSheetScreen.places)
    private let map = MapView()
    private let coordinator: SheetScrollCoordinator

    public init() {
        coordinator = SheetScrollCoordinator(sheet: sheet)
        super.init(title: "Map", name: "sheet.screen")
        [map, sheet].forEach(view.addSubview)
        sheet.list.delegate = self
        sheet.onRaise = { [weak self] in self?.placeSheet() }
    }

    /// How far the sheet is above its small detent, in points.
    public var raise: Double { sheet.raise }

    /// The raise of `detent` in the current layout.
    public func raise(of detent: Detent) -> Double { sheet.raises[detent] ?? 0 }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("sheet.list", sheet.list)] }

    public func logFields() -> [(key: String, value: JSONValue)] {
        [
            (
                "sheet",
                .object([
                    ("raise", .number(sheet.raise)), ("detent", .string("\(sheet.detent)")),
                    ("landing", .bool(sheet.landing != nil || sheet.list.isDecelerating && raise < sheet.fullRaise)),
                ])
            )
        ]
    }

    public override var overlayNotes: [String] {
        [String(format: "sheet: %.1f pt above small, detent %@", sheet.raise, "\(sheet.detent)")]
    }

    public override func layoutView() {
        let height = view.bounds.height
        let small = Detent.small.visibleHeight(in: height)
        sheet.raises = Dictionary(
            uniqueKeysWithValues: Detent.allCases.map { ($0, $0.visibleHeight(in: height) - small) })
        map.frame = view.bounds
        placeSheet()
    }

    /// The sheet's frame for its raise: its top `small + raise` points above the bottom.
    private func placeSheet() {
        let height = view.bounds.height, small = Detent.small.visibleHeight(in: height)
        sheet.frame = Rect(
            x: 0, y: height - small - sheet.raise, width: view.bounds.width,
            height: Detent.large.visibleHeight(in: height) + 40)
    }

    // MARK: The list's release

    /// Below the large detent the release is the sheet's: the list's combined offset (the
    /// sheet's raise plus the list's own, `SheetScrollCoordinator`) lands with the sheet's spring
    /// on the detent the release velocity projects to, as the list's own motion — so the list
    /// never decelerates, and the coordinator moves the sheet. At the large detent the list
    /// decelerates as any list does.
    public func scrollView(
        _ scrollView: ScrollView, motionAfterReleaseOn axis: Axis, from position: Double,
        velocity: Double
    ) -> (any Motion)? {
        guard axis == .vertical, sheet.raise < sheet.fullRaise - 0.5 else { return nil }
        return sheet.landingMotion(from: position, velocity: velocity)
    }
}
