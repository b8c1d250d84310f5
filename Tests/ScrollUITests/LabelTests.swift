import Geometry
import ScrollUI
import Testing

/// The multi-line `Label` (issue 33, text): wrapping, the line limit with its ellipsis,
/// alignment, line spacing, and `sizeThatFits`.
@Suite struct LabelTests {
    /// 10 pt: 6 pt a character by `TextWrap`'s estimate, 13.5 pt a line.
    let font = Font(size: 10)

    func label(_ text: String, lines: Int = 0, width: Double = 60, height: Double = 200) -> Label {
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

        #expect(label.lines(forWidth: 60) == ["one two", "three four", "five"])
        #expect(label.sizeThatFits(Size(width: 60, height: 0)) == Size(width: 60, height: 3 * 13.5))
    }

    @Test func theLineLimitEndsTheLastLineWithAnEllipsis() {
        let label = label("one two three four five six", lines: 2)

        let lines = label.lines(forWidth: 60)

        #expect(lines == ["one two", "three fou…"])
        #expect(lines.allSatisfy { TextWrap.estimatedWidth($0, font: font) <= 60 })
        #expect(label.sizeThatFits(Size(width: 60, height: 0)).height == 2 * 13.5)
        #expect(self.label("one\ntwo", lines: 1).lines(forWidth: 60) == ["one…"], "a cut at a line break says so too")
        #expect(self.label("one two", lines: 2).lines(forWidth: 60) == ["one two"], "text that fits is not cut")
    }

    @Test func aLabelTooShortShowsTheLinesThatFitCentredAndCut() {
        let label = label("one two three four five six", width: 60, height: 30)

        let lines = drawn(label)

        #expect(lines.map(\.text) == ["one two", "three fou…"])
        #expect(lines.map(\.box.minY) == [1.5, 15])
    }

    @Test func linesAreSpacedAndAlignedInTheirOwnBoxes() {
        for alignment in [TextAlignment.leading, .center, .trailing] {
            let label = label("one two three", width: 60, height: 100)
            label.alignment = alignment
            label.lineSpacing = 4

            let lines = drawn(label)

            // Two lines of 13.5 pt and 4 pt between them, centred in 100 pt: from 34.5 to 65.5.
            #expect(lines.map(\.box) == [Rect(x: 0, y: 34.5, width: 60, height: 13.5), Rect(x: 0, y: 52, width: 60, height: 13.5)])
            #expect(lines.allSatisfy { $0.alignment == alignment })
        }
    }

    @Test func oneLineIsDrawnWholeInTheBoundsAsBefore() {
        let label = label("a long single line of text", lines: 1, width: 60, height: 20)

        #expect(drawn(label).map(\.text) == ["a long single line of text"])
        #expect(drawn(label).map(\.box) == [label.bounds])
        #expect(label.sizeThatFits(Size(width: 60, height: 0)) == Size(width: 26 * 6, height: 13.5))
        #expect(self.label("").sizeThatFits(Size(width: 60, height: 0)) == .zero)
    }
}
