import ScrollPhysics

/// Measures the seam of a nested technique after each release, against one UIKit deceleration
/// of the combined offset (header collapse + current list) from the same release:
/// - `boundaryVelocityRatio`: in the first frame in which the other view moves alone (the list
///   after the header, or the header after the list), the combined offset's displacement over
///   the one deceleration's displacement in the same frame. 1 for one motion; above 1 a jump,
///   below a drop; nil until such a frame.
/// - `distanceLost`: how far short of the one deceleration's resting point the content came to
///   rest, in points along the release; negative when it went further; nil until all is at rest.
package final class SeamMeter {
    package private(set) var boundaryVelocityRatio: Double?
    package private(set) var distanceLost: Double?

    private var release: (time: Double, velocity: Double, reference: ScrollMotion)?
    private var previous: (time: Double, combined: Double, collapse: Double)?
    private var firstMover: Mover?

    /// The header's view or the list.
    enum Mover { case header, list }

    /// A drag of `view` ended at `time` (seconds) at combined offset `position` with content
    /// velocity `velocity` (pt/s), in the combined `range`: a new measurement starts. A second
    /// release at the same time (both pans of a simultaneous drag) is the same release.
    func released(_ view: Mover, at time: Double, position: Double, velocity: Double, range: ClosedRange<Double>) {
        if let release, release.time == time { return }
        release = (time, velocity, ScrollMotion(position: position, velocity: velocity, range: range))
        previous = nil
        firstMover = view
        boundaryVelocityRatio = nil
        distanceLost = nil
    }

    /// A frame's sample at `time` (seconds): the combined offset, the header's collapse, and
    /// whether anything still moves or is touched.
    func sample(at time: Double, combined: Double, collapse: Double, isSettled: Bool) {
        guard let release else { return }
        defer { previous = (time, combined, collapse) }
        if let previous, boundaryVelocityRatio == nil, let mover = mover(from: previous, to: (combined, collapse)) {
            if mover != firstMover {
                let expected = release.reference.position(at: time - release.time) - release.reference.position(at: previous.time - release.time)
                boundaryVelocityRatio = expected == 0 ? 0 : (combined - previous.combined) / expected
            }
        }
        if isSettled, distanceLost == nil, previous != nil {
            distanceLost = (release.reference.restingPosition - combined) * (release.velocity >= 0 ? 1 : -1)
        }
    }

    /// The view that moved alone between two samples; nil when none or both moved.
    private func mover(from a: (time: Double, combined: Double, collapse: Double), to b: (combined: Double, collapse: Double)) -> Mover? {
        let header = a.collapse != b.collapse
        let list = a.combined - a.collapse != b.combined - b.collapse
        return header == list ? nil : header ? .header : .list
    }

    /// The overlay's line.
    var note: String {
        let ratio = boundaryVelocityRatio.map { String(format: "speed ×%.2f after the boundary", $0) } ?? "no boundary crossed"
        let lost = distanceLost.map { String(format: "%.1f pt lost", $0) } ?? "moving"
        return "seam: \(ratio), \(lost)"
    }
}
