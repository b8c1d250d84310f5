import Geometry

/// The keys of the on-screen keyboard and where they sit: iOS's English (US) iPhone keyboard,
/// letters or numbers and punctuation, three rows of characters over a row with the layout
/// switch, the space bar and return.
package struct KeyboardLayout {
    package enum Key: Equatable {
        case character(String), shift, delete, layoutSwitch, space, returnKey
    }

    /// The planes the layout switch moves between (iOS's "123" and "ABC").
    package enum Plane { case letters, numbers }

    static let rows: [Plane: [[String]]] = [
        .letters: [Array("qwertyuiop"), Array("asdfghjkl"), Array("zxcvbnm")].map { $0.map(String.init) },
        .numbers: [Array("1234567890"), Array("-/:;()$&@\""), Array(".,?!'")].map { $0.map(String.init) },
    ]

    /// Key metrics on a 390 pt wide iPhone, scaled with the width: ten keys a row with 6 pt
    /// between them, 42 pt tall, rows 54 pt apart from 8 pt below the keyboard's top (measured
    /// on iOS screenshots of the system keyboard; UIKit's `UIKBRenderGeometry` holds them but the
    /// decompile keeps no numbers).
    static let gap = 6.0, keyHeight = 42.0, rowPitch = 54.0, top = 8.0

    /// Every key of `plane` with its frame, for a keyboard `width` points wide.
    static func keys(_ plane: Plane, width: Double) -> [(key: Key, frame: Rect)] {
        let pitch = width / 10, rows = Self.rows[plane] ?? []
        var keys: [(Key, Rect)] = []
        for (index, row) in rows.enumerated() {
            let y = top + Double(index) * rowPitch
            let rowWidth = Double(row.count) * pitch
            let left = index == 2 ? (width - rowWidth) / 2 : (width - min(rowWidth, width)) / 2
            for (column, character) in row.enumerated() {
                keys.append(
                    (
                        .character(character),
                        Rect(x: left + Double(column) * pitch + gap / 2, y: y, width: pitch - gap, height: keyHeight)
                    ))
            }
        }
        let third = top + 2 * rowPitch, fourth = top + 3 * rowPitch, side = pitch * 1.3
        keys.append((.shift, Rect(x: gap / 2, y: third, width: side - gap, height: keyHeight)))
        keys.append((.delete, Rect(x: width - side + gap / 2, y: third, width: side - gap, height: keyHeight)))
        keys.append((.layoutSwitch, Rect(x: gap / 2, y: fourth, width: pitch * 2.5 - gap, height: keyHeight)))
        keys.append(
            (.space, Rect(x: pitch * 2.5 + gap / 2, y: fourth, width: width - pitch * 5 - gap, height: keyHeight)))
        keys.append(
            (.returnKey, Rect(x: width - pitch * 2.5 + gap / 2, y: fourth, width: pitch * 2.5 - gap, height: keyHeight))
        )
        return keys
    }

    /// The keyboard's height in a window of `size` whose bottom safe area is `bottomInset`:
    /// iOS's keyboard frame without the predictive bar, 216 pt of keys on a phone without a home
    /// indicator (iPhone SE, the height UIKit kept since the first iPhone: `UIKeyboard`'s
    /// `defaultSize`), 291 pt on a 390 pt phone with one (iPhone 14, 34 pt of it the home
    /// indicator's, 41 pt the globe and dictation row), 301 pt on a 430 pt one, 264 pt plus the
    /// safe area on an iPad (`UIKeyboardFrameEndUserInfoKey` as apps read it).
    static func height(for size: Size, bottomInset: Double) -> Double {
        if size.width >= 600 { return 264 + bottomInset }
        guard bottomInset > 0 else { return 216 }
        return (size.width >= 420 ? 226 : 216) + 41 + bottomInset
    }
}
