import Geometry
import ScrollLabDriver
import ScrollUI
import Testing

/// `View.transform`: about the centre as UIKit's default anchor point, through the frame, hit
/// testing and `convert`.
@Suite struct ViewTransformTests {
    @Test func aScaleGrowsTheFrameAboutTheCentreAndLeavesTheBounds() {
        let view = View(frame: Rect(x: 100, y: 100, width: 100, height: 50))

        view.transform = Transform(scale: 2)

        #expect(view.frame == Rect(x: 50, y: 75, width: 200, height: 100))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        view.transform = .identity
        #expect(view.frame == Rect(x: 100, y: 100, width: 100, height: 50))
    }

    @Test func aTranslationMovesTheFrameAfterTheScale() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))

        view.transform = Transform(scale: 0.5, translation: Point(x: 10, y: -20))

        #expect(view.frame == Rect(x: 35, y: 5, width: 50, height: 50))
    }

    @Test func settingTheFrameOfAScaledViewSizesItsBoundsByTheScale() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.transform = Transform(scale: 2)

        view.frame = Rect(x: 0, y: 0, width: 300, height: 100)

        #expect(view.bounds.size == Size(width: 150, height: 50))
        #expect(view.transform.scale == 2)
    }

    @Test func anInvalidScaleIsIgnored() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))

        view.transform = Transform(scale: 0)
        view.transform = Transform(scale: .nan)

        #expect(view.transform == .identity)
        #expect(view.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func hitTestingAndConvertGoThroughTheTransform() {
        // given: a 100 pt view at (100, 100) scaled 2× about its centre → (50, 50, 200, 200),
        // with a child at (60, 60, 20, 20) of its bounds → (170, 170, 40, 40) in the root
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let zoomed = View(name: "zoomed", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let child = View(name: "child", frame: Rect(x: 60, y: 60, width: 20, height: 20))
        zoomed.addSubview(child)
        root.addSubview(zoomed)

        zoomed.transform = Transform(scale: 2)

        #expect(root.hitTest(Point(x: 171, y: 171)) === child)
        #expect(root.hitTest(Point(x: 209, y: 209)) === child)
        #expect(root.hitTest(Point(x: 165, y: 165)) === zoomed, "where the child is unscaled, the zoomed view is hit")
        #expect(root.hitTest(Point(x: 45, y: 45)) === root)
        #expect(child.convert(Point(x: 10, y: 10), to: root) == Point(x: 190, y: 190))
        #expect(child.convert(Point(x: 190, y: 190), from: nil) == Point(x: 10, y: 10))
        #expect(
            zoomed.convert(Rect(x: 0, y: 0, width: 100, height: 100), to: nil)
                == Rect(x: 50, y: 50, width: 200, height: 200))
        #expect(
            root.convert(Rect(x: 50, y: 50, width: 20, height: 40), to: zoomed)
                == Rect(x: 0, y: 0, width: 10, height: 20))
    }

    /// Names the view a scroll view zooms.
    private final class Zooming: ScrollViewDelegate {
        let content: View
        init(_ content: View) { self.content = content }
        func viewForZooming(in scrollView: ScrollView) -> View? { content }
    }

    @Test func aViewThatIsNotZoomedAddsNoScaleToTheDisplayList() throws {
        // given: a 200 × 200 window whose scroll view may zoom its board (up to 4×) but has not
        let screen = ViewController(title: "Board", name: "board.screen")
        let scrollView = ScrollView(name: "board", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let board = View(name: "board.content", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        board.backgroundColor = Color(hex: 0x007AFF)
        scrollView.addSubview(board)
        scrollView.contentSize = board.frame.size
        scrollView.maximumZoomScale = 4
        let zooming = Zooming(board)
        scrollView.delegate = zooming
        screen.view.addSubview(scrollView)
        let driver = ScreenDriver(screen, size: Size(width: 200, height: 200))

        // when
        try driver.runFrame()

        // then
        #expect(!(driver.app.displayList().items.contains { if case .scale = $0 { true } else { false } }))
    }
}
