/// A view a virtualized list keeps in a reuse queue while it is out of sight, and hands out
/// again for another row, item or section (UIKit's `UICollectionReusableView`).
public protocol ReusableView: View {
    /// The queue the view returns to when it scrolls out.
    var reuseIdentifier: String { get }
    /// Called before the view is handed out again: clear what belonged to its last index.
    func prepareForReuse()
}

/// The part of a list's cell that `TableViewCell` and `CollectionViewCell` share: a reuse
/// identifier, a touch-down highlight and a selection, both shown by the background (override
/// `highlightDidChange()` to show them otherwise). The highlight waits for the scroll view's
/// content-touch delay (150 ms) and is cancelled when the touch becomes a drag.
open class ReusableCell: Control, ReusableView {
    public let reuseIdentifier: String
    /// Selected (UIKit `isSelected`): the list sets it from its selection.
    public internal(set) var isSelected = false {
        didSet { if isSelected != oldValue { highlightDidChange() } }
    }

    public init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init(name: reuseIdentifier)
        backgroundColor = .white
        tapSlop = 10  // a cell is selected by a tap (UITapGestureRecognizer's allowable movement)
    }

    /// Called before the cell is handed out again for another index: a touch it was following is
    /// dropped (so a tap never selects the new index). Override to clear content; call super.
    open func prepareForReuse() {
        cancelTracking()
    }

    /// Shows the highlight and the selection (UIKit `setHighlighted`, `setSelected`).
    open override func highlightDidChange() {
        backgroundColor = isHighlighted || isSelected ? .highlight : .white
    }
}
