import Geometry

/// What a scroll view does when the keyboard would cover the field being edited (UIKit's
/// `UIScrollView` under a keyboard, as `UITableViewController` arranges it): its bottom inset
/// grows by the part of it the keyboard covers, and it scrolls just enough that the field shows
/// above the keyboard with a margin, moving with the keyboard (its duration and curve). The inset is given back when the keyboard falls.
final class KeyboardAvoidance {
    /// Points kept between the field and the keyboard's top.
    static let margin = 8.0

    /// The scroll views whose bottom inset the keyboard grew, and by how much.
    private var adjusted: [(scrollView: ScrollView, inset: Double)] = []

    /// Insets for the keyboard whose top (window points) is `keyboardTop`, nil when it is down.
    func update(for field: TextField?, keyboardTop: Double?, in window: View) {
        let target = keyboardTop == nil ? nil : field.flatMap(Self.enclosingScrollView)
        for entry in adjusted where entry.scrollView !== target { entry.scrollView.contentInset.bottom -= entry.inset }
        adjusted.removeAll { $0.scrollView !== target }
        guard let field, let keyboardTop, let scrollView = target else { return }
        let frameInWindow = scrollView.convert(scrollView.bounds, to: window)
        let covered = max(0, frameInWindow.maxY - keyboardTop)
        let previous = adjusted.first?.inset ?? 0
        scrollView.contentInset.bottom += covered - previous
        adjusted = [(scrollView, covered)]
        Self.scrollIntoSight(field, in: scrollView, visibleHeight: scrollView.bounds.height - covered)
    }

    /// Keeps the inset of the scroll view it adjusted to the keyboard whose top is `keyboardTop`
    /// now (window points), without scrolling: the keyboard follows a finger.
    func follow(keyboardTop: Double, in window: View) {
        guard let (scrollView, previous) = adjusted.first else { return }
        let frameInWindow = scrollView.convert(scrollView.bounds, to: window)
        let covered = max(0, frameInWindow.maxY - keyboardTop)
        scrollView.contentInset.bottom += covered - previous
        adjusted = [(scrollView, covered)]
    }

    /// Scrolls `scrollView` so `field` ends `margin` above the visible part's bottom (or starts at its top).
    private static func scrollIntoSight(_ field: TextField, in scrollView: ScrollView, visibleHeight: Double) {
        let frame = field.convert(field.bounds, to: scrollView)
        let offset = scrollView.contentOffset
        var y = offset.y
        if frame.maxY + margin > offset.y + visibleHeight { y = frame.maxY + margin - visibleHeight }
        if frame.minY - margin < y { y = frame.minY - margin }
        guard y != offset.y else { return }
        // Along with the keyboard: its duration and curve (UIKit scrolls inside the keyboard's
        // animation block, `_adjustForAutomaticKeyboardInfo:animated:lastAdjustment:`).
        let target = scrollView.clampedPosition(scrollView.position(forOwnOffset: Point(x: offset.x, y: y)))
        scrollView.animate(
            to: target, animated: true, purpose: .programmatic, duration: OnScreenKeyboard.duration,
            curve: OnScreenKeyboard.curve)
    }

    private static func enclosingScrollView(of view: View) -> ScrollView? {
        var current = view.superview
        while let view = current {
            if let scrollView = view as? ScrollView { return scrollView }
            current = view.superview
        }
        return nil
    }
}
