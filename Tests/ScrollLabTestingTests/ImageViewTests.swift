import Foundation
import Geometry
import SDLRender
import ScrollLabAssets
import ScrollLabTesting
import ScrollUI
import Testing

/// A screen showing one picture in a 200 × 100 pt image view at (40, 40), on magenta.
private final class PictureScreen: ViewController {
    let picture: ImageView

    init(_ name: String, mode: ContentMode) {
        picture = ImageView(imageName: name, name: "picture")
        super.init(title: "Picture", name: "picture.screen")
        view.backgroundColor = Color(hex: 0xFF00FF)
        picture.contentMode = mode
        picture.frame = Rect(x: 40, y: 40, width: 200, height: 100)
        view.addSubview(picture)
    }
}

/// `ImageView.contentMode` and the pictures' sizes (issue 33, images).
@Suite struct ImageViewTests {
    /// `photo-02.png` is 320 × 320 pixels, `photo-01.png` 320 × 180.
    let square = "photo-02.png", wide = "photo-01.png"

    @Test func eachModePlacesThePictureAsUIKitDoes() {
        let bounds = Rect(x: 0, y: 0, width: 200, height: 100), size = Size(width: 320, height: 320)

        let rects = ContentMode.allCases.map { ($0, $0.rect(forImageOf: size, in: bounds)) }

        let expected: [ContentMode: Rect] = [
            .scaleToFill: bounds,
            .aspectFit: Rect(x: 50, y: 0, width: 100, height: 100),
            .aspectFill: Rect(x: 0, y: -50, width: 200, height: 200),
            .center: Rect(x: -60, y: -110, width: 320, height: 320),
            .top: Rect(x: -60, y: 0, width: 320, height: 320),
            .bottom: Rect(x: -60, y: -220, width: 320, height: 320),
            .left: Rect(x: 0, y: -110, width: 320, height: 320),
            .right: Rect(x: -120, y: -110, width: 320, height: 320),
        ]
        for (mode, rect) in rects { #expect(rect == expected[mode], "\(mode)") }
    }

    @Test func aPictureSpillingOverTheBoundsIsCutAtThemAndOneInsideIsNot() {
        let view = ImageView(imageName: square)
        view.frame = Rect(x: 0, y: 0, width: 200, height: 100)

        view.contentMode = .aspectFill
        var fill = DisplayList()
        view.draw(in: &fill)
        view.contentMode = .aspectFit
        var fit = DisplayList()
        view.draw(in: &fit)

        #expect(
            fill.items == [
                .save, .clip(view.bounds),
                .image(name: square, rect: Rect(x: 0, y: -50, width: 200, height: 200), cornerRadius: 0),
                .restore,
            ])
        #expect(fit.items == [.image(name: square, rect: Rect(x: 50, y: 0, width: 100, height: 100), cornerRadius: 0)])
    }

    @Test func aspectFitLetterboxesAndAspectFillCoversWithinTheViewOnly() throws {
        let fit = ScreenDriver(PictureScreen(wide, mode: .aspectFit))
        let fill = ScreenDriver(PictureScreen(square, mode: .aspectFill))
        try fit.runFrame()
        try fill.runFrame()

        let fitPixels = try fit.screenshot(), fillPixels = try fill.screenshot()

        // 320 × 180 fitted into 200 × 100: 177.8 × 100, from x = 11.1 to 188.9 in the view.
        let origin = fit.screen.view.convertToWindow(Point(x: 40, y: 40))  // the view's top-left in the window
        #expect(isMagenta(fitPixels, origin, x: 5, y: 50), "the letterbox at the left shows what is behind")
        #expect(!isMagenta(fitPixels, origin, x: 20, y: 50), "the picture starts past the letterbox")
        #expect(isMagenta(fitPixels, origin, x: 195, y: 50), "the letterbox at the right")
        // 320 × 320 filling 200 × 100: 200 × 200, cut at the view's top and bottom.
        #expect(!isMagenta(fillPixels, origin, x: 2, y: 2) && !isMagenta(fillPixels, origin, x: 197, y: 97))
        #expect(isMagenta(fillPixels, origin, x: 100, y: -5), "nothing above the view")
        #expect(isMagenta(fillPixels, origin, x: 100, y: 105), "nothing below the view")
    }

    @Test func anAspectFillPictureTakesTheViewsRoundedCorners() throws {
        let screen = PictureScreen(square, mode: .aspectFill)
        screen.picture.cornerRadius = 20
        let driver = ScreenDriver(screen)
        try driver.runFrame()
        var list = DisplayList()
        screen.picture.draw(in: &list)

        let pixels = try driver.screenshot()

        #expect(
            list.items == [
                .croppedImage(
                    name: square, rect: Rect(x: 0, y: -50, width: 200, height: 200), visible: screen.picture.bounds,
                    cornerRadius: 20)
            ])
        let origin = screen.view.convertToWindow(Point(x: 40, y: 40))
        #expect(
            isMagenta(pixels, origin, x: 1, y: 1) && isMagenta(pixels, origin, x: 198, y: 98),
            "the corners are cut round")
        #expect(
            !isMagenta(pixels, origin, x: 20, y: 2) && !isMagenta(pixels, origin, x: 2, y: 50),
            "the edges between them are not")
    }

    @Test func anImageKnowsItsPixelSizeFromItsHeader() {
        let view = ImageView(imageName: "header-mountains.png")

        #expect(view.imageSize == Size(width: 780, height: 520))
        #expect(ImageView.pixelSize(ofImage: wide) == Size(width: 320, height: 180))
        #expect(view.sizeThatFits(.zero) == Size(width: 780, height: 520))
        #expect(ImageView.pixelSize(ofImage: "no-such-picture.png") == nil)
        #expect(ImageView(imageName: nil).imageSize == nil)
    }

    /// Whether the pixel at (`x`, `y`) points from `origin` (window points, scale 1) is the background.
    private func isMagenta(_ image: RGBAImage, _ origin: Point, x: Double, y: Double) -> Bool {
        let index = (Int(origin.y + y) * image.width + Int(origin.x + x)) * 4
        return Array(image.pixels[index..<index + 3]) == [255, 0, 255]
    }
}
