import Foundation
import Geometry

/// One reusable item view of a `CollectionView` (UIKit's `UICollectionViewCell`): it shows
/// whichever item the collection view assigns it, dims while touched (after the scroll view's
/// 150 ms content-touch delay; a drag cancels it), shows a tinted frame while selected, and
/// tells the collection view when it is tapped. Configure it in the data source's
/// `cellForItemAt`; clear item-specific state in `prepareForReuse()`.
open class CollectionViewCell: ReusableCell {
    /// The item shown, or nil while the cell waits in its reuse queue.
    public internal(set) var indexPath: IndexPath?
    weak var collectionView: CollectionView?

    public override init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        backgroundColor = nil
    }

    /// The cell's content shows through; `drawOverlay` shows the highlight and the selection.
    open override func highlightDidChange() {}

    /// A 30 % black veil while highlighted, a 3 pt tint frame while selected (drawn above the
    /// cell's subviews, as a photo grid's cells show them).
    open override func drawOverlay(in list: inout DisplayList) {
        if isHighlighted {
            list.append(.fill(bounds, Color(red: 0, green: 0, blue: 0, alpha: 0.3), cornerRadius: cornerRadius))
        }
        guard isSelected else { return }
        let edge = 3.0, tint = Color.tint
        list.append(.fill(Rect(x: 0, y: 0, width: bounds.width, height: edge), tint, cornerRadius: 0))
        list.append(
            .fill(Rect(x: 0, y: bounds.height - edge, width: bounds.width, height: edge), tint, cornerRadius: 0))
        list.append(.fill(Rect(x: 0, y: edge, width: edge, height: bounds.height - 2 * edge), tint, cornerRadius: 0))
        list.append(
            .fill(
                Rect(x: bounds.width - edge, y: edge, width: edge, height: bounds.height - 2 * edge), tint,
                cornerRadius: 0))
    }

    open override func touchUpInside(at time: Double) {
        guard let indexPath, let collectionView else { return }
        collectionView.didTapItem(at: indexPath, time: time)
    }
}

/// A reusable section header of a `CollectionView` (UIKit's `UICollectionReusableView` as a
/// section header): a view the data source configures in `viewForHeaderInSection`.
open class CollectionReusableView: View, ReusableView {
    public let reuseIdentifier: String
    /// The section shown, or nil while the view waits in its reuse queue.
    public internal(set) var section: Int?

    public init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init(name: reuseIdentifier)
    }

    /// Called before the view is handed out again for another section; override to clear content.
    open func prepareForReuse() {}
}
