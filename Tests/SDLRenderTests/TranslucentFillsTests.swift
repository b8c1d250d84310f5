import Geometry
import SDLRender
import ScrollUI
import Testing

/// Translucent rectangles are blended from an opaque texture of their colour (`TranslucentFills`),
/// made once: a dim over the whole screen costs a fast copy, not a pixel-by-pixel blend.
@Suite struct TranslucentFillsTests {
    /// A white screen with a red bar, under a dim of `alpha` black and a blue band.
    private func frame(dim alpha: Double, band: Double) -> DisplayList {
        var list = DisplayList()
        list.append(.fill(Rect(x: 0, y: 0, width: 100, height: 100), .white, cornerRadius: 0))
        list.append(.fill(Rect(x: 0, y: 40, width: 100, height: 20), Color(hex: 0xFF0000), cornerRadius: 0))
        list.append(
            .fill(
                Rect(x: 0, y: 0, width: 100, height: 100), Color(red: 0, green: 0, blue: 0, alpha: alpha),
                cornerRadius: 0))
        list.append(
            .fill(
                Rect(x: 10, y: band, width: 30, height: 12), Color(red: 0, green: 0.48, blue: 1, alpha: 0.12),
                cornerRadius: 0))
        return list
    }

    @Test func aDimAndABandAreBlendedFromOneTextureOfTheirColourEach() throws {
        let canvas = try HeadlessCanvas(size: Size(width: 100, height: 100), scale: 2)
        for (dim, band) in [(0.1, 5.0), (0.25, 20.5), (0.4, 70.0), (0.4, 33.0)] {
            try canvas.render(frame(dim: dim, band: band))
            let bytes = canvas.rgbaPixels()
            func pixel(_ x: Int, _ y: Int) -> [Int] { (0..<4).map { Int(bytes[(y * 200 + x) * 4 + $0]) } }
            // white and red under the dim: each channel × (1 − dim), within SDL's rounding
            let white = Int((255 * (1 - dim)).rounded()), red = pixel(150, 100)
            #expect(pixel(150, 190).prefix(3).allSatisfy { abs($0 - white) <= 2 }, "dim \(dim)")
            #expect(abs(red[0] - white) <= 2 && red[1] <= 2 && red[2] <= 2 && red[3] == 255, "dim \(dim)")
        }
        #expect(canvas.translucentFillTextures == 2, "one for the dim, one for the band, kept across frames")
    }
}
