import Geometry
import Gestures

/// A finger on a text field: a tap focuses it and puts the caret at the nearest character
/// boundary, a drag from there selects to the finger, a second tap within UIKit's double-tap
/// interval selects the word, and a tap on the clear button empties the field.
extension TextField {
    /// The longest gap between two taps of a double tap, and how far apart they may land
    /// (`TapGestureRecognizer`'s defaults, UIKit's).
    static let doubleTapInterval = 0.35, doubleTapDistance = 10.0

    func trackBegan(_ touches: [Touch], time: Double) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        // Where the finger landed: a scroll view may deliver the touch late, after it moved.
        let location = convertFromWindow(touch.startLocation)
        if let clear = clearButtonFrame,
            clear.inset(by: EdgeInsets(top: -8, left: -8, bottom: -8, right: -8)).contains(location)
        {
            text = ""
            restartCaretBlink()
            return
        }
        if !isFirstResponder { becomeFirstResponder() }
        let index = characterIndex(at: location.x)
        trackedTouch = (touch.id, index)
        if let last = lastTap, time - last.time <= Self.doubleTapInterval,
            (last.location - location).length <= Self.doubleTapDistance
        {
            editor.selectWord(at: index)
            lastTap = nil
        } else {
            editor.select(from: index, to: index)
            lastTap = (time, location)
        }
        restartCaretBlink()
    }

    func trackMoved(_ touches: [Touch], time: Double) {
        guard let tracked = trackedTouch, let touch = touches.first(where: { $0.id == tracked.id }) else { return }
        let location = touch.location(in: self)
        guard (touch.location - touch.startLocation).length > Self.doubleTapDistance else { return }
        lastTap = nil
        editor.select(from: tracked.start, to: characterIndex(at: location.x))
        restartCaretBlink()
    }

    /// Forgets the finger among `touches` that was placing the caret, when it lifts or is cancelled.
    func trackEnded(_ touches: [Touch]) {
        if let tracked = trackedTouch, touches.contains(where: { $0.id == tracked.id }) { trackedTouch = nil }
    }

    /// The character boundary nearest `x` (field coordinates), by the widths the text is drawn at.
    public func characterIndex(at x: Double) -> Int {
        var left = textOrigin.x
        for (index, character) in editor.characters.enumerated() {
            let width = TextWrap.width(String(character), font: font)
            if x < left + width / 2 { return index }
            left += width
        }
        return editor.characters.count
    }
}
