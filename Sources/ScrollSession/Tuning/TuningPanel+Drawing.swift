import Geometry
import ScrollPhysics
import ScrollUI

/// What the tuning panel looks like: a title and the target switch, a row per parameter (label,
/// slider, value), the buttons, and a line for messages. Values that differ from UIKit's are orange.
extension TuningPanel {
    static let textColor = Color.white, dimColor = Color(hex: 0xAEAEB2), changedColor = Color(hex: 0xFF9F0A)
    static let labelFont = Font(size: 12), valueFont = Font(size: 12, weight: .bold)

    /// Draws the panel's contents over its background.
    func drawContents(into list: inout DisplayList) {
        let settings = shown
        list.append(
            .text(
                "Physics", box: Rect(x: Self.padding, y: 4, width: 120, height: 28), font: .headline,
                color: Self.textColor, alignment: .leading))
        button(targetTitle, in: targetButtonFrame, into: &list)
        for row in firstVisibleRow..<firstVisibleRow + visibleRowCount {
            drawRow(row, settings: settings, into: &list)
        }
        button("Save (S)", in: saveButtonFrame, into: &list)  // the same in a replay, which does not save
        button("Reset (R)", in: resetButtonFrame, into: &list)
        let keysX = resetButtonFrame.maxX + 8
        list.append(
            .text(
                "↑↓ ←→ 0-9 ⏎ · T · Esc",
                box: Rect(x: keysX, y: resetButtonFrame.minY, width: bounds.width - keysX - Self.padding, height: 24),
                font: Font(size: 11), color: Self.dimColor, alignment: .trailing))
        let parameter = Self.parameters[selected]
        let note =
            message
            ?? "\(parameter.allowed) · UIKit \(parameter.formatted(PhysicsSettings.uiKit[keyPath: parameter.keyPath])): \(parameter.source)"
        list.append(
            .text(
                note, box: Rect(x: Self.padding, y: footerTop + 32, width: bounds.width - 2 * Self.padding, height: 20),
                font: Font(size: 11), color: message == nil ? Self.dimColor : Self.changedColor, alignment: .leading))
    }

    /// "All scroll views", or the log id of the one under the pointer.
    private var targetTitle: String {
        guard targetsPointer else { return "All scroll views" }
        switch target {
        case .success(let id): return "Pointer: \(id ?? "all")"
        case .failure: return "Pointer: no scroll view"
        }
    }

    private func drawRow(_ row: Int, settings: PhysicsSettings, into list: inout DisplayList) {
        let parameter = Self.parameters[row], frame = rowFrame(row), track = trackFrame(row)
        let value = settings[keyPath: parameter.keyPath]
        let changed = value != PhysicsSettings.uiKit[keyPath: parameter.keyPath]
        if row == selected {
            list.append(
                .fill(frame.insetBy(dx: 4, dy: 1), Color(red: 1, green: 1, blue: 1, alpha: 0.12), cornerRadius: 6))
        }
        list.append(
            .text(
                parameter.title,
                box: Rect(x: Self.padding, y: frame.minY, width: track.minX - Self.padding - 6, height: frame.height),
                font: Self.labelFont, color: changed ? Self.changedColor : Self.textColor, alignment: .leading))
        let fraction = SliderScale(parameter).fraction(of: value), midY = frame.midY
        list.append(
            .fill(
                Rect(x: track.minX, y: midY - 2, width: track.width, height: 4), Color(hex: 0x48484A), cornerRadius: 2))
        list.append(
            .fill(
                Rect(x: track.minX, y: midY - 2, width: track.width * fraction, height: 4),
                changed ? Self.changedColor : .tint, cornerRadius: 2))
        let thumbX = track.minX + track.width * fraction
        list.append(.fill(Rect(x: thumbX - 7, y: midY - 7, width: 14, height: 14), .white, cornerRadius: 7))
        let field = Rect(
            x: bounds.width - Self.fieldWidth - Self.padding, y: frame.minY + 3, width: Self.fieldWidth,
            height: frame.height - 6)
        let isTyping = row == selected && typed != nil
        list.append(.fill(field, isTyping ? Color.white : Color(hex: 0x2C2C2E), cornerRadius: 4))
        let text = isTyping ? (typed ?? "") + "|" : parameter.formatted(value)
        list.append(
            .text(
                text, box: field.insetBy(dx: 5, dy: 0), font: Self.valueFont,
                color: isTyping ? .label : (changed ? Self.changedColor : Self.textColor), alignment: .trailing))
    }

    private func button(_ title: String, in frame: Rect, into list: inout DisplayList) {
        list.append(.fill(frame, Color(hex: 0x3A3A3C), cornerRadius: 6))
        list.append(
            .text(
                title, box: frame.insetBy(dx: 6, dy: 0), font: Font(size: 12, weight: .bold),
                color: Self.textColor, alignment: .center))
    }
}

private extension Rect {
    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom.
    func insetBy(dx: Double, dy: Double) -> Rect {
        inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
    }
}
