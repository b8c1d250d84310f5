import Geometry
import Gestures
import ScrollUI

/// `zoom`: three photos in a pager, as Photos shows them. Each photo is a zooming scroll view
/// (`ZoomPhotoView`, 1× to 4×, centred while smaller than the page): a pinch zooms about the
/// fingers, past the limits against the rubber band, and bounces back; zoomed, a drag pans the
/// photo, and a drag that starts at its edge pointing past it goes to the pager (the toolkit's
/// rule for a scroll view in a paging one). A double tap zooms to 2× about the tapped point, or
/// back out to 1×. The state log has `zoom.pager` and the photo shown as `zoom.photo`, with its
/// `zoomScale` and its zoomed `contentSize` on every frame.
public final class ZoomScreen: ViewController {
    /// Points between two photos (Photos: 20).
    static let interPageSpacing = 20.0
    /// How far a double tap zooms in.
    public static let doubleTapScale = 2.0
    public let pager: PagerView
    public let doubleTap = TapGestureRecognizer(name: "zoom.doubleTap")

    public init() {
        pager = PagerView(name: "zoom.pager", pages: (0..<3).map { ZoomPhotoView(photo: $0, name: "zoom.photo.\($0)") })
        super.init(title: "Zoom", name: "zoom.screen")
        view.backgroundColor = .black
        pager.interPageSpacing = Self.interPageSpacing
        view.addSubview(pager)
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addAction { [weak self] in self?.doubleTapped($0) }
        view.addGestureRecognizer(doubleTap)
    }

    /// The photo the pager shows.
    public var shownPhoto: ZoomPhotoView? { pager.page(at: pager.shownPage) as? ZoomPhotoView }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] {
        [("zoom.pager", pager)] + (shownPhoto.map { [("zoom.photo", $0)] } ?? [])
    }

    public override func layoutView() {
        pager.frame = pager.frame(paging: view.bounds)
    }

    private func doubleTapped(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .ended, let photo = shownPhoto else { return }
        photo.toggleZoom(about: recognizer.location(in: photo.picture), scale: Self.doubleTapScale)
    }
}

/// One page of `zoom`: a drawn landscape fitted to the page's width, zooming from 1× to 4×.
public final class ZoomPhotoView: ScrollView, ScrollViewDelegate {
    /// The picture zoomed (`viewForZooming`), 4:3, as wide as the page at 1×.
    public let picture: View
    private var fittedSize = Size.zero

    init(photo: Int, name: String) {
        picture = LandscapeView(variant: photo, name: name + ".picture")
        super.init(name: name)
        addSubview(picture)
        minimumZoomScale = 1
        maximumZoomScale = 4
        centersZoomedContent = true
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        delegate = self
    }

    public func viewForZooming(in scrollView: ScrollView) -> View? { picture }

    /// Fits the picture to a new page size, at 1× (scrolling does not refit: only the size counts).
    public override func layoutSubviews() {
        guard bounds.size != fittedSize else { return }
        fittedSize = bounds.size
        setZoomScale(1, animated: false)
        let width = min(bounds.width, bounds.height * 4 / 3)
        picture.frame = Rect(x: 0, y: 0, width: width, height: (width * 3 / 4).rounded())
        contentSize = picture.frame.size
        contentOffset = minimumContentOffset
    }

    /// Photos' double tap: zoomed out, zoom to `scale` about `point` (in the picture's
    /// coordinates) with `zoom(to:animated:)`; zoomed in, back out to 1×.
    public func toggleZoom(about point: Point, scale: Double) {
        if zoomScale > minimumZoomScale {
            setZoomScale(minimumZoomScale, animated: true)
            return
        }
        let size = Size(width: bounds.width / scale, height: bounds.height / scale)
        zoom(
            to: Rect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height),
            animated: true)
    }
}

/// A landscape drawn with rectangles (no image to load, so every replay draws it at once): sky,
/// sun, hills, a lake and a row of trees, in one of three palettes.
final class LandscapeView: View {
    private static let palettes: [[UInt32]] = [
        [0x87CEEB, 0xFFD60A, 0x34C759, 0x248A3D, 0x0A84FF, 0x1C6B2E],
        [0xFF9F0A, 0xFF453A, 0xAF52DE, 0x5E2A84, 0x64D2FF, 0x3A1F5C],
        [0x1C1C3C, 0xF2F2F7, 0x5856D6, 0x2C2C6C, 0x30B0C7, 0x0B0B2B],
    ]

    init(variant: Int, name: String) {
        super.init(name: name)
        let colors = Self.palettes[variant % Self.palettes.count]
        backgroundColor = Color(hex: colors[0])
        let parts: [(String, UInt32, Double)] = [
            ("sun", colors[1], 20), ("hill.far", colors[3], 0), ("hill.near", colors[2], 0), ("lake", colors[4], 0),
        ]
        for (part, color, radius) in parts {
            let shape = View(name: "\(name).\(part)")
            shape.backgroundColor = Color(hex: color)
            shape.cornerRadius = radius
            addSubview(shape)
        }
        for index in 0..<8 {
            let tree = View(name: "\(name).tree.\(index)")
            tree.backgroundColor = Color(hex: colors[5])
            tree.cornerRadius = 6
            addSubview(tree)
        }
    }

    /// Lays the parts out in fractions of the picture's bounds (its zoom is its transform).
    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        let frames = [
            Rect(x: w * 0.7, y: h * 0.12, width: h * 0.16, height: h * 0.16),
            Rect(x: 0, y: h * 0.45, width: w * 0.6, height: h * 0.3),
            Rect(x: w * 0.35, y: h * 0.55, width: w * 0.65, height: h * 0.2),
            Rect(x: 0, y: h * 0.75, width: w, height: h * 0.25),
        ]
        for (shape, frame) in zip(subviews, frames) { shape.frame = frame }
        for (index, tree) in subviews.dropFirst(frames.count).enumerated() {
            tree.frame = Rect(x: w * (0.05 + 0.12 * Double(index)), y: h * 0.62, width: w * 0.04, height: h * 0.14)
        }
    }
}
