import Geometry
import ScrollUI
import Testing
import SDLRender
import ScrollTrace

@Suite(.serialized) struct HeadlessCanvasTests {
    private func list(_ strings: [String]) -> DisplayList {
        var list = DisplayList()
        for (index, string) in strings.enumerated() {
            list.append(
                .text(
                    string, box: Rect(x: 0, y: Double(index) * 20, width: 200, height: 20),
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
        drawing.append(
            .fill(
                Rect(x: 10, y: 10, width: 6, height: 100), Color(red: 0, green: 0, blue: 0, alpha: 0.35),
                cornerRadius: 3))

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

    /// Issue 28, item 1: a resize past the pixel limit freed the surface and renderer, failed to
    /// make new ones, and `deinit` freed them again (a segfault or a double free).
    @Test func aSizePastThePixelLimitFailsAndLeavesTheCanvasWhole() throws {
        var canvas: HeadlessCanvas? = try HeadlessCanvas(size: Size(width: 390, height: 844), scale: 4)
        try canvas?.render(list(["Before"]))
        let before = try #require(canvas.map(RGBAImage.init))

        #expect(throws: (any Error).self) {
            try canvas?.render(self.list(["After"]), size: Size(width: 5000, height: 5000))
        }

        // then: the canvas is as it was, draws on, and is freed once
        #expect(canvas?.size == Size(width: 390, height: 844))
        #expect(canvas.map(RGBAImage.init) == before)
        try canvas?.render(list(["Before"]), size: Size(width: 390, height: 844))
        #expect(canvas.map(RGBAImage.init) == before)
        try canvas?.render(list(["Smaller"]), size: Size(width: 200, height: 100))
        #expect(canvas?.pixelSize.width == 800)
        canvas = nil
    }

    @Test func thePixelLimitIsItsOwnErrorNamingThePixels() throws {
        let canvas = try HeadlessCanvas(size: Size(width: 100, height: 100), scale: 4)

        let error = #expect(throws: HeadlessCanvas.TooManyPixels.self) {
            try canvas.render(DisplayList(), size: Size(width: 5000, height: 100))
        }
        #expect(throws: HeadlessCanvas.TooManyPixels.self) {
            try HeadlessCanvas(size: Size(width: 4097, height: 100), scale: 4)
        }

        #expect(error?.description == "5000x100 points at scale 4 is 20000x400 pixels; a side may have at most 16384")
        #expect(try HeadlessCanvas(size: Size(width: 4096, height: 100), scale: 4).pixelSize.width == 16384)
    }
}
