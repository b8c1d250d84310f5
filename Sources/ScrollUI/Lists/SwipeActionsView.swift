import Geometry
import Gestures

/// The buttons behind a swiped row, in the row's frame: they fill the part the cell has left,
/// each widening in proportion as the row is pulled, and the first one takes all of it once the
/// swipe is full (UIKit `UISwipeActionPullView`, `_UISwipeActionButton`).
final class SwipeActionsView: View {
    let actions: [ContextualAction]
    let isTrailing: Bool
    /// How far the cell has moved away, in points (≥ 0).
    var exposedWidth = 0.0
    var isExpanded = false
    /// Called with the index of a tapped button.
    var onTap: ((Int) -> Void)?

    init(actions: [ContextualAction], trailing: Bool) {
        self.actions = actions
        isTrailing = trailing
        super.init(name: "swipeActions")
        clipsToBounds = true
    }

    /// The frame of button `index` (0: nearest the edge) in this view's coordinates.
    func buttonFrame(_ index: Int) -> Rect {
        let count = Double(actions.count)
        let share = isExpanded ? (index == 0 ? 1.0 : 0) : 1 / count
        let before = isExpanded ? 0 : Double(index) / count
        let width = exposedWidth * share
        let fromEdge = exposedWidth * before
        let x = isTrailing ? bounds.width - fromEdge - width : fromEdge
        return Rect(x: x, y: 0, width: width, height: bounds.height)
    }

    override func draw(in list: inout DisplayList) {
        guard exposedWidth > 0, let first = actions.first else { return }
        let exposed = Rect(
            x: isTrailing ? bounds.width - exposedWidth : 0, y: 0, width: exposedWidth, height: bounds.height)
        list.append(.fill(exposed, first.backgroundColor, cornerRadius: 0))
        for (index, action) in actions.enumerated().reversed() {
            let frame = buttonFrame(index)
            guard frame.width > 0.5 else { continue }
            list.append(.fill(frame, action.backgroundColor, cornerRadius: 0))
            drawContent(of: action, in: frame, into: &list)
        }
    }

    /// The button's title, or its image (above the title on tall rows), by `SwipeButtonLayout`;
    /// an image is cut at the button's edges while the button is narrower than it.
    private func drawContent(of action: ContextualAction, in frame: Rect, into list: inout DisplayList) {
        let font = Font(size: 15)
        let imageSize = action.imageName.flatMap(ImageView.pixelSize(ofImage:))
        let place = SwipeButtonLayout.place(in: frame, imageSize: imageSize, hasTitle: action.title != nil, font: font)
        guard let imageName = action.imageName, let image = place.image else {
            if let title = action.title, let box = place.title {
                list.append(.text(title, box: box, font: font, color: .white, alignment: .center))
            }
            return
        }
        list.withSavedState { list in
            list.append(.clip(frame))
            list.append(.image(name: imageName, rect: image, cornerRadius: 0))
            if let title = action.title, let box = place.title {
                list.append(.text(title, box: box, font: font, color: .white, alignment: .center))
            }
        }
    }

    override func hitTest(_ point: Point) -> View? {
        guard let hit = super.hitTest(point) else { return nil }
        return buttonIndex(at: point) == nil ? nil : hit
    }

    func buttonIndex(at point: Point) -> Int? {
        actions.indices.first { buttonFrame($0).contains(point) }
    }

    private var pressed: Int?

    override func touchesBegan(_ touches: [Touch], time: Double) {
        pressed = touches.first.flatMap { buttonIndex(at: $0.location(in: self)) }
    }

    override func touchesEnded(_ touches: [Touch], time: Double) {
        defer { pressed = nil }
        guard let pressed, let touch = touches.first, buttonIndex(at: touch.location(in: self)) == pressed else {
            return
        }
        onTap?(pressed)
    }

    override func touchesCancelled(_ touches: [Touch], time: Double) { pressed = nil }
}

/// A view below a table's cells that holds departing cells and swipe buttons; it never takes a
/// touch itself, and hides while empty so that a table without either draws as before.
final class RowUnderlayView: View {
    init() { super.init(name: "rowUnderlay") }

    override func hitTest(_ point: Point) -> View? {
        guard let hit = super.hitTest(point), hit !== self else { return nil }
        return hit
    }
}
