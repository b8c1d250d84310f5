import ScrollLabKit

/// One page of the pager: a zooming scroll view showing its photo fitted whole (aspect fit),
/// centred while smaller than the page, from 1× up to `maximumScale` — every zoom behaviour
/// (pinch about the centroid, the rubber band and its bounce) is the scroll view's own.
public final class ZoomingPhotoView: ScrollView, ScrollViewDelegate {
    /// The most a photo zooms, as Photos allows about 3× past fitting.
    public static let maximumScale = 3.0
    public let photo: Photo
    public let image: ImageView
    /// The page size the photo was last fitted to.
    private var fittedSize = Size.zero

    public init(photo: Photo, name: String) {
        self.photo = photo
        image = ImageView(imageName: photo.imageName, name: name + ".image")
        super.init(name: name)
        image.contentMode = .scaleToFill  // the view is the picture's own aspect: fitted below
        addSubview(image)
        minimumZoomScale = 1
        maximumZoomScale = Self.maximumScale
        centersZoomedContent = true
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        delegate = self
    }

    public func viewForZooming(in scrollView: ScrollView) -> View? { image }

    /// Fits the photo to a new page size, at 1× (scrolling does not refit: only the size counts).
    public override func layoutSubviews() {
        guard bounds.size != fittedSize else { return }
        fittedSize = bounds.size
        setZoomScale(1, animated: false)
        image.frame = Rect(origin: .zero, size: fittedPhotoSize(in: bounds.size))
        contentSize = image.frame.size
        contentOffset = minimumContentOffset
    }

    /// The photo's size fitted whole in `area`, keeping its aspect ratio.
    func fittedPhotoSize(in area: Size) -> Size {
        guard let pixels = image.imageSize, pixels.width > 0, pixels.height > 0 else { return area }
        let scale = min(area.width / pixels.width, area.height / pixels.height)
        return Size(width: (pixels.width * scale).rounded(), height: (pixels.height * scale).rounded())
    }

    /// Photos' double tap: zoomed out, it zooms in to the maximum about `point` (in the photo's
    /// coordinates); zoomed in, it zooms back out to fit.
    public func toggleZoom(about point: Point) {
        if zoomScale > minimumZoomScale {
            setZoomScale(minimumZoomScale, animated: true)
            return
        }
        let size = Size(width: bounds.width / maximumZoomScale, height: bounds.height / maximumZoomScale)
        zoom(
            to: Rect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height),
            animated: true)
    }
}
