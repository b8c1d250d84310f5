import ScrollLabKit

/// The photos one at a time, over the grid: a pager of zooming photos (pinch, double tap), in a
/// navigation stack of its own whose bar a single tap hides and shows — the screen extends under
/// it, so the photo does not move. A drag down on a photo at its fitted size takes it down and
/// away over the grid; the left edge swipe takes it back to the right.
public final class PhotoPagerScreen: ViewController, ScrollViewDelegate {
    public static let interPageSpacing = 20.0
    public let photos: [Photo]
    public let pager: PagerView
    /// The drag that dismisses: it begins only downward, on a photo at its fitted size.
    public let dismissPan = DirectionalPanGestureRecognizer(name: "photos.dismissPan")
    /// The left edge swipe that takes the photo back to the grid.
    public let edgePan = ScreenEdgePanGestureRecognizer(edges: .left, name: "photos.edgePan")
    public let doubleTap = TapGestureRecognizer(name: "photos.doubleTap")
    /// Hides or shows the bar once the double tap has failed.
    public let singleTap = TapGestureRecognizer(name: "photos.singleTap")
    private let startPage: Int
    private var shownStartPage = false
    let transition = PhotoTransition()
    /// The screen presented over the grid (the navigation stack's), while it is.
    public private(set) var container: NavigationContainerController?

    public init(photos: [Photo], startingAt page: Int) {
        self.photos = photos
        startPage = min(max(page, 0), max(photos.count - 1, 0))
        pager = PagerView(name: "photos.pager", pageCount: photos.count) { index in
            ZoomingPhotoView(photo: photos[index], name: "photos.page.\(index)")
        }
        super.init(title: Self.title(page: startPage, of: photos.count), name: "photos.viewer")
        view.backgroundColor = .black
        pager.interPageSpacing = Self.interPageSpacing
        pager.delegate = self
        view.addSubview(pager)
        transition.onProgress = { [weak self] in
            self?.view.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: $0)
        }
        addGestures()
    }

    public override var edgesForExtendedLayout: RectEdge { .top }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] {
        [("photos.pager", pager)] + (shownPhoto.map { [("photos.photo", $0)] } ?? [])
    }

    /// The page the pager shows.
    public var shownPhoto: ZoomingPhotoView? { pager.page(at: pager.shownPage) as? ZoomingPhotoView }

    /// Whether the bar is hidden (a single tap toggles it).
    public var barsHidden: Bool { navigationController?.isNavigationBarHidden ?? false }

    /// The presentation over the grid, while it lasts.
    public var photoPresentation: Presentation? { container?.presentation }

    public override func layoutView() {
        pager.frame = pager.frame(paging: view.bounds)
        guard !shownStartPage, view.bounds.width > 0 else { return }
        shownStartPage = true
        pager.layoutIfNeeded()  // its content size, so the offset is in range
        pager.show(page: startPage, animated: false)
    }

    /// "3 of 39": the bar's title for `page`.
    static func title(page: Int, of count: Int) -> String { "\(page + 1) of \(count)" }

    /// The bar's title follows the page the pager comes to rest on.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        title = Self.title(page: pager.shownPage, of: photos.count)
        navigationController?.bar.titleLabel.text = title
    }

    /// Presents this screen in a navigation stack of its own over `grid`, over full screen so
    /// the grid stays drawn under it.
    func present(from grid: ViewController, at time: Double) {
        let container = NavigationContainerController(NavigationController(root: self))
        container.transitioningDelegate = transition
        self.container = container
        transition.axis = .vertical
        grid.present(container, style: .overFullScreen, animated: true, at: time)
    }
}
