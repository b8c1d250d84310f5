import Geometry
import ScrollSession
import ScrollTrace
import ScrollUI

/// `images`: 1,200 picture rows, each as tall as its picture's aspect ratio asks, whose images
/// load by seed 002's policy with its own improvements:
/// - while the finger drags, rows load as they come into sight;
/// - during a deceleration a row loads only if it is in the target rect (the screen at
///   `targetContentOffset`) or its image is in the memory cache; the rest are skipped, so a
///   fast fling does not fetch what flies by (the original idea);
/// - when the deceleration ends, when a new drag begins during one, and when a finger that
///   caught one rests on the list (`restingDelay`), every visible row that still shows a
///   placeholder loads (the seed's problems 2 and 3, and a resting finger: nothing scrolls);
/// - images fade in over 0.25 s; cache hits show at once.
/// Loading goes through an `ImageLoader` with an artificial latency (80 ms by default) so the
/// policy can be seen; frame lines carry its counters as `images`.
public final class ImagesScreen: ViewController, TableViewDataSource, ScrollViewDelegate, StateLogFields {
    /// The pictures in `Assets/Images` and their sizes in pixels (as a feed would list them).
    static let pictures: [(name: String, width: Double, height: Double)] = (0..<24).map { index in
        let sizes: [(Double, Double)] = [
            (320, 240), (320, 180), (320, 320), (320, 400), (320, 213), (320, 280), (320, 160), (320, 360),
        ]
        let (width, height) = sizes[index % sizes.count]
        return (String(format: "photo-%02d.png", index), width, height)
    }
    static let rowCount = 1_200
    /// Artificial load time by default, in seconds: long enough to see the policy.
    public static let defaultLatency = 0.08

    package let table = TableView(name: "images")
    public let loader: ImageLoader
    /// Where the current deceleration will come to rest (content coordinates); nil while the
    /// finger drags or holds the list, or nothing moves. Seed 002's `targetRect`, which also
    /// tells drag from fling.
    private(set) var targetRect: Rect?

    /// How long a finger must hold a caught deceleration still, without beginning a drag, to
    /// count as resting, in seconds: UIKit's `delaysContentTouches` delay (150 ms,
    /// `DelayedTouchesRecognizer.defaultDelay`), after which UIScrollView takes a touch that
    /// has not begun a drag for a hold, not a scroll.
    static let restingDelay = 0.15
    /// When a finger caught the current deceleration and began holding the list still, in
    /// seconds (the frame's time); nil while none does.
    private var heldSince: Double?

    /// `latency` is the artificial load time in seconds.
    public init(latency: Double = ImagesScreen.defaultLatency) {
        loader = ImageLoader(latency: latency)
        super.init(title: "Images", name: "images.screen")
        table.register({ ImageRowCell() }, forCellReuseIdentifier: ImageRowCell.reuseIdentifier)
        table.separatorStyle = .none
        table.dataSource = self
        table.delegate = self
        table.resizePolicy = .keepTopRow
        view.addSubview(table)
        loader.onLoad = { [weak self] name, time in self?.imageDidLoad(name, at: time) }
    }

    static func picture(ofRow row: Int) -> (name: String, width: Double, height: Double) {
        pictures[(row * 7) % pictures.count]  // a stride so neighbouring rows differ
    }

    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("images", table)] }

    public func logFields() -> [(key: String, value: JSONValue)] {
        let counters = loader.counters
        return [
            (
                "images",
                .object([
                    ("requested", .number(Double(counters.requested))), ("loaded", .number(Double(counters.loaded))),
                    ("skipped", .number(Double(counters.skipped))), ("cacheHits", .number(Double(counters.cacheHits))),
                ])
            )
        ]
    }

    public override func layoutView() {
        table.frame = view.bounds  // a new width changes every row's height: the top row stays (resizePolicy)
    }

    public override func advance(to time: Double) {
        loader.decoder = imageDecoder
        loadIfAFingerRests(at: time)
        loader.advance(to: time)
    }

    /// A finger that landed on the decelerating list stopped it. UIKit says nothing then: the
    /// stopped deceleration keeps `isDragging` and `isDecelerating` and owes
    /// `scrollViewDidEndDecelerating` until the finger lifts, and `scrollViewWillBeginDragging`
    /// comes only if it drags (seed 002). A finger that rests would leave the rows the fling
    /// skipped grey for as long as it stays down, so the frame clock watches for it, as a
    /// `CADisplayLink` reading `isTracking` would: once the finger has held the list still for
    /// `restingDelay` without beginning a drag, the list is not scrolling, there is no target
    /// to defer for, and every visible row loads. A drag that begins sooner loads them itself
    /// (`scrollViewWillBeginDragging`), and so does a lift (`scrollViewDidEndDecelerating`).
    /// The delegate calls are unchanged. `time` is the frame's, in seconds.
    private func loadIfAFingerRests(at time: Double) {
        guard targetRect != nil, table.isTracking, !table.isInMotion else {
            heldSince = nil
            return
        }
        let since = heldSince ?? time
        heldSince = since
        guard time - since >= Self.restingDelay - FrameLoop.timeTolerance else { return }
        heldSince = nil
        targetRect = nil
        loadVisibleImages()
    }

    /// The time of the latest frame or event, in seconds.
    private var now: Double { table.now }

    // MARK: Data source

    public func numberOfRows(in tableView: TableView) -> Int { Self.rowCount }

    public func tableView(_ tableView: TableView, heightForRow row: Int) -> Double {
        let picture = Self.picture(ofRow: row)
        return 8 + (max(tableView.bounds.width, 100) - 32) * picture.height / picture.width + ImageRowCell.captionHeight
    }

    public func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ImageRowCell.reuseIdentifier)
        guard let imageCell = cell as? ImageRowCell else { return cell }
        let picture = Self.picture(ofRow: row)
        imageCell.configure(
            imageName: picture.name, caption: "Photo \(row + 1) · \(Int(picture.width))×\(Int(picture.height))")
        if loader.isCached(picture.name) {
            loader.request(picture.name, at: now)  // a cache hit: shows at once, even mid-fling
            imageCell.showImage(at: now, animated: false)
        } else if shouldLoad(row: row) {
            loader.request(picture.name, at: now)
        } else {
            loader.skip()
        }
        return cell
    }

    /// Seed 002's rule for a row that is not cached: load unless a deceleration is heading
    /// somewhere this row will not be.
    private func shouldLoad(row: Int) -> Bool {
        guard let targetRect else { return true }
        return table.rectForRow(at: row).intersects(targetRect)
    }

    /// Asks for the image of every visible row that still shows its placeholder.
    private func loadVisibleImages() {
        for row in table.visibleRows {
            guard let cell = table.cellForRow(at: row) as? ImageRowCell, !cell.isShowingImage, let name = cell.imageName
            else { continue }
            if loader.request(name, at: now) { cell.showImage(at: now, animated: false) }
        }
    }

    /// A load finished: the visible rows waiting for it fade it in.
    private func imageDidLoad(_ name: String, at time: Double) {
        for row in table.visibleRows {
            guard let cell = table.cellForRow(at: row) as? ImageRowCell, cell.imageName == name else { continue }
            cell.showImage(at: time, animated: true)
        }
    }

    // MARK: Scroll view delegate (seed 002's policy)

    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        targetRect = nil
        loadVisibleImages()  // problem 3: a drag that interrupts a deceleration
    }

    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        targetRect = Rect(origin: targetContentOffset, size: scrollView.bounds.size)
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { targetRect = nil }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        targetRect = nil
        loadVisibleImages()  // problem 2: rows skipped on the way are visible now
    }
}
