import Geometry
import Gestures

/// UIKit's numbers for dragging a row to another place (decompiled UIKitCore, iOS 26.1; RowActions.md).
public enum ReorderMetrics {
    /// Seconds the other rows take to make room, and the dropped row to settle into its slot:
    /// `UITableConstants defaultEditAndUpdateAnimationDuration` (0.3), on `RowUpdateTiming.curve`.
    public static let gapDuration = 0.3
    /// Width of the grabber's touch area at the row's trailing edge, in points. UIKit's control is
    /// as wide as its image (`UITableConstants_IOS defaultReorderControlSizeForCell:`, + 0 pt on
    /// current SDKs) inside the cell's margin; 44 pt (the HIG's touch target) is chosen.
    public static let controlWidth = 44.0
    /// The lifted row's opacity. Chosen: UIKit lifts it with a shadow view above and one below
    /// (`_UITableViewReorderingSupport`'s `_topShadowView`, `_bottomShadowView`), whose images
    /// and the cell's alpha are not in the code read.
    public static let liftedAlpha = 0.9
    /// How far the shadow reaches above and below the lifted row, in points (chosen).
    public static let shadowDepth = 6.0
    /// Autoscroll speed, pt/s, when the whole lifted row is past the visible edge; it grows in
    /// proportion with the part of the row past it (`_reorderPositionChangedForCell:
    /// withScrollFactorPercentage:`: a percentage; its scale is not in the code read, chosen).
    public static let maximumAutoscrollSpeed = 900.0
    /// Movement (pt) before the grabber's drag begins. UIKit's control tracks from the touch-down
    /// (`UITableViewCellReorderControl beginTrackingWithTouch:withEvent:`); 1 pt keeps a tap on
    /// the grabber a tap.
    public static let hysteresis = 1.0
}

/// A row being dragged by its grabber: the cell lifted under the finger, the slot it would
/// drop into, and the other rows' animated shifts that make room for it.
final class RowReorder {
    let source: Int
    var target: Int
    let cell: TableViewCell
    let height: Double
    /// The finger's y minus the lifted cell's top, in points.
    let grabOffset: Double
    /// The finger's y in the table's frame (content y minus the offset), in points.
    var fingerY: Double
    var lastTime: Double
    var shifts: [Int: Shift] = [:]
    /// The soft shadow above and below the lifted row.
    let shadow = LiftShadowView()

    init(source: Int, cell: TableViewCell, height: Double, grabOffset: Double, fingerY: Double, time: Double) {
        self.source = source
        target = source
        self.cell = cell
        self.height = height
        self.grabOffset = grabOffset
        self.fingerY = fingerY
        lastTime = time
    }

    /// How far `row` moves to open the gap at `target`: the rows between the source and the
    /// target move by the lifted row's height toward the source.
    func wantedShift(ofRow row: Int) -> Double {
        if row > source, row <= target { return -height }
        if row < source, row >= target { return height }
        return 0
    }

    /// `row`'s vertical shift at `time`, in points.
    func shift(ofRow row: Int, at time: Double) -> Double {
        shifts[row]?.value(at: time) ?? wantedShift(ofRow: row)
    }

    /// Moves the gap to `newTarget`: each row of `rows` whose wanted shift changes starts
    /// moving there from where it is shown at `time`.
    func move(to newTarget: Int, rows: Range<Int>, at time: Double) {
        let current = Dictionary(uniqueKeysWithValues: rows.map { ($0, shift(ofRow: $0, at: time)) })
        target = newTarget
        shifts = shifts.filter { rows.contains($0.key) }
        for row in rows where row != source {
            let wanted = wantedShift(ofRow: row), now = current[row] ?? wanted
            if now != wanted || (shifts[row].map { $0.to != wanted } ?? false) {
                shifts[row] = Shift(from: now, to: wanted, start: time)
            }
        }
    }

    /// A shift from `from` to `to` (points) over `ReorderMetrics.gapDuration` from `start`.
    struct Shift {
        let from: Double
        let to: Double
        let start: Double

        func value(at time: Double) -> Double {
            let done = RowUpdateTiming.curve.progress(at: min(1, max(0, (time - start) / ReorderMetrics.gapDuration)))
            return from + (to - from) * done
        }
    }
}

/// The grabber's pan (UIKit `UITableViewCellReorderControl`, a control tracking its touch): it
/// begins only on a movable row's grabber while the table edits, after `ReorderMetrics.hysteresis`,
/// well before the table's 10 pt, so in the arena the grabber's drag reorders and a drag
/// elsewhere scrolls.
final class RowReorderPanGestureRecognizer: PanGestureRecognizer {
    weak var table: TableView?

    override init(name: String? = nil, action: ((GestureRecognizer) -> Void)? = nil) {
        super.init(name: name, action: action)
        hysteresis = ReorderMetrics.hysteresis
    }

    override func shouldBegin(translation: Point) -> Bool {
        guard let table else { return false }
        return table.canBeginReorder(at: location(in: table) - translation)
    }
}

/// The three-line grabber at a movable row's trailing edge while its table edits (UIKit's
/// `line.horizontal.3` symbol at the Body style, `UITableConstants_IOS
/// defaultReorderControlImageForTraitCollection:…`), drawn as lines so that any renderer draws it.
final class ReorderControlView: View {
    /// The glyph's width, line spacing and stroke, in points, and its colour (the accessory
    /// grey): chosen to match the symbol at 17 pt.
    static let glyphWidth = 18.0
    static let lineSpacing = 5.5
    static let lineWidth = 1.5
    static let color = Color(hex: 0x8E8E93)

    init() {
        super.init(name: "reorderControl")
        isUserInteractionEnabled = false
    }

    override func draw(in list: inout DisplayList) {
        let left = (bounds.width - Self.glyphWidth) / 2, middle = bounds.height / 2
        for line in -1...1 {
            let y = middle + Double(line) * Self.lineSpacing
            list.append(
                .line(
                    from: Point(x: left, y: y), to: Point(x: left + Self.glyphWidth, y: y), width: Self.lineWidth,
                    Self.color))
        }
    }
}

/// The lifted row's shadows (UIKit's top and bottom `UIShadowView`s): bands of black fading
/// out over `ReorderMetrics.shadowDepth` above and below the row, fills any renderer draws.
final class LiftShadowView: View {
    init() {
        super.init(name: "liftShadow")
        isUserInteractionEnabled = false
    }

    override func draw(in list: inout DisplayList) {
        let depth = ReorderMetrics.shadowDepth, bands = 3
        for band in 0..<bands {
            let inset = depth * Double(band) / Double(bands)
            let height = depth - inset
            let color = Color(red: 0, green: 0, blue: 0, alpha: 0.05)
            list.append(.fill(Rect(x: 0, y: inset, width: bounds.width, height: height), color, cornerRadius: 0))
            list.append(
                .fill(Rect(x: 0, y: bounds.height - depth, width: bounds.width, height: height), color, cornerRadius: 0)
            )
        }
    }
}
