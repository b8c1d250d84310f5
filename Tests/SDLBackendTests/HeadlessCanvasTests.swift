import Geometry
import ScrollUI
import Testing
import SDLRender
import ScrollTrace
import SDLBackend

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

    @Test func aTranslucentRoundedShapeIsBlendedOnceEverywhereInside() throws {
        // given: a scroll indicator's shape — translucent, rounded — at scale 2
        let canvas = try HeadlessCanvas(size: Size(width: 40, height: 120), scale: 2)
        var drawing = DisplayList()
        drawing.append(.fill(Rect(x: 10, y: 10, width: 6, height: 100), Color(red: 0, green: 0, blue: 0, alpha: 0.35), cornerRadius: 3))

        // when
        try canvas.render(drawing)

        // then: the pixels well inside (away from the anti-aliased outline) all have one colour
        let image = RGBAImage(canvas)
        var colours = Set<[UInt8]>()
        for y in 30..<200 {
            for x in 22..<30 {
                let index = (y * image.width + x) * 4
                colours.insert(Array(image.pixels[index..<index + 3]))
            }
        }
        #expect(colours.count == 1, "\(colours)")
    }
}
