import Geometry
import SDLRender
import ScrollUI
import Testing

/// Plain pictures drawn at another size than their own are scaled once per size
/// (`ScaledImageCache`) and copied unscaled after: the copies are made once, they give the pixels
/// SDL's own stretch gives, and a clip cutting a picture does not move its texels.
@Suite struct ScaledImageCacheTests {
    static let size = Size(width: 200, height: 300)
    /// 320 × 240 pixels, without alpha.
    static let photo = "photo-00.png"

    /// `photo` in `rect` (points), after a translation by `offset`, under `clip` when given.
    static func frame(_ rect: Rect, offset: Point = .zero, clip: Rect? = nil) -> DisplayList {
        var list = DisplayList()
        list.withSavedState { list in
            if let clip { list.append(.clip(clip)) }
            list.append(.translate(offset))
            list.append(.image(name: photo, rect: rect, cornerRadius: 0))
        }
        return list
    }

    /// What a canvas that stretches every picture on each draw, as SDL does, shows for `list`.
    static func directPicture(_ list: DisplayList) throws -> RGBAImage {
        let direct = try HeadlessCanvas(size: size, scale: 2)
        direct.scalesPicturesOnce = false
        try direct.render(list)
        return RGBAImage(direct)
    }

    @Test func aPictureScrolledByWholePixelsIsScaledOnce() throws {
        let canvas = try HeadlessCanvas(size: Self.size, scale: 2)
        for step in 0..<20 {
            try canvas.render(
                Self.frame(Rect(x: 10, y: 20, width: 180, height: 135), offset: Point(x: 0, y: Double(step) * 3.5)))
        }
        #expect(canvas.pictureScalings == 1)
    }

    @Test func aPictureAtItsOwnSizeOrOffTheOutputIsNotScaled() throws {
        let canvas = try HeadlessCanvas(size: Self.size, scale: 2)
        let ownSize = Rect(x: 10, y: 20, width: 160, height: 120)  // 320 × 240 pixels
        let belowTheOutput = Rect(x: 10, y: 400, width: 180, height: 135)
        for rect in [ownSize, ownSize, belowTheOutput, belowTheOutput] { try canvas.render(Self.frame(rect)) }
        #expect(canvas.pictureScalings == 0)
    }

    @Test func aPictureResizedInEveryFrameIsNeverCopied() throws {
        let canvas = try HeadlessCanvas(size: Self.size, scale: 2)
        for step in 0..<10 {
            try canvas.render(Self.frame(Rect(x: 10, y: 20, width: 180, height: 135 + Double(step))))
        }
        #expect(canvas.pictureScalings == 0)
    }

    @Test func eachWholePixelSizeIsScaledOnceAndSizesInTheSamePixelShareACopy() throws {
        let canvas = try HeadlessCanvas(size: Self.size, scale: 2)
        // 361.0, 361.4 and 361.8 pixels wide all stretch to 361 (SDL truncates); 362 is another size.
        for width in [180.5, 180.7, 180.9, 181.0, 181.0, 180.5] {
            try canvas.render(Self.frame(Rect(x: 10, y: 20, width: width, height: 135)))
        }
        #expect(canvas.pictureScalings == 2)
    }

    @Test func theCopiesGiveThePixelsOfSDLsOwnStretch() throws {
        let canvas = try HeadlessCanvas(size: Self.size, scale: 2)
        let rects = [
            Rect(x: 10, y: 20, width: 180, height: 135), Rect(x: 10.3, y: 20.8, width: 180.4, height: 134.7),
            Rect(x: -40.2, y: -30.6, width: 300, height: 225),  // past the top left
            Rect(x: 100.1, y: 250, width: 150, height: 90.3),  // past the bottom right
            Rect(x: 7, y: 9, width: 33.3, height: 251.1),  // narrower than the picture, taller
        ]
        for rect in rects {
            for offset in [Point.zero, Point(x: 0, y: 0.5), Point(x: -0.26, y: 7.74)] {
                let list = Self.frame(rect, offset: offset)
                try canvas.render(list)
                #expect(RGBAImage(canvas) == (try Self.directPicture(list)), "\(rect) moved by \(offset)")
            }
        }
        #expect(canvas.pictureScalings == rects.count, "one copy a size: a translation keeps it")
    }

    @Test func aClipCuttingAPictureKeepsItsTexelsWhereTheyWere() throws {
        let canvas = try HeadlessCanvas(size: Self.size, scale: 2)
        let rect = Rect(x: 10, y: 20, width: 180, height: 135)
        try canvas.render(Self.frame(rect))
        let whole = RGBAImage(canvas)
        // The clip's top edge crosses the picture; what it shows is the uncut picture's pixels.
        let clip = Rect(x: 0, y: 63.5, width: 200, height: 200)
        try canvas.render(Self.frame(rect, clip: clip))
        let cut = RGBAImage(canvas)
        let stride = whole.width * 4
        let moved = (127..<310).filter { row in  // the picture's rows inside the clip (scale 2)
            cut.pixels[row * stride..<(row + 1) * stride] != whole.pixels[row * stride..<(row + 1) * stride]
        }
        #expect(moved.isEmpty, "rows \(moved) differ from the uncut picture's")
    }

    @Test func aCopyUnusedForTwoSecondsIsFreedAndMadeAgain() throws {
        let canvas = try HeadlessCanvas(size: Self.size, scale: 2)
        let picture = Self.frame(Rect(x: 10, y: 20, width: 180, height: 135))
        for _ in 0..<2 { try canvas.render(picture) }
        for _ in 0..<150 { try canvas.render(DisplayList()) }
        for _ in 0..<2 { try canvas.render(picture) }
        #expect(canvas.pictureScalings == 2)
    }

    @Test func aPictureDrawnLargerThanHalfTheBudgetIsDrawnDirectly() throws {
        let canvas = try HeadlessCanvas(size: Self.size, scale: 2)
        let huge = Self.frame(Rect(x: -1000, y: -1000, width: 2100, height: 2100))  // 4200 × 4200 pixels
        for _ in 0..<2 { try canvas.render(huge) }
        #expect(canvas.pictureScalings == 0)
        #expect(RGBAImage(canvas) == (try Self.directPicture(huge)))
    }
}
