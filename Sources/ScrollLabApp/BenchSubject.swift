import Foundation
import Geometry
import ScrollSession
import ScrollTrace
import ScrollUI
import SDLRender

/// One application `scroll-lab bench` drives with `BenchScript`, frame by frame: a registered
/// screen (its jumps through `scrollToRow` on a table, `scrollToItem` on a collection view), or
/// the floor — the same script on a scroll view of the same content size with nothing in it, so
/// the cost of the frame loop, the physics and the drawing of an empty screen.
final class BenchSubject {
    let app: Application
    let session: AppSession
    /// Rows of a table, items of a collection view, 0 elsewhere.
    let count: Int
    /// The scrolled view's content size (for the floor).
    let contentSize: Size
    private var jumps: ArraySlice<(frame: Int, jump: () -> Void)>
    /// What a scenario's actions need kept alive.
    private var kept: AnyObject?

    /// `screen` of the app's registry with `rows` (nil: the screen's own).
    convenience init?(screen: String, rows: Int?, frames: Int, size: Size) {
        guard
            let app = ScrollLabApp.screens.makeApplication(
                screen: screen, size: size, options: ScreenOptions(rows: rows))
        else {
            return nil
        }
        self.init(app: app, frames: frames)
    }

    /// `scenario`'s screen, its finger's events and its actions in place of the script and jumps.
    init?(scenario: BenchScenario, frames: Int, size: Size) {
        guard
            let app = ScrollLabApp.screens.makeApplication(
                screen: scenario.screen, size: size, options: ScreenOptions())
        else {
            return nil
        }
        self.app = app
        let session = AppSession(app: app, imageDecoder: BackgroundImageDecoder.shared)
        scenario.events(frames: frames).forEach { session.enqueue(SessionEvent($0)) }
        self.session = session
        contentSize = app.navigation.topViewController.keyboardScrollView?.contentSize ?? .zero
        count = 0
        let (keep, actions) = scenario.actions(app: app, frames: frames)
        kept = keep
        jumps = actions[...]
    }

    /// The floor of `subject`: an empty scroll view as tall as its content, the same jumps.
    convenience init(floorOf subject: BenchSubject, frames: Int) {
        let floor = FloorScreen(contentSize: subject.contentSize)
        self.init(app: Application(root: floor, size: subject.app.size), frames: frames, floor: floor)
    }

    private init(app: Application, frames: Int, floor: FloorScreen? = nil) {
        self.app = app
        session = AppSession(app: app, imageDecoder: BackgroundImageDecoder.shared)
        let script = BenchScript(frames: frames)
        script.events.forEach(session.enqueue)
        let scrollView = floor?.scrollView ?? app.navigation.topViewController.keyboardScrollView
        contentSize = scrollView?.contentSize ?? .zero
        let jump = Self.jump(in: scrollView)
        count = jump?.count ?? 0
        jumps =
            jump.map { jump in script.jumps(rows: jump.count).map { target in (target.frame, { jump.to(target.row) }) }
            }?[...] ?? []
    }

    /// Runs one frame (with its jump, if one is due) and builds its display list; the time it took, in ms.
    func step(picture: inout DisplayList) -> Double {
        ContinuousClock().measure {
            if let jump = jumps.first, jump.frame == session.loop.currentFrame + 1 {
                jump.jump()
                jumps.removeFirst()
            }
            session.runFrame()
            picture = app.displayList()
        }.milliseconds
    }

    /// Steps every subject once a frame for `frames` frames, in turn (who goes first rotates, so
    /// that no one always runs on a warm or a cold cache), and hands the first one's picture to
    /// `after`; each subject's step times, in ms.
    static func steps(
        of subjects: [BenchSubject], frames: Int, after: (DisplayList) throws -> Void
    ) rethrows -> [[Double]] {
        var steps = subjects.map { _ in [Double]() }
        for index in steps.indices { steps[index].reserveCapacity(frames) }
        for frame in 0..<frames {
            var picture = DisplayList(), scratch = DisplayList()
            for turn in subjects.indices {
                let index = (turn + frame) % subjects.count
                let time =
                    index == 0 ? subjects[index].step(picture: &picture) : subjects[index].step(picture: &scratch)
                steps[index].append(time)
            }
            try after(picture)
        }
        return steps
    }

    /// How to jump to the `n`th row or item of `scrollView`, and how many there are.
    private static func jump(in scrollView: ScrollView?) -> (count: Int, to: (Int) -> Void)? {
        if let table = scrollView as? TableView {
            return (table.numberOfRows, { table.scrollToRow(at: $0, position: .middle, animated: false) })
        }
        if let collection = scrollView as? CollectionView {
            let counts = (0..<collection.numberOfSections).map(collection.numberOfItems(inSection:))
            return (
                counts.reduce(0, +),
                {
                    collection.scrollToItem(
                        at: Self.indexPath(ofItem: $0, counts: counts), position: .middle, animated: false)
                }
            )
        }
        if let scrollView, scrollView.contentSize.height > 0 {  // the floor: jump as far, in points
            let height = scrollView.contentSize.height
            return (Int(height), { scrollView.setContentOffset(Point(x: 0, y: Double($0)), animated: false) })
        }
        return nil
    }

    /// The index path of the `n`th item counted flat across sections of `counts` items.
    private static func indexPath(ofItem n: Int, counts: [Int]) -> IndexPath {
        var rest = n
        for (section, count) in counts.enumerated() {
            if rest < count { return IndexPath(item: rest, section: section) }
            rest -= count
        }
        return IndexPath(item: 0, section: 0)
    }
}

/// The bench's floor screen: one empty scroll view of a given content size.
private final class FloorScreen: ViewController {
    let scrollView = ScrollView(name: "floor")

    init(contentSize: Size) {
        super.init(title: "Floor", name: "floor.screen")
        scrollView.contentSize = contentSize
        scrollView.backgroundColor = .white
        view.addSubview(scrollView)
    }

    override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("floor", scrollView)] }
    override func layoutView() { scrollView.frame = view.bounds }
}
