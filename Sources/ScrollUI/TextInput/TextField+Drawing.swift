import Geometry

/// How a text field draws: its text (or placeholder) from the leading inset, scrolled so the
/// caret stays inside; the selection behind it; the caret, blinking; a composition underlined.
extension TextField {
    /// UIKit's `placeholderText` colour: #3C3C43 at 30 %.
    static let placeholderColor = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// The caret is 2 pt wide (UIKit `UITextSelectionDisplayInteraction`'s caret on iPhone) and
    /// blinks once a second, on for the first half; it shows solid for a period after each edit.
    static let caretWidth = 2.0, blinkPeriod = 1.0

    /// Where the text starts (its left edge, the line's top), in the field's coordinates,
    /// shifted left when the text before the caret is wider than the field.
    var textOrigin: Point {
        let box = textBox
        let caretX = TextWrap.width(String(editor.characters[..<editor.caret]), font: font)
        let shift = max(0, caretX + Self.caretWidth - box.width)
        return Point(x: box.minX - shift, y: box.minY)
    }

    /// The text's box: the bounds less the insets and the clear button.
    var textBox: Rect {
        let right = clearButtonFrame.map { bounds.maxX - $0.minX + 4 } ?? textInset.right
        let height = font.lineHeight
        return Rect(
            x: bounds.minX + textInset.left, y: bounds.midY - height / 2,
            width: max(0, bounds.width - textInset.left - right), height: height)
    }

    /// Whether the caret shows at `time`: always in the first period after an edit, then on for
    /// the first half of each period.
    func caretVisible(at time: Double) -> Bool {
        let elapsed = time - caretResetTime
        return elapsed < Self.blinkPeriod
            || elapsed.truncatingRemainder(dividingBy: Self.blinkPeriod) < Self.blinkPeriod / 2
    }

    /// The x of the boundary before character `index`, in the field's coordinates.
    package func offset(ofCharacter index: Int) -> Double {
        textOrigin.x + TextWrap.width(String(editor.characters[..<index]), font: font)
    }

    func drawContent(in list: inout DisplayList) {
        let box = textBox, origin = textOrigin
        list.append(.save)
        list.append(.clip(Rect(x: box.minX - 1, y: bounds.minY, width: box.width + 2, height: bounds.height)))
        if isFirstResponder, !editor.selection.isEmpty {
            let from = offset(ofCharacter: editor.selection.lowerBound),
                to = offset(ofCharacter: editor.selection.upperBound)
            list.append(
                .fill(
                    Rect(x: from, y: box.minY, width: to - from, height: box.height),
                    Color(red: tintColor.red, green: tintColor.green, blue: tintColor.blue, alpha: 0.2), cornerRadius: 0
                ))
        }
        drawText(in: &list, origin: origin, box: box)
        if isFirstResponder, editor.selection.isEmpty, caretVisible(at: timelineTime ?? 0) {
            let x = offset(ofCharacter: editor.caret) + markedWidth(upToCursor: true)
            list.append(
                .fill(
                    Rect(x: x - Self.caretWidth / 2, y: box.minY + 1, width: Self.caretWidth, height: box.height - 2),
                    tintColor,
                    cornerRadius: 1))
        }
        list.append(.restore)
        drawClearButton(in: &list)
    }

    /// The text with a composition at the caret, or the placeholder; in a box wide enough that
    /// the renderer never cuts it (the clip does).
    private func drawText(in list: inout DisplayList, origin: Point, box: Rect) {
        guard !editor.characters.isEmpty || editor.marked != nil else {
            list.append(.text(placeholder, box: box, font: font, color: Self.placeholderColor, alignment: .leading))
            return
        }
        let before = String(editor.characters[..<editor.selection.lowerBound])
        let marked = editor.marked?.text ?? ""
        // A composition stands in for the selection it will replace; without one the text is whole.
        let shown =
            editor.marked == nil
            ? editor.text : before + marked + String(editor.characters[editor.selection.upperBound...])
        let wide = Rect(
            x: origin.x, y: box.minY, width: TextWrap.width(shown, font: font) + box.width + 8, height: box.height)
        list.append(.text(shown, box: wide, font: font, color: textColor, alignment: .leading))
        if !marked.isEmpty {
            let x = origin.x + TextWrap.width(before, font: font)
            list.append(
                .line(
                    from: Point(x: x, y: box.maxY - 1),
                    to: Point(x: x + TextWrap.width(marked, font: font), y: box.maxY - 1), width: 1,
                    tintColor))
        }
    }

    /// The width of the composition, or of its part before its cursor.
    private func markedWidth(upToCursor: Bool) -> Double {
        guard let marked = editor.marked else { return 0 }
        return TextWrap.width(String(marked.text.prefix(upToCursor ? marked.cursor : marked.text.count)), font: font)
    }

    private func drawClearButton(in list: inout DisplayList) {
        guard let frame = clearButtonFrame else { return }
        list.append(.fill(frame, Color(hex: 0x8E8E93, alpha: 0.6), cornerRadius: frame.width / 2))
        let c = frame.center, arm = frame.width * 0.18
        list.append(
            .line(from: Point(x: c.x - arm, y: c.y - arm), to: Point(x: c.x + arm, y: c.y + arm), width: 1.6, .white))
        list.append(
            .line(from: Point(x: c.x - arm, y: c.y + arm), to: Point(x: c.x + arm, y: c.y - arm), width: 1.6, .white))
    }
}
