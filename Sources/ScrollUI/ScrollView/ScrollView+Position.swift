import Geometry

/// The offset that drags, momentum and animations move: `contentOffset`, except on the vertical
/// axis of a scroll view a `NestedScrollCoordinating` takes over, where it is the combined offset.
extension ScrollView {
    /// The position drags and motions move, in points.
    package var position: Point {
        get {
            var point = contentOffset
            if let combined = nestedCoordinator?.combinedOffset(for: self) { point.y = combined }
            return point
        }
        set {
            guard let coordinator = nestedCoordinator, coordinator.combinedOffset(for: self) != nil else {
                contentOffset = newValue
                return
            }
            if newValue.x != contentOffset.x { contentOffset.x = newValue.x }
            coordinator.setCombinedOffset(newValue.y, for: self)
        }
    }

    /// The positions allowed on `axis`.
    package func positionRange(_ axis: Axis) -> ClosedRange<Double> {
        if axis == .vertical, let coordinator = nestedCoordinator, coordinator.combinedOffset(for: self) != nil {
            return coordinator.combinedRange(for: self)
        }
        return offsetRange(axis)
    }

    /// `position` moved into the allowed range on both axes.
    func clampedPosition(_ position: Point) -> Point {
        Self.clamp(position, into: positionRange)
    }

    /// The position at which the own offset would be `offset`.
    package func position(forOwnOffset offset: Point) -> Point {
        let current = position
        return Point(x: offset.x, y: current.y + offset.y - contentOffset.y)
    }

    /// The own offset at `position`.
    func ownOffset(atPosition position: Point) -> Point {
        guard let coordinator = nestedCoordinator, coordinator.combinedOffset(for: self) != nil else { return position }
        return Point(x: position.x, y: coordinator.ownOffset(of: self, atCombined: position.y))
    }
}

extension ScrollView {
    /// A scroll view moving together with this one was touched, or a tab switched: a trackpad
    /// gesture ends, any motion stops where it is at `time` (seconds) and a deceleration reports
    /// its end. Returns whether anything was moving.
    /// With `holdingDeceleration`, a deceleration stops but does not end: it ends when the finger
    /// on the other view lifts (`releaseHeldDeceleration`), as it would under a finger of its own.
    @discardableResult
    public func interruptMotion(at time: Double, holdingDeceleration: Bool = false) -> Bool {
        let wasMoving = motion != nil || trackpad != nil
        if trackpad != nil { endTrackpadGesture(velocity: .zero, at: clock.clamped(time)) }
        stopMotion(at: clock.clamped(time))
        if phase == .decelerating {
            if holdingDeceleration {
                isDecelerationHeld = true
            } else {
                releaseHeldDeceleration()
            }
        }
        return wasMoving
    }

    /// Ends a deceleration that a finger on another view stopped (its owed end is delivered).
    package func releaseHeldDeceleration() {
        isDecelerationHeld = false
        if phase == .decelerating { endDeceleration() }
    }
}
