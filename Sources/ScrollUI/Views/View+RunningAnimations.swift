/// The running side of `View.animate`: starting a property's animation, writing its value each
/// frame, and what a plain write to a moving property does.
extension View {
    /// Called by the animatable properties' setters with the value they had: inside an animations
    /// block it is noted; outside one, a write to a moving property stops its animation (the
    /// last write wins, `finished` false), unless it writes the animation's own target, which
    /// keeps the motion (a layout pass that sets the same frame again).
    func noteAnimatableChange(_ property: AnimatableProperty, from old: AnimatableValue) {
        guard !isApplyingAnimation else { return }
        if let transaction = AnimationTransaction.current {
            transaction.note(self, property, from: old)
            return
        }
        guard let index = runningAnimations.firstIndex(where: { $0.property == property }) else { return }
        if animatableValue(of: property) == runningAnimations[index].target {
            apply(property, old)
        } else {
            runningAnimations.remove(at: index).group.end(finished: false)
        }
    }

    /// The property's value now, as drawn.
    func animatableValue(of property: AnimatableProperty) -> AnimatableValue {
        switch property {
        case .frame: .rect(frame)
        case .bounds: .rect(bounds)
        case .alpha: .number(alpha)
        case .transform: .transform(transform)
        case .backgroundColor: .color(backgroundColor)
        }
    }

    /// Writes a presentation value (alpha and colour components kept in 0…1 past a spring's overshoot).
    func apply(_ property: AnimatableProperty, _ value: AnimatableValue) {
        let wasApplying = isApplyingAnimation
        isApplyingAnimation = true
        defer { isApplyingAnimation = wasApplying }
        switch (property, value) {
        case (.frame, .rect(let rect)): frame = rect
        case (.bounds, .rect(let rect)): bounds = rect
        case (.alpha, .number(let number)): alpha = min(max(number, 0), 1)
        case (.transform, .transform(let transform)): self.transform = transform
        case (.backgroundColor, .color(let color)): backgroundColor = color.map(Self.clamped)
        default: break
        }
    }

    private static func clamped(_ color: Color) -> Color {
        func unit(_ value: Double) -> Double { min(max(value, 0), 1) }
        return Color(red: unit(color.red), green: unit(color.green), blue: unit(color.blue), alpha: unit(color.alpha))
    }

    /// Replaces the property's running animation (its completion gets `finished` false) and puts
    /// the property back at the animation's start; false when there is nothing to move.
    func start(_ animation: PropertyAnimation) -> Bool {
        if let index = runningAnimations.firstIndex(where: { $0.property == animation.property }) {
            runningAnimations.remove(at: index).group.end(finished: false)
        }
        guard animation.from != animation.target else { return false }
        apply(animation.property, animation.from)
        animation.group.add()
        runningAnimations.append(animation)
        setNeedsAdvance()
        return true
    }

    /// Writes every running animation's value at `time` (the frame's), then ends those done.
    func advanceAnimations(to time: Double) {
        guard !runningAnimations.isEmpty else { return }
        let current = runningAnimations.map { animation in
            var started = animation
            if started.start == nil { started.start = time }
            return started
        }
        let values = current.map { $0.value(at: time) }
        runningAnimations = zip(current, values).filter { !$1.done }.map(\.0)
        for (animation, value) in zip(current, values) { apply(animation.property, value.value) }
        for (animation, value) in zip(current, values) where value.done { animation.group.end(finished: true) }
    }
}
