/// Relations between recognizers, asked dynamically each time the arena decides.
extension GestureArena {
    /// Whether `a` and `b` may both be recognized for the same touches: yes from either
    /// side's delegate allows both (UIKit `shouldRecognizeSimultaneouslyWith`).
    public func canRecognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Why `recognizer` must wait for `other` to fail, or nil when it need not. Sources, in
    /// order: `require(toFail:)`, the subclass's `shouldRequireFailure(of:)`, its delegate's
    /// `shouldRequireFailureOf`, the other's `shouldBeRequiredToFail(by:)`, the other's
    /// delegate's `shouldBeRequiredToFailBy`.
    public func failureRequirement(of recognizer: GestureRecognizer, on other: GestureRecognizer) -> String? {
        guard recognizer !== other else { return nil }
        if recognizer.requiredToFail.contains(where: { $0 === other }) {
            return "require(toFail:)"
        }
        if recognizer.shouldRequireFailure(of: other) {
            return "\(recognizer.kind).shouldRequireFailure(of:)"
        }
        if recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true {
            return "delegate: shouldRequireFailureOf"
        }
        if other.shouldBeRequiredToFail(by: recognizer) {
            return "\(other.kind).shouldBeRequiredToFail(by:)"
        }
        if other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true {
            return "\(other.label)'s delegate: shouldBeRequiredToFailBy"
        }
        return nil
    }

    /// True when the two have seen a common touch since their last reset (only those compete).
    func sharesTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        !a.touchIDsSeen.isDisjoint(with: b.touchIDsSeen)
    }

    /// True when `other` (directly or through others still possible) waits for `recognizer`,
    /// so that `recognizer` waiting for `other` would deadlock. Reports the cycle once per
    /// sequence; the caller then ignores the edge.
    func closesCycle(_ recognizer: GestureRecognizer, through other: GestureRecognizer) -> Bool {
        guard let path = requirementPath(from: other, to: recognizer) else { return false }
        let names = [recognizer.label] + path.map(\.label)
        let error = GestureError.requireToFailCycle(names)
        if currentReport?.errors.contains(error) != true { report(error) }
        return true
    }

    /// A chain start → … → target of "must wait for" edges among possible participants
    /// (depth-first, each recognizer visited once, so it always terminates).
    private func requirementPath(from start: GestureRecognizer, to target: GestureRecognizer) -> [GestureRecognizer]? {
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        var stack: [[GestureRecognizer]] = [[start]]
        while let path = stack.popLast() {
            let last = path[path.count - 1]
            for next in participants where next !== last && next.state == .possible {
                guard failureRequirement(of: last, on: next) != nil else { continue }
                if next === target { return path + [next] }
                if visited.insert(ObjectIdentifier(next)).inserted { stack.append(path + [next]) }
            }
        }
        return nil
    }
}
