import Geometry
import ScrollUI

/// `snap`: a horizontal strip of 60 pt bubbles, 10 pt apart, that comes to rest with a bubble in
/// the middle. Seed 002 snaps after the deceleration ends and calls it abrupt; here the
/// deceleration itself lands on the bubble: `scrollViewWillEndDragging` moves
/// `targetContentOffset` to the bubble nearest the projected resting point (at the fast rate), and
/// the scroll view lands on it from the release speed (ScrollPhysics.docc/Physics.md, "Landing on a
/// target"). The seed's way stays as a toggle for comparison.
public final class SnapScreen: ViewController, ScrollViewDelegate {
    static let bubbleCount = 100
    static let diameter = 60.0
    static let spacing = 10.0
    /// Distance between two bubbles' centres, in points.
    package static var pitch: Double { diameter + spacing }

    /// How the strip comes to rest on a bubble.
    public enum Mode: Sendable {
        /// The deceleration lands on it (changing `targetContentOffset`).
        case target
        /// Seed 002's way: decelerate freely, then animate to the nearest bubble.
        case afterDeceleration
    }

    public var mode = Mode.target {
        didSet {
            toggle.label.text = Self.toggleTitle(mode)
            configureLanding()
        }
    }

    let scrollView = ScrollView(name: "snap")
    private let bubbles: [View]
    private let toggle = Button(title: SnapScreen.toggleTitle(.target), font: .subheadline, name: "snap.toggle")
    private let centreMark = View(name: "snap.centre")

    public init() {
        bubbles = (0..<Self.bubbleCount).map { index in
            let bubble = View(name: "snap.bubble.\(index)")
            bubble.backgroundColor = Color(hex: 0x5A62D2)
            bubble.cornerRadius = Self.diameter / 2
            let label = Label(
                "#\(index)", font: Font(size: 17, weight: .bold), color: .white, alignment: .center,
                name: "snap.bubble.label")
            label.frame = Rect(x: 0, y: 0, width: Self.diameter, height: Self.diameter)
            bubble.addSubview(label)
            return bubble
        }
        super.init(title: "Snap", name: "snap.screen")
        view.backgroundColor = .white
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        bubbles.forEach(scrollView.addSubview)
        centreMark.backgroundColor = Color(hex: 0xE5E5EA)
        centreMark.cornerRadius = (Self.diameter + 12) / 2
        toggle.label.alignment = .center
        toggle.action = { [weak self] _ in
            guard let self else { return }
            self.mode = self.mode == .target ? .afterDeceleration : .target
        }
        [centreMark, scrollView, toggle].forEach(view.addSubview)
        configureLanding()
    }

    /// Landing on a bubble: the fast rate (0.99) projects a flick a few bubbles on, as UIKit's
    /// snapping carousels set `decelerationRate = .fast`, and every release lands on its bubble,
    /// the first and last included (`landsOnTarget`: no bounce at the ends). Seed 002's way keeps
    /// the normal rate and the free deceleration.
    private func configureLanding() {
        scrollView.decelerationRate = mode == .target ? .fast : .normal
        scrollView.landsOnTarget = mode == .target
    }

    static func toggleTitle(_ mode: Mode) -> String {
        mode == .target ? "Snap: the deceleration lands on a bubble" : "Snap: after the deceleration (seed 002)"
    }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("snap", scrollView)] }

    public override func layoutView() {
        let bounds = view.bounds
        scrollView.frame = bounds
        toggle.frame = Rect(x: 16, y: bounds.height - 56, width: bounds.width - 32, height: 44)
        // The first and last bubbles can reach the middle: half a screen of room at both ends.
        let inset = (bounds.width - Self.diameter) / 2
        let y = (bounds.height - Self.diameter) / 2
        for (index, bubble) in bubbles.enumerated() {
            bubble.frame = Rect(
                x: inset + Double(index) * Self.pitch, y: y, width: Self.diameter, height: Self.diameter)
        }
        scrollView.contentSize = Size(
            width: 2 * inset + Double(Self.bubbleCount - 1) * Self.pitch + Self.diameter, height: bounds.height)
        centreMark.frame = Rect(x: inset - 6, y: y - 6, width: Self.diameter + 12, height: Self.diameter + 12)
    }

    /// The offset that centres the bubble nearest to `offset` (each bubble is centred at a multiple of the pitch).
    func nearestBubbleOffset(to offset: Double) -> Double {
        let index = min(max((offset / Self.pitch).rounded(), 0), Double(Self.bubbleCount - 1))
        return index * Self.pitch
    }

    // MARK: Delegate

    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        guard mode == .target else { return }
        targetContentOffset.x = nearestBubbleOffset(to: targetContentOffset.x)
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if mode == .afterDeceleration && !decelerate { snapAfterwards() }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        if mode == .afterDeceleration { snapAfterwards() }
    }

    private func snapAfterwards() {
        scrollView.setContentOffset(Point(x: nearestBubbleOffset(to: scrollView.contentOffset.x), y: 0), animated: true)
    }
}
