import Geometry

extension ScrollView {
    /// Points an arrow key scrolls (one wheel tick).
    public static let arrowKeyStep = 40.0
    /// What a page key keeps in view of the previous page, in points (as browsers do).
    public static let pageOverlap = 40.0

    /// Desktop keyboard scrolling at `time` (seconds): arrows step like a wheel tick, Page Up /
    /// Page Down and Space move a page less `pageOverlap`, Home and End animate to the ends.
    /// Every key's animation ends with `scrollViewDidEndScrollingAnimation`, as
    /// `setContentOffset(_:animated:)` does.
    /// Returns whether the key scrolls.
    @discardableResult
    public func handleKey(_ name: String, at time: Double) -> Bool {
        now = max(now, time)
        let page = max(bounds.height - Self.pageOverlap, Self.arrowKeyStep)
        switch name {
        case "down": scroll(by: Point(x: 0, y: Self.arrowKeyStep), precise: false, at: time, stepPurpose: .programmatic)
        case "up": scroll(by: Point(x: 0, y: -Self.arrowKeyStep), precise: false, at: time, stepPurpose: .programmatic)
        case "right": scroll(by: Point(x: Self.arrowKeyStep, y: 0), precise: false, at: time, stepPurpose: .programmatic)
        case "left": scroll(by: Point(x: -Self.arrowKeyStep, y: 0), precise: false, at: time, stepPurpose: .programmatic)
        case "pagedown", "space": scroll(by: Point(x: 0, y: page), precise: false, at: time, stepPurpose: .programmatic)
        case "pageup": scroll(by: Point(x: 0, y: -page), precise: false, at: time, stepPurpose: .programmatic)
        case "home": animate(to: Point(x: position.x, y: positionRange(.vertical).lowerBound), animated: true, purpose: .programmatic)
        case "end": animate(to: Point(x: position.x, y: positionRange(.vertical).upperBound), animated: true, purpose: .programmatic)
        default: return false
        }
        return true
    }
}
