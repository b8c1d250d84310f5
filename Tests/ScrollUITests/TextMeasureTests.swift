import Geometry
import ScrollLabAssets
import ScrollUI
import Testing

/// Text is measured by the advances of the font file that draws it, so a label wraps at its
/// width, not 10–20 % before it.
@Suite struct TextMeasureTests {
    let paragraph = """
        Scrolling on iOS feels right because the content follows the finger exactly, then glides \
        to a stop with a deceleration that matches the speed of the flick, and bounces gently at the edges.
        """

    @Test func theFontFilesAdvancesAreRead() throws {
        let path = ScrollLabAssets.fontsDirectory.appendingPathComponent("DejaVuSans.ttf").path
        let metrics = try #require(FontMetrics(path: path))

        // FreeType's unhinted advances for the same file (FT_Get_Advance, FT_LOAD_NO_SCALE):
        // "Hello" is 5187 of 2048 units per em, 43.09 pt at 17 pt.
        #expect(metrics.unitsPerEm == 2048)
        #expect(abs(metrics.width(of: "Hello") * 17 - 43.09) < 0.01)
        #expect(metrics.width(of: "mmmm") > metrics.width(of: "iiii") * 2, "a proportional font")
    }

    /// A 358 pt label (a 390 pt phone less 16 pt margins) of body text: every line but the last
    /// is full, the next word would not have fitted, and no line is wider than the label.
    @Test func aLabelWrapsAtItsWidth() {
        let label = Label(paragraph, font: .body, numberOfLines: 0)
        let width = 358.0

        let lines = label.lines(forWidth: width)
        let words = paragraph.split(separator: " ").map(String.init)

        #expect(lines.count > 2)
        let fill = lines.dropLast().map { TextWrap.width($0, font: .body) }.reduce(0, +) / Double(lines.count - 1)
        #expect(fill > width * 0.9, "lines fill \(fill) pt of \(width) on average")
        var used = 0
        for line in lines.dropLast() {
            used += line.split(separator: " ").count
            let measured = TextWrap.width(line, font: .body)
            let withNext = TextWrap.width(line + " " + words[used], font: .body)
            #expect(measured <= width, Comment(rawValue: line))
            #expect(withNext > width, "the next word fitted after: \(line)")
        }
    }

    /// A line measured to fit is drawn whole: its box is wider than the label by the renderer's
    /// rounding allowance, on the side the line grows towards.
    @Test func aWrappedLineIsDrawnInABoxThatFitsIt() {
        let label = Label(paragraph, font: .body, alignment: .trailing, numberOfLines: 0)
        label.frame = Rect(x: 0, y: 0, width: 358, height: 400)
        var list = DisplayList()

        label.draw(in: &list)

        let boxes = list.items.compactMap { item -> Rect? in
            guard case .text(_, let box, _, _, _) = item else { return nil }
            return box
        }
        #expect(!boxes.isEmpty)
        #expect(boxes.allSatisfy { $0.maxX == 358 && $0.width > 358 })
    }
}
