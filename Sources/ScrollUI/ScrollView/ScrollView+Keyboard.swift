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
        noteTime(time)
        let page = max(bounds.height - Self.pageOverlap, Self.arrowKeyStep), arrow = Self.arrowKeyStep
        let step: Point
        switch name {
        case "down": step = Point(x: 0, y: arrow)
        case "up": step = Point(x: 0, y: -arrow)
        case "right": step = Point(x: arrow, y: 0)
        case "left": step = Point(x: -arrow, y: 0)
        case "pagedown", "space": step = Point(x: 0, y: page)
        case "pageup": step = Point(x: 0, y: -page)
        case "end" where (self as? TableView)?.hasEstimatedRows == true:
            (self as? TableView)?.scrollToEnd()  // measured on the way: it lands on the true end
            return true
        case "home", "end":
            let range = positionRange(.vertical)
            animate(
                to: Point(x: position.x, y: name == "home" ? range.lowerBound : range.upperBound), animated: true,
                purpose: .programmatic)
            return true
        default: return false
        }
        scroll(by: step, precise: false, at: time, stepPurpose: .programmatic)
        return true
    }
}
