import Geometry
import ScrollLabTesting
import ScrollUI
import SDLRender
import Testing

/// The renderer draws a zoomed view scaled (`View.transform`, `DisplayItem.scale`): fills, corner
/// radii, lines and text all grow with the zoom, and culling and clipping follow it.
@Suite struct ZoomRenderingTests {
    /// A 200 × 200 window: a scroll view zooming a 200 × 200 board of four 100 pt squares (a
    /// rounded one), a 1 pt line and a caption.
    private final class Board: ViewController, ScrollViewDelegate {
        let scrollView = ScrollView(name: "board")
        let board = View(name: "board.content", frame: Rect(x: 0, y: 0, width: 200, height: 200))

        init() {
            super.init(title: "Board", name: "board.screen")
            let colours: [UInt32] = [0x007AFF, 0xFF9500, 0x34C759, 0xFF3B30]
            for (index, colour) in colours.enumerated() {
                let square = View(
                    name: "square.\(index)",
                    frame: Rect(
                        x: Double(index % 2) * 100 + 10, y: Double(index / 2) * 100 + 10,
                        width: 80, height: 80))
                square.backgroundColor = Color(hex: colour)
                square.cornerRadius = index == 3 ? 20 : 0
                board.addSubview(square)
            }
            let caption = Label("Zoom", font: Font(size: 14, weight: .bold), color: .white, name: "caption")
            caption.frame = Rect(x: 10, y: 40, width: 80, height: 20)
            caption.alignment = .center
            board.addSubview(caption)
            board.backgroundColor = .white
            scrollView.addSubview(board)
            scrollView.contentSize = board.frame.size
            scrollView.maximumZoomScale = 4
            scrollView.delegate = self
            view.addSubview(scrollView)
        }

        override var prefersNavigationBarHidden: Bool { true }
        override func layoutView() { scrollView.frame = view.bounds }
        func viewForZooming(in scrollView: ScrollView) -> View? { board }
    }

    private func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let index = (y * image.width + x) * 4
        return Array(image.pixels[index..<index + 3])
    }

    @Test func testAZoomedViewIsDrawnScaledAboutItsOrigin() throws {
        // given: the board at 2×, scrolled to (100, 100): the first square (10…90 pt) is at 20…180 − 100
        let screen = Board()
        let driver = ScreenDriver(screen, size: Size(width: 200, height: 200))
        try driver.runFrame()
        screen.scrollView.zoomScale = 2
        screen.scrollView.contentOffset = Point(x: 100, y: 100)
        try driver.runFrame()

        // when
        let image = try driver.screenshot()

        // then: blue from −80 to 80 in the window, white in the 20 pt gap after it, orange from 120
        #expect(pixel(image, 70, 40) == [0x00, 0x7A, 0xFF])
        #expect(pixel(image, 100, 40) == [0xFF, 0xFF, 0xFF])
        #expect(pixel(image, 130, 40) == [0xFF, 0x95, 0x00])
        #expect(pixel(image, 122, 122) == [0xFF, 0xFF, 0xFF], "the rounded square's corner, 40 pt round at 2×, is cut")
        #expect(pixel(image, 160, 160) == [0xFF, 0x3B, 0x30])
        #expect(driver.app.displayList().items.contains(.scale(2)))
        assertScreenshot(of: driver, named: "board-2x")
    }
}
