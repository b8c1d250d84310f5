import Geometry
import ScrollPhysics

/// How rows come and go in an animated update (UIKit `UITableView.RowAnimation`).
public enum RowAnimation: Sendable, Hashable {
    /// The table picks: a fade (UIKit picks by context; ScrollLab always fades, see RowActions.md).
    case automatic
    /// Inserted rows fade in, deleted rows fade out, in place.
    case fade
    /// Inserted rows slide in from the left, deleted rows slide out to the left.
    case left
    /// Inserted rows slide in from the right, deleted rows slide out to the right.
    case right
    /// Inserted rows slide in from above, deleted rows slide up and out.
    case top
    /// Inserted rows slide in from below, deleted rows slide down and out.
    case bottom
    /// No animation of the rows themselves; the rows around still move to their places.
    case none
}

/// The timing of a table's row updates: 0.3 s on the ease-in-ease-out curve, UIKit's
/// `_UISwipeAnimationFactory.animatorForGenericUpdates` (`UICubicTimingParameters` with curve 0,
/// duration 0.3), which is also `UITableView`'s documented default update length.
public enum RowUpdateTiming {
    /// Seconds an insert, delete, move or reload takes.
    public static let duration = 0.3
    /// The easing of every row's movement, fade and slide.
    public static let curve = TimingCurve.easeInOut
}

/// A row update in flight: where the rows that moved started from, which rows came in and how,
/// and the cells of rows that left. Positions are offsets from a row's resting frame, in points;
/// the offset shrinks to nothing over the update.
struct RowUpdateAnimation {
    /// When the update started, seconds on the frame loop's clock.
    var start: Double
    /// Vertical offset each moved row (new index) starts at, from its resting place.
    var displacement: [Int: Double] = [:]
    /// Rows (new index) that came in, and how.
    var inserted: [Int: RowAnimation] = [:]
    /// Cells of deleted or reloaded rows, drawn below the others until they are gone.
    var departing: [DepartingCell] = []

    /// Elapsed progress (0…1) along the update's curve at `time`.
    func progress(at time: Double) -> Double {
        RowUpdateTiming.curve.progress(at: (time - start) / RowUpdateTiming.duration)
    }

    func isDone(at time: Double) -> Bool { time - start >= RowUpdateTiming.duration }
}

/// The cell of a row that left, where it was (content coordinates), how it goes and when it
/// started going (seconds on the frame loop's clock).
struct DepartingCell {
    let cell: View
    let frame: Rect
    let animation: RowAnimation
    let start: Double

    /// Progress (0…1) of its way out at `time`, on the update's curve.
    func progress(at time: Double) -> Double {
        RowUpdateTiming.curve.progress(at: min(1, (time - start) / RowUpdateTiming.duration))
    }

    func isDone(at time: Double) -> Bool { time - start >= RowUpdateTiming.duration }
}

extension RowAnimation {
    /// The offset (points) and opacity of a row coming in, `remaining` (1…0) of the way from
    /// where it starts to where it rests, in a table `width` wide.
    func incoming(remaining: Double, width: Double, height: Double) -> (offset: Point, alpha: Double) {
        switch self {
        case .automatic, .fade: (.zero, 1 - remaining)
        case .left: (Point(x: -width * remaining, y: 0), 1)
        case .right: (Point(x: width * remaining, y: 0), 1)
        case .top: (Point(x: 0, y: -height * remaining), 1 - remaining)
        case .bottom: (Point(x: 0, y: height * remaining), 1 - remaining)
        case .none: (.zero, 1)
        }
    }

    /// The offset and opacity of a row going out, `done` (0…1) of the way.
    func outgoing(done: Double, width: Double, height: Double) -> (offset: Point, alpha: Double) {
        switch self {
        case .automatic, .fade: (.zero, 1 - done)
        case .left: (Point(x: -width * done, y: 0), 1)
        case .right: (Point(x: width * done, y: 0), 1)
        case .top: (Point(x: 0, y: -height * done), 1 - done)
        case .bottom: (Point(x: 0, y: height * done), 1 - done)
        case .none: (.zero, 0)
        }
    }
}
