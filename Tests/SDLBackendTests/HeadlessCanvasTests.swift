import Geometry
import ScrollUI
import Testing
@testable import SDLBackend

@Suite(.serialized) struct HeadlessCanvasTests {
    private func list(_ strings: [String]) -> DisplayList {
        var list = DisplayList()
        for (index, string) in strings.enumerated() {
            list.append(.text(string, box: Rect(x: 0, y: Double(index) * 20, width: 200, height: 20),
                              font: .body, color: .label, alignment: .leading))
        }
        return list
    }

    @Test func textIsRasterizedOnceNotEveryFrame() throws {
        let canvas = try HeadlessCanvas(size: Size(width: 200, height: 100))

        try canvas.render(list(["Row 1", "Row 2"]))
        let first = canvas.textRasterizations
        for _ in 0..<10 { try canvas.render(list(["Row 1", "Row 2"])) }
        let repeated = canvas.textRasterizations
        try canvas.render(list(["Row 1", "Row 3"]))

        #expect(first == 2)
        #expect(repeated == 2)
        #expect(canvas.textRasterizations == 3)
    }

    @Test func theSameDisplayListGivesTheSamePixels() throws {
        let a = try HeadlessCanvas(size: Size(width: 120, height: 60), scale: 2)
        let b = try HeadlessCanvas(size: Size(width: 120, height: 60), scale: 2)
        var drawing = list(["Hello"])
        drawing.append(.fill(Rect(x: 10, y: 30, width: 50, height: 20), .tint, cornerRadius: 6))

        try a.render(drawing)
        try b.render(drawing)

        #expect(RGBAImage(a) == RGBAImage(b))
        #expect(RGBAImage(a).pixels.contains { $0 != 255 })
    }
}
