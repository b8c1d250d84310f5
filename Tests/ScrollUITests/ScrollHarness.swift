import Geometry
import Gestures
import ScrollPhysics
import ScrollUI

/// Records delegate callbacks by name (without `scrollViewDidScroll`) and the flags seen at each.
final class DelegateRecorder: ScrollViewDelegate {
    var calls: [String] = []
    var lastVelocity = Point.zero
    var lastTarget = Point.zero
    /// Lets a test move the target in `scrollViewWillEndDragging`.
    var overrideTarget: ((Point) -> Point)?
    var onScroll: ((ScrollView) -> Void)?
    var onWillBeginDecelerating: ((ScrollView) -> Void)?
    var didScrollCount = 0

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        didScrollCount += 1
        onScroll?(scrollView)
    }
    func scrollViewWillBeginDragging(_ s: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        calls.append("willEndDragging")
        if let overrideTarget { targetContentOffset = overrideTarget(targetContentOffset) }
        lastVelocity = velocity
        lastTarget = targetContentOffset
    }
    /// Lets a test act in `scrollViewDidEndDragging` (after the call is recorded).
    var onDidEndDragging: ((ScrollView, Bool) -> Void)?
    func scrollViewDidEndDragging(_ s: ScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
        onDidEndDragging?(s, decelerate)
    }
    func scrollViewWillBeginDecelerating(_ s: ScrollView) {
        calls.append("willBeginDecelerating")
        onWillBeginDecelerating?(s)
    }
    func scrollViewDidEndDecelerating(_ s: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: ScrollView) { calls.append("didEndScrollingAnimation") }
    func scrollViewDidScrollToTop(_ s: ScrollView) { calls.append("didScrollToTop") }
}

/// A screen holding one vertical list in a 390x644 window (the list is 390x600).
final class ListHarness {
    let list: ListView
    let app: Application
    let loop: FrameLoop
    let delegate = DelegateRecorder()
    var selected: [Int] = []
    private var clock = 0.0

    init(rows: Int = 100, rowHeight: Double = 60) {
        list = ListView(name: "list", rows: (0..<rows).map { ListView.Row(title: "Row \($0)", height: rowHeight) })
        let screen = ListHostScreen(list)
        app = Application(root: screen, size: Size(width: 390, height: 644))
        loop = FrameLoop(app: app)
        list.delegate = delegate
        list.onSelect = { [unowned self] index, _ in self.selected.append(index) }
    }

    /// Frame time now, seconds.
    var time: Double { loop.time }

    /// Runs frames until the frame time reaches `end` (seconds): the last frame run is the first at or after it.
    func run(until end: Double) {
        while loop.time < end - 1e-9 { loop.runFrame() }
    }

    /// Runs frames past the last queued event, then until the list is at rest (no deceleration, animation or trackpad gesture).
    func settle(limit: Double = 10) {
        run(until: clock + 1.0 / 60)  // deliver every queued event first
        let end = loop.time + limit
        while loop.time < end, list.isInMotion || list.isTrackpadScrolling { loop.runFrame() }
    }

    /// Queues a finger drag starting now: from `start` moving by `delta` over `duration` in
    /// 60 Hz moves with whole-millisecond stamps, held `hold` seconds, then lifted. Returns the lift time.
    @discardableResult
    func drag(
        from start: Point = Point(x: 200, y: 400), by delta: Point, duration: Double = 0.1,
        hold: Double = 0, id: Int = 1
    ) -> Double {
        let t0 = max(loop.time, clock) + 0.001
        let steps = max(1, Int((duration * 60).rounded()))
        loop.enqueue(.touch(id, .began, at: start, time: t0))
        var last = start
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            last = start + delta * f
            loop.enqueue(.touch(id, .moved, at: last, time: ((t0 + duration * f) * 1000).rounded() / 1000))
        }
        let lift = ((t0 + duration + hold + 0.004) * 1000).rounded() / 1000
        loop.enqueue(.touch(id, .ended, at: last, time: lift))
        clock = lift
        return lift
    }

    /// Queues a tap at `point`, lifted after `duration` seconds.
    func tap(at point: Point, duration: Double = 0.05) {
        let t0 = max(loop.time, clock) + 0.001
        loop.enqueue(.touch(9, .began, at: point, time: t0))
        loop.enqueue(.touch(9, .ended, at: point, time: t0 + duration))
        clock = t0 + duration
    }
}

/// A screen that shows one list filling it, logged as `list`.
final class ListHostScreen: ViewController {
    let list: ListView

    init(_ list: ListView) {
        self.list = list
        super.init(title: "Host", name: "host.screen")
        view.addSubview(list)
    }

    override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("list", list)] }
    override func layoutView() { list.frame = view.bounds }
}

/// A screen with one scroll view, logged as `list`, filling the screen.
final class OneScrollViewScreen: ViewController {
    let scrollView = ScrollView(name: "list")

    init(contentHeight: Double) {
        super.init(title: "Scroll", name: "scroll.screen")
        scrollView.contentSize = Size(width: 390, height: contentHeight)
        view.addSubview(scrollView)
    }

    override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("list", scrollView)] }
    override func layoutView() { scrollView.frame = view.bounds }
}
