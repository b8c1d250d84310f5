import ScrollPhysics
import ScrollUI

/// The tuning panel's keys: Up / Down pick a row, Left / Right step its value (Shift: ten
/// steps), digits, `.` and `-` type a value that Return sets (Backspace takes a character back,
/// Esc drops it), T switches the target, S saves, R resets, Esc closes the panel.
extension TuningPanel {
    /// Acts on a key pressed while the panel is shown; true when the key was the panel's.
    func handleKey(_ name: String, shift: Bool) -> Bool {
        if typed != nil, let handled = handleTypingKey(name) { return handled }
        switch name {
        case "up": select(selected - 1)
        case "down", "tab": select(selected + 1)
        case "left", "right": step(by: (name == "left" ? -1 : 1) * (shift ? 10 : 1))
        case "t": toggleTarget()
        case "s": save()
        case "r": reset()
        case "escape": app?.toggleTuningPanel()
        case _ where Self.isNumeric(name):
            typed = name
            message = nil
        default: return false
        }
        return true
    }

    /// Keys while a value is being typed; nil for the keys that act as usual.
    private func handleTypingKey(_ name: String) -> Bool? {
        switch name {
        case _ where Self.isNumeric(name): typed = (typed ?? "") + name
        case "backspace": typed = typed.map { String($0.dropLast()) }
        case "escape": typed = nil
        case "return": commitTyped()
        default: return nil
        }
        return true
    }

    private static func isNumeric(_ name: String) -> Bool {
        name.count == 1 && "0123456789.-".contains(name)
    }

    /// Sets the typed value on the selected row, or says why it cannot be.
    private func commitTyped() {
        let parameter = Self.parameters[selected]
        defer { typed = nil }
        guard let text = typed, let value = Double(text), value.isFinite else {
            message = "\"\(typed ?? "")\" is not a number"
            return
        }
        guard parameter.range.contains(value) else {
            message = PhysicsSettings.outOfRange(parameter, value)
            return
        }
        var settings = current
        settings[keyPath: parameter.keyPath] = value
        if let problem = settings.problems().first {
            message = problem.reason
            return
        }
        message = nil
        propose(settings)
    }

    private func select(_ row: Int) {
        selected = min(max(row, 0), Self.parameters.count - 1)
        typed = nil
    }

    /// Moves the selected value by `steps` of its step, within its range.
    private func step(by steps: Double) {
        let parameter = Self.parameters[selected]
        propose(current[keyPath: parameter.keyPath] + steps * parameter.step, row: selected)
    }
}
