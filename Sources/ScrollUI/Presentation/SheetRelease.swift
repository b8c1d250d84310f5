/// Where a sheet goes when the finger lifts, and with which spring: UIKit's rule, read from the
/// decompiled UIKitCore (iOS 26.1), `-[_UISheetInteraction draggingEndedInSource:]`'s block over
/// a `_UIHyperInteractor`. The detents are positions on one axis, the dismissed position one of
/// them (`_UISheetLayoutInfo._indexOfCurrentActiveOrDismissDetent`: the last active detent).
///
/// 1. The release is projected as a flick decelerating at `decelerationRate` per millisecond
///    (`SheetDecelerationFactor`, 0.99): projected = position + v · d / (1 − d) / 1000, that is
///    position + 0.099 s · v (`-[_UIHyperInteractor _projectedPoint]`); a speed under
///    `minimumSpeed` projects nothing (`_effectiveVelocity`).
/// 2. The sheet goes to the detent nearest the projection (`_regionIndexForClosestPoint:`).
/// 3. A release at `highSpeed` (`SheetSpeedThreshold`, 1,000 pt/s) or faster whose projection
///    stays with the detent nearest the finger, moving away from that detent, goes one detent
///    further in the direction of the motion.
/// 4. It lands on a spring of response 0.344 s (`SheetResponse`): critically damped
///    (`SheetDampingRatio`, 1), or damping ratio 0.8 after a release at `highSpeed` or faster
///    (`SheetHighSpeedDampingRatio`; `-[_UISheetPresentationMetrics transitionSpringParametersHighSpeed:]`).
public struct SheetRelease: Sendable, Equatable {
    /// The detent index the sheet lands on.
    public let detent: Int
    /// The spring's damping ratio (1, or `highSpeedDampingRatio`).
    public let dampingRatio: Double

    /// UIKit's `SheetDecelerationFactor`: the projection's deceleration per millisecond.
    public static let decelerationRate = 0.99
    /// UIKit's `SheetSpeedThreshold`, in pt/s: from this speed on a release goes a detent further
    /// and lands on the bouncier spring.
    public static let highSpeed = 1000.0
    /// The speed under which a release projects nothing, in pt/s. UIKit's default
    /// (`_UIHyperInteractor`'s `__minimumSpeed`) is a packed literal the decompiled text does not
    /// show; ScrollLab uses 0 (every release projects).
    public static let minimumSpeed = 0.0
    /// UIKit's `SheetResponse`, in seconds: the period of every sheet spring.
    public static let springResponse = 0.344144233
    /// UIKit's `SheetHighSpeedDampingRatio`.
    public static let highSpeedDampingRatio = 0.8

    /// How far a release at `velocity` pt/s projects, in points (0.099 s · v).
    public static func projection(velocity: Double) -> Double {
        guard abs(velocity) >= minimumSpeed else { return 0 }
        return velocity * decelerationRate / (1 - decelerationRate) / 1000
    }

    /// The release of a sheet at `position` moving `velocity` pt/s (both along the axis the
    /// `detents` positions are on, in ascending order), position unconstrained by the rubber band.
    public init(position: Double, velocity: Double, detents: [Double]) {
        let speed = abs(velocity)
        guard let closest = Self.nearest(to: position, in: detents) else {
            self.init(detent: 0, dampingRatio: 1)
            return
        }
        var target = Self.nearest(to: position + Self.projection(velocity: velocity), in: detents) ?? closest
        let movingAway = (position < detents[closest]) == (velocity < 0)
        if speed >= Self.highSpeed, target == closest, movingAway {
            target = min(max(closest + (velocity < 0 ? -1 : 1), 0), detents.count - 1)
        }
        self.init(detent: target, dampingRatio: speed >= Self.highSpeed ? Self.highSpeedDampingRatio : 1)
    }

    public init(detent: Int, dampingRatio: Double) {
        self.detent = detent
        self.dampingRatio = dampingRatio
    }

    /// The index of the position in `detents` nearest `value` (the first of equals); nil for none.
    static func nearest(to value: Double, in detents: [Double]) -> Int? {
        detents.indices.min { abs(detents[$0] - value) < abs(detents[$1] - value) }
    }
}
