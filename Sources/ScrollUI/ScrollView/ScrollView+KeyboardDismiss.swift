/// How a drag on a scroll view treats the keyboard (UIKit `UIScrollView.KeyboardDismissMode`).
public enum KeyboardDismissMode: Sendable, Equatable {
    /// The keyboard stays (UIKit's default).
    case none
    /// A finger drag that begins on the scroll view ends editing, and the keyboard falls.
    case onDrag
    /// UIKit lets the keyboard follow the finger down; here it falls as with `onDrag` (the
    /// interactive pull is not built yet).
    case interactive
}

extension ScrollView {
    /// Ends editing when a finger drag begins and the mode asks for it (UIKit ends it as the drag
    /// is recognized, before `scrollViewWillBeginDragging`).
    func dismissKeyboardIfDragging() {
        guard keyboardDismissMode != .none, let center = timelineCenter, center.firstResponder != nil else { return }
        center.focus(nil)
    }
}
