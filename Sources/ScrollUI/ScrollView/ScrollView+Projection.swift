import Geometry

extension ScrollView {
    /// How fast the offset changes now, in pt/s: the deceleration's velocity, or the finger's
    /// (the content follows it) during a drag; zero at rest or during an animation.
    public var contentVelocity: Point {
        if let motion { return motion.velocity(at: now) }
        if drag.isActive { return panRecognizer.velocity(in: nil) * -1 }
        return .zero
    }

    /// Where the content will come to rest, from the moment the finger lifted: the target of the
    /// running deceleration (the one the delegate saw, after any change it made), in this view's
    /// own offsets. Nil when nothing decelerates.
    public var projectedRestingOffset: Point? {
        guard let motion, case .deceleration = motion.kind else { return nil }
        return ownOffset(atPosition: motion.restingOffset(current: position))
    }
}
