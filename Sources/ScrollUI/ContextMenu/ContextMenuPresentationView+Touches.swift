import Geometry
import Gestures

/// The menu's touches: the finger that opened it (through the press recognizer) and every touch
/// that lands while it shows (on this view, which covers the window).
extension ContextMenuPresentationView {
    func touchBegan(_ touches: [Touch], time: Double) {
        guard let touch = touches.first, touchStart == nil else { return }
        touchStart = touch.location
        highlight(at: touch.location)
    }

    func touchMoved(_ touches: [Touch], time: Double) {
        guard let touch = touches.first else { return }
        highlight(at: touch.location)
    }

    func touchEnded(_ touches: [Touch], time: Double) {
        guard let touch = touches.first, let start = touchStart else { return }
        touchStart = nil
        if chooseRow(at: touch.location, time: time) { return }
        let onPreview = platter.frame.contains(start) && platter.frame.contains(touch.location)
        let onMenu = menuView.map { $0.frame.contains(start) } ?? false
        if onPreview {
            commit(at: time)
        } else if !onMenu && !platter.frame.contains(start) {
            dismiss(.dismissed, at: time)
        }
    }

    func touchCancelled(_ touches: [Touch], time: Double) {
        touchStart = nil
        menuView?.highlightedRow = nil
    }

    /// The finger that opened the menu moved (window points): the item under it highlights.
    func fingerMoved(to location: Point) { highlight(at: location) }

    /// The finger that opened the menu lifted: on an item, it chooses it; elsewhere the menu stays.
    func fingerLifted(at location: Point, time: Double) {
        _ = chooseRow(at: location, time: time)
    }

    /// The selectable row under `location` (window points), if any.
    func selectableRow(at location: Point) -> Int? {
        if case .closing = phase { return nil }
        guard let menuView, let row = menuView.row(at: menuView.convertFromWindow(location)), menuView.isSelectable(row)
        else { return nil }
        return row
    }

    private func highlight(at location: Point) {
        menuView?.highlightedRow = selectableRow(at: location)
    }

    /// Chooses the row under `location`: an action runs and the menu closes, a submenu opens, a
    /// header goes back. False when there is no selectable row there.
    private func chooseRow(at location: Point, time: Double) -> Bool {
        guard let menuView, let index = selectableRow(at: location) else { return false }
        let row = menuView.rows[index]
        switch row.element {
        case let action as Action:
            dismiss(.chosen(action.title), at: time)
            action.handler(action)
        case let menu as Menu:
            changeMenu { $0.open(menu) }
        default:
            changeMenu { $0.goBack() }
        }
        return true
    }

    /// Changes the menu shown (a submenu or its parent) and lays it out again.
    private func changeMenu(_ change: (ContextMenuMenuView) -> Void) {
        guard let menuView else { return }
        change(menuView)
        relayout(menuHeight: menuView.menuHeight)
    }

    private func commit(at time: Double) {
        let animator = ContextMenuCommitAnimator(previewViewController: previewController)
        commitAnimator = animator
        interaction?.willCommit(configuration, animator: animator)
        dismiss(.committed, at: time)
    }
}
