import ArgumentParser
import Foundation
import Geometry
import Gestures
import ScrollSession
import ScrollUI

/// What `scroll-lab bench --scenario` holds on screen instead of the flick script, to price the
/// frames of the list interactions (BENCHMARKS.md, "Swipes, deletes and the context menu's blur").
enum BenchScenario: String, CaseIterable, ExpressibleByArgument {
    /// `inbox-rows`: a finger holds row 2 swiped open, swinging it 170 pt to and fro each second
    /// (never back to closed).
    case swipe
    /// `inbox-rows`, its rows repeated to 5,000: ten rows in sight deleted at once every 17
    /// frames (just under the delete animation's 0.3 s), so every frame has ten rows fading and
    /// the rows below gliding up.
    case delete
    /// `context-menu`: a finger presses a message and holds; the menu over the blurred, dimmed
    /// screen (frames from 1.5 s on, once it has lifted, are the ones measured).
    case blur

    var screen: String {
        switch self {
        case .swipe, .delete: "inbox-rows"
        case .blur: "context-menu"
        }
    }

    /// Frames at the start that are run but not measured (the menu lifting, the swipe opening).
    var skippedFrames: Int { self == .blur ? 90 : 30 }

    /// The finger's events for `frames` frames.
    func events(frames: Int) -> [PointerEvent] {
        let end = FrameLoop.time(ofFrame: frames) + 1
        switch self {
        case .swipe:
            let y = 44 + 72 * 2 + 36.0
            var events = [PointerEvent.touch(1, .began, at: Point(x: 340, y: y), time: 0.05)]
            for frame in 1..<frames {
                let time = FrameLoop.time(ofFrame: frame)
                events.append(.touch(1, .moved, at: Point(x: 215 + 85 * cos(2 * .pi * time), y: y), time: 0.05 + time))
            }
            return events + [.touch(1, .ended, at: Point(x: 320, y: y), time: end)]
        case .delete: return []
        case .blur:
            return [
                .touch(1, .began, at: Point(x: 195, y: 226), time: 0.2),
                .touch(1, .ended, at: Point(x: 195, y: 226), time: end),
            ]
        }
    }

    /// What to do before given frames (1-based): the deletes, through `RepeatingRows`.
    func actions(app: Application, frames: Int) -> (keep: AnyObject?, actions: [(frame: Int, jump: () -> Void)]) {
        guard self == .delete, let table = app.navigation.topViewController.keyboardScrollView as? TableView,
            let source = table.dataSource
        else { return (nil, []) }
        let rows = RepeatingRows(source, count: 5000)
        table.dataSource = rows
        table.reloadData()
        let deletes = stride(from: 1, through: frames, by: 17).map { frame in
            (frame, { rows.delete(Array(2..<12), from: table) })
        }
        return (rows, deletes)
    }
}

/// A table's rows repeated to `count` (row n shows the source's row n mod its count), so that
/// rows can be deleted without touching the screen's own model.
final class RepeatingRows: TableViewDataSource {
    private let source: TableViewDataSource
    private var rows: [Int]

    init(_ source: TableViewDataSource, count: Int) {
        self.source = source
        rows = Array(0..<count)
    }

    func delete(_ indices: [Int], from table: TableView) {
        guard rows.count > indices.count + 20 else { return }
        for index in indices.sorted(by: >) { rows.remove(at: index) }
        table.deleteRows(at: indices, with: .automatic)
    }

    func numberOfRows(in tableView: TableView) -> Int { rows.count }
    func original(_ row: Int, in tableView: TableView) -> Int { rows[row] % max(1, source.numberOfRows(in: tableView)) }

    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        source.tableView(tableView, cellForRow: original(row, in: tableView))
    }

    func tableView(_ tableView: TableView, heightForRow row: Int) -> Double {
        source.tableView(tableView, heightForRow: original(row, in: tableView))
    }
}
