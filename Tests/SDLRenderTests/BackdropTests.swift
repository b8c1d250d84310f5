import Geometry
import ScrollUI
import SDLRender
import Testing

/// `Backdrop`: a frozen picture blurred once, tinted, drawn over what came before it.
@Suite struct BackdropTests {
    /// A white screen with a black bar across its middle, as a backdrop's content.
    private func barContent() -> DisplayList {
        var list = DisplayList()
        list.append(.fill(Rect(x: 0, y: 0, width: 100, height: 100), .white, cornerRadius: 0))
        list.append(.fill(Rect(x: 0, y: 40, width: 100, height: 20), .black, cornerRadius: 0))
        return list
    }

    private func frame(_ opacity: Double, under: Color = .white, tint: Color = .clear) -> DisplayList {
        var list = DisplayList()
        list.append(.fill(Rect(x: 0, y: 0, width: 100, height: 100), under, cornerRadius: 0))
        list.append(
            .backdrop(
                Backdrop(
                    content: barContent(), rect: Rect(x: 0, y: 0, width: 100, height: 100), blurRadius: 10, tint: tint,
                    opacity: opacity)))
        return list
    }

    private func pixel(_ bytes: [UInt8], x: Int, y: Int, width: Int) -> [UInt8] {
        Array(bytes[(y * width + x) * 4..<(y * width + x) * 4 + 4])
    }

    @Test func anOpaqueBackdropHidesWhatIsUnderItAndBlursItsContent() throws {
        let canvas = try HeadlessCanvas(size: Size(width: 100, height: 100), scale: 2)

        try canvas.render(frame(1, under: Color(hex: 0xFF0000)))
        let bytes = canvas.rgbaPixels()

        // the red under it is gone; the bar's edge is soft: grey 8 pt from its edge, the middle dark
        let corner = pixel(bytes, x: 2, y: 2, width: 200)
        #expect(corner[0] == corner[1] && corner[1] == corner[2])
        let nearEdge = pixel(bytes, x: 100, y: 64, width: 200)[0]
        #expect(nearEdge > 40 && nearEdge < 215)
        #expect(pixel(bytes, x: 100, y: 100, width: 200)[0] < nearEdge)
    }

    @Test func theTintIsPartOfThePicture() throws {
        let canvas = try HeadlessCanvas(size: Size(width: 100, height: 100), scale: 2)

        try canvas.render(frame(1, tint: Color(red: 0, green: 0, blue: 0, alpha: 0.5)))

        let corner = pixel(canvas.rgbaPixels(), x: 2, y: 2, width: 200)
        #expect(abs(Int(corner[0]) - 128) <= 1)
    }

    /// Mid-fade (a context menu opening) the blurred picture is mixed with what is under it, and
    /// the canvas stays opaque: the picture has no alpha channel of its own, the fade is its opacity.
    @Test func aHalfFadedBackdropIsAnEvenMixOfItsPictureAndWhatIsUnderIt() throws {
        let canvas = try HeadlessCanvas(size: Size(width: 100, height: 100), scale: 2)

        try canvas.render(frame(0.5, under: Color(hex: 0xFF0000)))

        let corner = pixel(canvas.rgbaPixels(), x: 2, y: 2, width: 200)
        #expect(corner[0] == 255 && abs(Int(corner[1]) - 128) <= 1 && abs(Int(corner[2]) - 128) <= 1)
        #expect(corner[3] == 255)
    }

    @Test func theSameContentGivesTheSamePixelsHoweverOftenItIsDrawn() throws {
        let first = try HeadlessCanvas(size: Size(width: 100, height: 100), scale: 2)
        try first.render(frame(1))
        try first.render(frame(0.5))
        try first.render(frame(1))
        let second = try HeadlessCanvas(size: Size(width: 100, height: 100), scale: 2)

        try second.render(frame(1))

        #expect(first.rgbaPixels() == second.rgbaPixels())
    }
}
