import Geometry
import Gestures
import ScrollPhysics
import ScrollLabDriver
import ScrollUI

/// A delegate that acts: it moves the target in `scrollViewWillEndDragging`, or runs a test's
/// code at a callback (the callbacks themselves are read from `ScreenDriver.callbacks`).
final class ActingDelegate: ScrollViewDelegate {
    /// Lets a test move the target in `scrollViewWillEndDragging`.
    var overrideTarget: ((Point) -> Point)?
    var onScroll: ((ScrollView) -> Void)?
    var onWillBeginDecelerating: ((ScrollView) -> Void)?
    var onDidEndDragging: ((ScrollView, Bool) -> Void)?
    var didScrollCount = 0

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        didScrollCount += 1
        onScroll?(scrollView)
    }
    func scrollViewWillEndDragging(_ s: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        if let overrideTarget { targetContentOffset = overrideTarget(targetContentOffset) }
    }
    func scrollViewDidEndDragging(_ s: ScrollView, willDecelerate decelerate: Bool) { onDidEndDragging?(s, decelerate) }
    func scrollViewWillBeginDecelerating(_ s: ScrollView) { onWillBeginDecelerating?(s) }
}

extension ScreenDriver {
    /// Drives one vertical list of `rows` rows `rowHeight` tall in a 390x644 window (the list is
    /// 390x600, below the 44 pt bar), logged as `list`.
    convenience init(listOf rows: Int, rowHeight: Double = 60) {
        let list = ListView(name: "list", rows: (0..<rows).map { ListView.Row(title: "Row \($0)", height: rowHeight) })
        self.init(ListHostScreen(list), size: Size(width: 390, height: 644))
    }

    /// The list of a driver made by `init(listOf:rowHeight:)`.
    var host: ListHostScreen {
        guard let host = app.navigation.stack.first as? ListHostScreen else { preconditionFailure("not a list driver") }
        return host
    }
    var list: ListView { host.list }

    /// The list's callbacks by name, as seed 002 lists them (`didEndDragging(true)`), without `didScroll`.
    var calls: [String] {
        callbacks("list").map { event in
            switch event {
            case .didEndDragging(let decelerate): return "didEndDragging(\(decelerate))"
            default:
                let name = event.callbackName.dropFirst("scrollView".count)
                return name.prefix(1).lowercased() + name.dropFirst()
            }
        }
    }
    /// The velocity and target of the list's last `scrollViewWillEndDragging` (zero before any).
    var lastRelease: (velocity: Point, target: Point) {
        for case .willEndDragging(let velocity, let target) in callbacks("list").reversed() {
            return (velocity, target)
        }
        return (.zero, .zero)
    }

    /// Queues a finger drag starting 1 ms after the later of the last frame and the input queued
    /// so far: from `start` moving by `delta` over `duration` in 60 Hz moves with
    /// whole-millisecond stamps (the shape these tests' figures were measured with), held `hold`
    /// seconds, then lifted 4 ms later. Returns the lift time.
    @discardableResult
    func stampedDrag(
        from start: Point = Point(x: 200, y: 400), by delta: Point, duration: Double = 0.1, hold: Double = 0,
        id: Int = 1
    ) -> Double {
        let t0 = max(time, inputEnd) + 0.001
        let steps = max(1, Int((duration * 60).rounded()))
        enqueue(.touch(id, .began, at: start, time: t0))
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            enqueue(.touch(id, .moved, at: start + delta * f, time: ((t0 + duration * f) * 1000).rounded() / 1000))
        }
        let lift = ((t0 + duration + hold + 0.004) * 1000).rounded() / 1000
        enqueue(.touch(id, .ended, at: start + delta, time: lift))
        return lift
    }

    /// Queues a tap at `point` 1 ms after the later of the last frame and the input queued so
    /// far, lifted after `duration` seconds.
    func quickTap(at point: Point, duration: Double = 0.05) {
        let t0 = max(time, inputEnd) + 0.001
        enqueue(.touch(9, .began, at: point, time: t0))
        enqueue(.touch(9, .ended, at: point, time: t0 + duration))
    }
}

/// A screen that shows one list filling it, logged as `list`.
final class ListHostScreen: ViewController {
    let list: ListView
    /// The rows selected, in order.
    var selected: [Int] = []

    init(_ list: ListView) {
        self.list = list
        super.init(title: "Host", name: "host.screen")
        view.addSubview(list)
        list.onSelect = { [unowned self] index, _ in selected.append(index) }
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
