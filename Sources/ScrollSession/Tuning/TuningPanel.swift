import Geometry
import Gestures
import ScrollPhysics
import ScrollTrace
import ScrollUI

/// The tuning panel (F5, `run --tune`): a slider and a numeric field per `PhysicsSettings`
/// parameter, a target switch (every scroll view, or the one under the pointer), save (S) and
/// reset (R). Drawn by the app like any view, so it shows in the window, in replays and in their
/// screenshots alike; it takes the touches and the mouse on it, so nothing under it scrolls.
///
/// What it shows comes from what is applied (`PhysicsTuning`), never from what it proposed: a
/// change it makes goes out as a `PhysicsChange` and shows from the frame that applies it, as in
/// the replay of the recording, where the panel proposes nothing.
final class TuningPanel: View {
    weak var app: Application?
    /// The row the keys act on.
    var selected = 0
    /// The digits typed into the selected row's field, while typing.
    var typed: String?
    /// A line under the rows: why a value was refused, or what the target switch found.
    var message: String?
    /// True when changes go to the scroll view under the pointer, false for every scroll view.
    var targetsPointer = false
    /// The row a touch is dragging the slider of.
    private var draggedRow: Int?
    private var trackedTouch: Int?

    static let rowHeight = 26.0, headerHeight = 36.0, footerHeight = 58.0, padding = 10.0, fieldWidth = 74.0
    static let parameters = PhysicsSettings.parameters
    /// The height that shows every row, in points.
    static var preferredHeight: Double { headerHeight + Double(parameters.count) * rowHeight + footerHeight }

    init(app: Application) {
        self.app = app
        super.init(name: "tuningPanel")
        backgroundColor = Color(red: 0.07, green: 0.07, blue: 0.08, alpha: 0.97)
        cornerRadius = 14
    }

    override func draw(in list: inout DisplayList) {
        super.draw(in: &list)
        drawContents(into: &list)
    }

    // MARK: Target

    /// The log id changes go to (nil: every scroll view), or a reason there is none.
    var target: Result<String?, TargetMissing> {
        guard targetsPointer else { return .success(nil) }
        guard let app, let pointer = app.tuning.pointer, let id = app.loggedScrollViewID(under: pointer) else {
            return .failure(TargetMissing())
        }
        return .success(id)
    }

    struct TargetMissing: Error {}

    /// The feel the panel shows: its target's.
    var shown: PhysicsSettings {
        guard let app else { return .uiKit }
        return app.tuning.settings(for: (try? target.get()) ?? nil)
    }

    /// The feel its keys act on and S saves: the target's once the changes already proposed are
    /// applied, so a step then S a frame later saves the stepped value.
    var current: PhysicsSettings {
        guard let app else { return .uiKit }
        return app.tuning.proposedSettings(for: (try? target.get()) ?? nil)
    }

    /// Proposes `settings` for the target; says so when there is no scroll view under the pointer.
    func propose(_ settings: PhysicsSettings) {
        switch target {
        case .success(let view): app?.tuning.propose(PhysicsChange(settings: settings, view: view))
        case .failure: message = "No scroll view under the pointer: point at one first"
        }
    }

    /// Proposes `value` for row `row`, snapped to its step and range.
    func propose(_ value: Double, row: Int) {
        let parameter = Self.parameters[row]
        var settings = current
        settings[keyPath: parameter.keyPath] = parameter.snapped(value)
        if let problem = settings.problems().first {
            message = problem.reason
            return
        }
        message = nil
        propose(settings)
    }

    func toggleTarget() {
        targetsPointer.toggle()
        message = nil
    }

    func save() {
        guard let onSave = app?.tuning.onSave else { return }
        onSave(current)
    }

    func reset() {
        message = nil
        propose(.uiKit)
    }

    // MARK: Layout

    /// Rows that fit between the header and the footer.
    var visibleRowCount: Int {
        max(
            1, min(Self.parameters.count, Int((bounds.height - Self.headerHeight - Self.footerHeight) / Self.rowHeight))
        )
    }

    /// The first row shown: the selected one stays in sight.
    var firstVisibleRow: Int {
        min(max(0, selected - visibleRowCount + 1), Self.parameters.count - visibleRowCount)
    }

    func rowFrame(_ row: Int) -> Rect {
        Rect(
            x: 0, y: Self.headerHeight + Double(row - firstVisibleRow) * Self.rowHeight, width: bounds.width,
            height: Self.rowHeight)
    }

    /// The slider's track in a row, in the panel's coordinates.
    func trackFrame(_ row: Int) -> Rect {
        let frame = rowFrame(row), left = (bounds.width * 0.42).rounded()
        return Rect(
            x: left, y: frame.minY, width: bounds.width - left - Self.fieldWidth - 2 * Self.padding,
            height: frame.height)
    }

    var targetButtonFrame: Rect { Rect(x: bounds.width - 190, y: 6, width: 180, height: 24) }
    var saveButtonFrame: Rect { Rect(x: Self.padding, y: footerTop + 4, width: 96, height: 24) }
    var resetButtonFrame: Rect { Rect(x: Self.padding + 104, y: footerTop + 4, width: 96, height: 24) }
    var footerTop: Double { Self.headerHeight + Double(visibleRowCount) * Self.rowHeight }

    // MARK: Touches (the mouse is a finger)

    override func touchesBegan(_ touches: [Touch], time: Double) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        let point = touch.location(in: self)
        if targetButtonFrame.contains(point) { return toggleTarget() }
        if saveButtonFrame.contains(point) { return save() }
        if resetButtonFrame.contains(point) { return reset() }
        guard
            let row = (firstVisibleRow..<firstVisibleRow + visibleRowCount).first(where: {
                rowFrame($0).contains(point)
            })
        else { return }
        selected = row
        typed = nil
        guard trackFrame(row).contains(point) else { return }
        trackedTouch = touch.id
        draggedRow = row
        slide(row, to: point)
    }

    override func touchesMoved(_ touches: [Touch], time: Double) {
        guard let row = draggedRow, let touch = touches.first(where: { $0.id == trackedTouch }) else { return }
        slide(row, to: touch.location(in: self))
    }

    override func touchesEnded(_ touches: [Touch], time: Double) { endTracking(touches) }
    override func touchesCancelled(_ touches: [Touch], time: Double) { endTracking(touches) }

    private func endTracking(_ touches: [Touch]) {
        guard touches.contains(where: { $0.id == trackedTouch }) else { return }
        trackedTouch = nil
        draggedRow = nil
    }

    /// Proposes the value under `point` on row `row`'s slider, unless it is the one shown.
    private func slide(_ row: Int, to point: Point) {
        let track = trackFrame(row), parameter = Self.parameters[row]
        let value = parameter.snapped(SliderScale(parameter).value(at: (point.x - track.minX) / track.width))
        guard value != current[keyPath: parameter.keyPath] else { return }
        propose(value, row: row)
    }
}
