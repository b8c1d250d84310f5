import Geometry

/// The keyboard's look (iOS's light keyboard): white character keys on grey, darker grey
/// function keys, a key darkening while a finger is on it.
extension OnScreenKeyboard {
    static let keyColor = Color.white, functionKeyColor = Color(hex: 0xABB0BA), pressedColor = Color(hex: 0xABB0BA)
    static let letterFont = Font(size: 22), functionFont = Font(size: 16)

    func drawKeys(in list: inout DisplayList) {
        let down = Set(pressed.values.map { "\($0)" })
        for (key, frame) in keys {
            let isFunction: Bool
            if case .character = key { isFunction = false } else { isFunction = key != .space }
            let pressedNow = down.contains("\(key)")
            let color =
                pressedNow
                ? (isFunction ? Self.keyColor : Self.pressedColor)
                : (isFunction ? Self.functionKeyColor : Self.keyColor)
            list.append(.fill(frame.offsetBy(Point(x: 0, y: 1)), Color(hex: 0x898A8D), cornerRadius: 5))
            list.append(.fill(frame, color, cornerRadius: 5))
            let (title, font) = label(of: key)
            list.append(.text(title, box: frame, font: font, color: .black, alignment: .center))
        }
    }

    /// What a key shows and in which font.
    package func label(of key: KeyboardLayout.Key) -> (String, Font) {
        switch key {
        case .character(let character): (isShifted ? character.uppercased() : character, Self.letterFont)
        case .shift: (isShifted ? "⇧" : "⇧", Self.letterFont)
        case .delete: ("⌫", Self.letterFont)
        case .layoutSwitch: (plane == .letters ? "123" : "ABC", Self.functionFont)
        case .space: ("space", Self.functionFont)
        case .returnKey: ("return", Self.functionFont)
        }
    }
}
