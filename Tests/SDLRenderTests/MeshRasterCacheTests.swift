import Geometry
import SDLRender
import ScrollUI
import Testing

/// Rounded cards and pictures with rounded corners are kept as rasters (`MeshRasterCache`): a
/// scroll by whole pixels draws them once, and every frame is the picture drawing them anew gives.
/// With pictures from rasters (a window's way) the frames are compared in colour, as the window
/// and screenshots show them: under a picture's fringe the canvas's alpha keeps what was there.
@Suite struct MeshRasterCacheTests {
    static let size = Size(width: 200, height: 300)

    /// The red, green and blue bytes of `canvas`.
    static func colours(_ canvas: HeadlessCanvas) -> [UInt8] {
        var pixels = canvas.rgbaPixels()
        for alpha in stride(from: 3, to: pixels.count, by: 4) { pixels[alpha] = 0 }
        return pixels
    }

    /// Whether `canvas` shows what a fresh canvas drawing `list` shows.
    static func showsDirectPicture(_ canvas: HeadlessCanvas, _ list: DisplayList) throws -> Bool {
        let direct = try HeadlessCanvas(size: size, scale: 2)
        try direct.render(list)
        return colours(canvas) == colours(direct)
    }

    /// A rounded card, a translucent rounded badge, a rounded picture and one cut by its view,
    /// moved down by `offset` points, under a clip.
    static func frame(offset: Double) -> DisplayList {
        var list = DisplayList()
        list.withSavedState { list in
            list.append(.clip(Rect(x: 0, y: 20, width: 200, height: 260)))
            list.append(.translate(Point(x: 0, y: offset)))
            list.append(.fill(Rect(x: 10, y: 10, width: 180, height: 60), Color(hex: 0x34C759), cornerRadius: 16))
            list.append(
                .fill(
                    Rect(x: 150, y: 20, width: 30, height: 30), Color(red: 1, green: 0, blue: 0, alpha: 0.6),
                    cornerRadius: 15))
            list.append(
                .image(name: "photo-00.png", rect: Rect(x: 10, y: 80, width: 180, height: 135), cornerRadius: 12))
            list.append(
                .croppedImage(
                    name: "photo-01.png", rect: Rect(x: 10, y: 220, width: 180, height: 101.25),
                    visible: Rect(x: 10, y: 230, width: 180, height: 80), cornerRadius: 12))
        }
        return list
    }

    @Test func aScrollByWholePixelsDrawsEachMeshOnceAndEveryFrameIsTheDirectPicture() throws {
        let retained = try HeadlessCanvas(size: Self.size, scale: 2)
        retained.drawsPicturesFromRasters = true
        // Whole pixels at scale 2 are half points: the offsets keep one fraction (0.3 pt).
        for offset in (0..<12).map({ 0.3 + Double($0) * 0.5 }) {
            try retained.render(Self.frame(offset: offset))
            #expect(
                try Self.showsDirectPicture(retained, Self.frame(offset: offset)),
                "offset \(offset): the pictures differ")
        }
        #expect(retained.meshRasterizations == 4, "the card, the badge and the two pictures, once each")
    }

    @Test func meshesMovedBySubpixelsAreTheDirectPictureToo() throws {
        let retained = try HeadlessCanvas(size: Self.size, scale: 2)
        retained.drawsPicturesFromRasters = true
        // Each offset twice, so that the second frame draws from a raster; the last ones put the
        // card partly above the top, where SDL truncates negative pixels toward zero.
        for offset in [0.0, 0.1, 0.26, 0.5, 0.74, 3.9, -7.7, -13.2, -13.7] {
            for _ in 0..<2 {
                try retained.render(Self.frame(offset: offset))
                #expect(
                    try Self.showsDirectPicture(retained, Self.frame(offset: offset)),
                    "offset \(offset): the pictures differ")
            }
        }
        #expect(retained.meshRasterizations > 0)
    }

    @Test func aCanvasKeepsOnlyColouredMeshesAsRastersAndStaysExactInItsAlphaToo() throws {
        let retained = try HeadlessCanvas(size: Self.size, scale: 2)
        for offset in (0..<4).map({ 0.3 + Double($0) * 0.5 }) {
            try retained.render(Self.frame(offset: offset))
            let direct = try HeadlessCanvas(size: Self.size, scale: 2)
            try direct.render(Self.frame(offset: offset))
            #expect(RGBAImage(retained) == RGBAImage(direct), "offset \(offset): the pictures differ")
        }
        #expect(retained.meshRasterizations == 2, "the card and the badge")
    }
}
