import Foundation
import Geometry

/// A search field (UIKit `UISearchBar`, minimal style): a rounded field with a magnifier and
/// the placeholder "Search", and a Cancel button that slides in while it is edited. Cancel
/// empties the field and ends editing; `onTextChange` sees every change as one types.
public final class SearchBar: View {
    public let field: TextField
    public let cancelButton = Button(title: "Cancel", name: "searchBar.cancel")
    /// Called with the text after every change (UIKit `searchBar(_:textDidChange:)`).
    public var onTextChange: ((String) -> Void)?
    /// Called when Cancel is tapped (UIKit `searchBarCancelButtonClicked`).
    public var onCancel: (() -> Void)?
    /// Called when the field begins editing (UIKit `searchBarTextDidBeginEditing`).
    public var onBeginEditing: (() -> Void)?
    /// Shows Cancel while the field is not edited too (UIKit's `showsCancelButton`; a search
    /// controller sets it while search is active).
    public var showsCancelButton = false {
        didSet { setNeedsLayout() }
    }
    /// The search controller that owns this bar, if any.
    public internal(set) weak var searchController: SearchController?

    /// UIKit's search field: 36 pt tall, 10 pt corners, 8 pt from the bar's sides, the magnifier
    /// 28 pt of the field's left (`UISearchTextField`, iOS 13 and later).
    static let fieldHeight = 36.0, sideInset = 8.0, iconSpace = 28.0

    public init(placeholder: String = "Search", name: String = "searchBar") {
        field = TextField(placeholder: placeholder, name: name + ".field")
        super.init(name: name)
        field.textInset.left = Self.iconSpace
        field.endsEditingOnTapOutside = false
        addSubview(field)
        addSubview(cancelButton)
        field.onChange = { [weak self] text in self?.onTextChange?(text) }
        field.onEditingChanged = { [weak self] editing in
            self?.setNeedsLayout()
            if editing { self?.onBeginEditing?() }
        }
        cancelButton.action = { [weak self] _ in self?.cancel() }
    }

    public var text: String {
        get { field.text }
        set { field.text = newValue }
    }

    /// Empties the field and ends editing, as Cancel does.
    public func cancel() {
        field.text = ""
        field.resignFirstResponder()
        onCancel?()
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        let editing = field.isFirstResponder || showsCancelButton
        let cancelWidth = editing ? TextWrap.width("Cancel", font: .body) + 16 : 0
        let y = bounds.midY - Self.fieldHeight / 2
        field.frame = Rect(
            x: Self.sideInset, y: y, width: bounds.width - 2 * Self.sideInset - cancelWidth, height: Self.fieldHeight)
        cancelButton.isHidden = !editing
        cancelButton.frame = Rect(
            x: field.frame.maxX + 8, y: y, width: max(cancelWidth - 8, 0), height: Self.fieldHeight)
    }

    public override var needsAdvance: Bool { searchController?.isMoving ?? false }

    public override func advance(to time: Double) { searchController?.advance(to: time) }

    public override func drawOverlay(in list: inout DisplayList) {
        // The magnifier: a ring and its handle, in the placeholder's grey.
        let center = Point(x: field.frame.minX + 14, y: field.frame.midY - 1.5), radius = 5.5
        let grey = Color(hex: 0x8E8E93)
        let steps = 16
        for step in 0..<steps {
            let a = Double(step) / Double(steps) * 2 * .pi, b = Double(step + 1) / Double(steps) * 2 * .pi
            list.append(
                .line(
                    from: Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a)),
                    to: Point(x: center.x + radius * cos(b), y: center.y + radius * sin(b)), width: 1.6, grey))
        }
        let handle = radius * 0.7
        list.append(
            .line(
                from: center + Point(x: handle, y: handle), to: center + Point(x: handle + 4, y: handle + 4),
                width: 1.8, grey))
    }
}
