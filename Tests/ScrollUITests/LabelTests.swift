import Geometry
import ScrollUI
import Testing

/// The multi-line `Label` (issue 33, text): wrapping, the line limit with its ellipsis,
/// alignment, line spacing, and `sizeThatFits`.
@Suite struct LabelTests {
    /// 10 pt, 13.5 pt a line; lines as wide as "three four" measures in it.
    let font = Font(size: 10)
    var width: Double { TextWrap.width("three four", font: font) + 0.5 }

    /// Whether `line` is the start of `text` cut with "…" and fits the width.
    func isCut(_ line: String, from text: String) -> Bool {
        line.hasSuffix("…") && text.hasPrefix(line.dropLast()) && TextWrap.width(line, font: font) <= width
    }

    func label(_ text: String, lines: Int = 0, width: Double? = nil, height: Double = 200) -> Label {
        let width = width ?? self.width
        let label = Label(text, font: font, numberOfLines: lines)
        label.frame = Rect(x: 0, y: 0, width: width, height: height)
        return label
    }

    /// The lines drawn and their boxes.
    func drawn(_ label: Label) -> [(text: String, box: Rect, alignment: TextAlignment)] {
        var list = DisplayList()
        label.draw(in: &list)
        return list.items.compactMap { item in
            guard case .text(let text, let box, _, _, let alignment) = item else { return nil }
            return (text, box, alignment)
        }
    }

    @Test func textWrapsAtSpacesAndAtLineBreaks() {
        let label = label("one two three four\nfive")

        #expect(label.lines(forWidth: width) == ["one two", "three four", "five"])
        #expect(label.sizeThatFits(Size(width: width, height: 0)) == Size(width: width - 0.5, height: 3 * 13.5))
    }

    @Test func theLineLimitEndsTheLastLineWithAnEllipsis() {
        let label = label("one two three four five six", lines: 2)

        let lines = label.lines(forWidth: width)

        #expect(lines.count == 2 && lines[0] == "one two")
        #expect(isCut(lines[1], from: "three four five six"), Comment(rawValue: lines[1]))
        #expect(label.sizeThatFits(Size(width: width, height: 0)).height == 2 * 13.5)
        #expect(
            self.label("one\ntwo", lines: 1).lines(forWidth: width) == ["one…"], "a cut at a line break says so too")
        #expect(self.label("one two", lines: 2).lines(forWidth: width) == ["one two"], "text that fits is not cut")
    }

    @Test func aLabelTooShortShowsTheLinesThatFitCentredAndCut() {
        let label = label("one two three four five six", height: 30)

        let lines = drawn(label)

        #expect(lines.count == 2 && lines[0].text == "one two" && isCut(lines[1].text, from: "three four five six"))
        #expect(lines.map(\.box.minY) == [1.5, 15])
    }

    @Test func linesAreSpacedAndAlignedInTheirOwnBoxes() {
        for alignment in [TextAlignment.leading, .center, .trailing] {
            let label = label("one two three", width: 60, height: 100)
            let extra = TextWrap.drawingAllowance(forWidth: 60)
            let left = alignment == .leading ? 0 : alignment == .center ? -extra / 2 : -extra
            label.alignment = alignment
            label.lineSpacing = 4

            let lines = drawn(label)

            // Two lines of 13.5 pt and 4 pt between them, centred in 100 pt: from 34.5 to 65.5; each
            // box wider than the label by the drawing allowance, on the side its line grows towards.
            #expect(
                lines.map(\.box) == [
                    Rect(x: left, y: 34.5, width: 60 + extra, height: 13.5),
                    Rect(x: left, y: 52, width: 60 + extra, height: 13.5),
                ])
            #expect(lines.allSatisfy { $0.alignment == alignment })
        }
    }

    @Test func oneLineIsDrawnWholeInTheBoundsAsBefore() {
        let label = label("a long single line of text", lines: 1, width: 60, height: 20)

        #expect(drawn(label).map(\.text) == ["a long single line of text"])
        #expect(drawn(label).map(\.box) == [label.bounds])
        #expect(
            label.sizeThatFits(Size(width: 60, height: 0))
                == Size(width: TextWrap.width(label.text, font: font), height: 13.5))
        #expect(self.label("").sizeThatFits(Size(width: 60, height: 0)) == .zero)
    }
}
