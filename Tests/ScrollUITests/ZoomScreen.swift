import Geometry
import Gestures
import ScrollUI

/// A photo-like screen for the zooming tests: a full-window scroll view `photo` zooming its
/// `content` (a checkerboard of 50 pt tiles with a caption), limits 1…3 unless told, and a double
/// tap that zooms in to 3× around the tap or back out (the double-tap recipe of the Zooming article).
final class ZoomScreen: ViewController, ScrollViewDelegate {
    let scrollView = ScrollView(name: "photo")
    let content = View(name: "photo.content")
    let doubleTap = TapGestureRecognizer(name: "photo.doubleTap")
    /// Every zoom callback, by name (`didZoom` counted, not listed).
    var zoomCalls: [String] = []
    var didZoomCount = 0
    /// The centring recipe of UIKit apps: insets set in `scrollViewDidZoom`.
    var centresWithInsets = false

    init(contentSize: Size, minimum: Double = 1, maximum: Double = 3) {
        super.init(title: "Zoom", name: "zoom.screen")
        content.frame = Rect(origin: .zero, size: contentSize)
        content.backgroundColor = Color(hex: 0xFFFFFF)
        let columns = Int((contentSize.width / 50).rounded(.up)), rows = Int((contentSize.height / 50).rounded(.up))
        for row in 0..<rows {
            for column in 0..<columns where (row + column) % 2 == 0 {
                let tile = View(
                    name: "tile.\(row).\(column)",
                    frame: Rect(x: Double(column) * 50, y: Double(row) * 50, width: 50, height: 50))
                tile.backgroundColor = Color(hex: row % 3 == 0 ? 0x007AFF : row % 3 == 1 ? 0xFF9500 : 0x34C759)
                content.addSubview(tile)
            }
        }
        let caption = Label("Zoom", font: Font(size: 20, weight: .bold), color: .black, name: "caption")
        caption.frame = Rect(x: 60, y: 60, width: 80, height: 30)
        caption.backgroundColor = .white
        caption.alignment = .center
        content.addSubview(caption)
        scrollView.addSubview(content)
        scrollView.contentSize = contentSize
        scrollView.minimumZoomScale = minimum
        scrollView.maximumZoomScale = maximum
        scrollView.delegate = self
        scrollView.backgroundColor = Color(hex: 0x1C1C1E)
        view.addSubview(scrollView)
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addAction { [weak self] recognizer in self?.doubleTapped(at: recognizer.location(in: self?.content)) }
        scrollView.addGestureRecognizer(doubleTap)
    }

    /// The recipe: zoomed out → zoom to a rect the size of the view at the maximum scale, centred
    /// on the tap; zoomed in → back to the minimum.
    private func doubleTapped(at point: Point) {
        if scrollView.zoomScale > scrollView.minimumZoomScale {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
        } else {
            let size = Size(
                width: scrollView.bounds.width / scrollView.maximumZoomScale,
                height: scrollView.bounds.height / scrollView.maximumZoomScale)
            scrollView.zoom(
                to: Rect(
                    x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height),
                animated: true)
        }
    }

    override var prefersNavigationBarHidden: Bool { true }
    override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("photo", scrollView)] }
    override func layoutView() { scrollView.frame = view.bounds }

    func viewForZooming(in scrollView: ScrollView) -> View? { content }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { zoomCalls.append("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: ScrollView) {
        didZoomCount += 1
        guard centresWithInsets else { return }
        // UIKit's recipe: half the room left on each side, as insets
        let dx = max(0, (scrollView.bounds.width - scrollView.contentSize.width) / 2)
        let dy = max(0, (scrollView.bounds.height - scrollView.contentSize.height) / 2)
        scrollView.contentInset = EdgeInsets(top: dy, left: dx, bottom: dy, right: dx)
    }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        zoomCalls.append("didEndZooming(\(scale))")
    }
}
