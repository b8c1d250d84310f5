import ScrollLabKit

/// The sheet and its list as one scroll view, by seed 004's drawer rules turned upside down:
/// the list's drags and momentum move one combined offset — the sheet's raise plus the list's
/// offset — and each change is split: pulling up, the sheet rises to its large detent first and
/// only then the list scrolls; pulling down, the list returns to its top first and then the
/// sheet comes down, in the same drag. So the list scrolls only at the large detent.
final class SheetScrollCoordinator: NestedScrollCoordinating {
    unowned let sheet: SheetView
    var list: ScrollView { sheet.list }

    init(sheet: SheetView) {
        self.sheet = sheet
        sheet.list.nestedCoordinator = self
    }

    /// The list's offset from its top.
    private var inner: Double { list.contentOffset.y - list.minimumContentOffset.y }

    func combinedOffset(for scrollView: ScrollView) -> Double? {
        scrollView === list ? sheet.raise + inner : nil
    }

    func combinedRange(for scrollView: ScrollView) -> ClosedRange<Double> {
        0...(sheet.fullRaise + list.maximumContentOffset.y - list.minimumContentOffset.y)
    }

    func setCombinedOffset(_ offset: Double, for scrollView: ScrollView) {
        guard offset.isFinite else { return }
        let (raise, inner) = split(to: offset)
        sheet.raise = raise
        list.contentOffset.y = list.minimumContentOffset.y + inner
    }

    func ownOffset(of scrollView: ScrollView, atCombined offset: Double) -> Double {
        list.minimumContentOffset.y + split(to: offset).inner
    }

    func stopOtherMotions(than scrollView: ScrollView, at time: Double, holdingDecelerations: Bool) -> Bool {
        sheet.stopLanding(at: time)
    }

    func isMovingOther(than scrollView: ScrollView) -> Bool { sheet.landing != nil }

    /// The raise and the list's offset once their sum is `combined`: growing, the sheet rises
    /// first; shrinking, the list returns to its top first. Past the ends (rubber-banding), the
    /// sheet goes below its small detent, or the list past its end.
    func split(to combined: Double) -> (raise: Double, inner: Double) {
        let raise = sheet.raise, inner = inner
        if combined > raise + inner {
            let full = max(raise, sheet.fullRaise)
            return combined - inner <= full ? (combined - inner, inner) : (full, combined - full)
        } else if combined < raise + inner {
            let top = min(inner, 0)
            return combined - raise >= top ? (raise, combined - raise) : (combined - top, top)
        }
        return (raise, inner)
    }
}
