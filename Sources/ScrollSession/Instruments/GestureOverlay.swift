import Geometry
import Gestures
import ScrollUI

/// The gesture overlay: every touch with its id and trail; the recognizers of the current (or
/// last) touch sequence with their states, who waits for whom, the winner and why the others
/// failed (the arena's report, condensed, in a panel that opens with the winner and fits a third
/// of the window); each scroll view's velocity as an arrow, its
/// rubber-band zone, and the projection guide — a line where the content will come to rest,
/// from the moment the finger lifts (the target the delegate saw, after any change it made).
struct GestureOverlay {
    let app: Application
    let trails: [Int: [Point]]

    static let tint = Color(red: 0, green: 0.48, blue: 1, alpha: 1)
    static let guide = Color(hex: 0xFF9500)
    static let edge = Color(red: 1, green: 0.23, blue: 0.19, alpha: 0.9)
    /// The rubber-band zone past a content edge.
    static let rubberBand = Color(red: 1, green: 0.23, blue: 0.19, alpha: 0.18)
    /// The most of the window's height the panel takes (the old fixed 12 rows were 0.22 of a phone's).
    static let panelShare = 1.0 / 3
    /// A panel row's height and the panel's padding, in points.
    static let rowHeight = 15.0, panelPadding = 5.0, panelMargin = 8.0

    /// The arena's winner, as the panel's first line ("winner: none" while nobody has won); nil
    /// before any touch sequence.
    var winnerLine: String? {
        let arena = app.dispatcher.arena
        guard let report = arena.currentReport ?? arena.lastReport else { return nil }
        return "winner: " + (report.winners.isEmpty ? "none" : report.winners.joined(separator: ", then "))
    }

    /// What the overlay says, in the order drawn in its panel: the winner first (it is never
    /// cut), then `details`.
    var lines: [String] { (winnerLine.map { [$0] } ?? []) + details }

    /// Everything but the winner: touches, the sequence's recognizers, waits and failures, the
    /// scroll views' velocities and rubber bands, and the screen's notes.
    var details: [String] {
        var lines = app.dispatcher.activeTouches.map { "touch \($0.id) at \(Self.format($0.location))" }
        let arena = app.dispatcher.arena
        if let report = arena.currentReport ?? arena.lastReport {
            lines.append("sequence #\(report.sequence)" + (report.endTime == nil ? "" : " (ended)"))
            // A recognizer that failed shows once, on its failure's line, with the reason.
            let failed = Set(report.failures.map(\.recognizer))
            for recognizer in arena.participants
            where !(recognizer.state == .failed && failed.contains(recognizer.label)) {
                lines.append(
                    "  \(recognizer.label) (\(recognizer.kind)): \(recognizer.state)\(recognizer.isWaitingForFailure ? ", waiting" : "")"
                )
            }
            let active = arena.participants.filter { $0.state == .began || $0.state == .changed }
            if active.count > 1 { lines.append("  together: " + active.map(\.label).joined(separator: " + ")) }
            lines += report.waits.map { "  \($0.waiter) waits for \($0.on) [\($0.reason)]" }
            lines += report.failures.map { "  \($0.recognizer) failed: \($0.reason)" }
        }
        for (id, scrollView) in app.topViewController.loggedScrollViews {
            let velocity = scrollView.contentVelocity
            if velocity != .zero { lines.append("\(id): \(Self.format(velocity)) pt/s") }
            if let rest = scrollView.projectedRestingOffset {
                lines.append("\(id): comes to rest at \(Self.format(rest))")
            }
            for axis in Axis.allCases {
                let range = scrollView.offsetRange(axis), offset = scrollView.contentOffset[axis]
                let past = offset < range.lowerBound ? range.lowerBound - offset : max(offset - range.upperBound, 0)
                if past > 0.5 { lines.append("\(id): \(String(format: "%.0f", past)) pt into the rubber band") }
            }
        }
        return lines + app.topViewController.overlayNotes
    }

    func draw(into list: inout DisplayList) {
        for (id, scrollView) in app.topViewController.loggedScrollViews where scrollView.isDescendant(of: app.window) {
            drawScrollView(scrollView, id: id, into: &list)
        }
        // The touches over the panel: a finger near the bottom stays in sight.
        drawPanel(into: &list)
        for (id, trail) in trails.sorted(by: { $0.key < $1.key }) {
            for (from, to) in zip(trail, trail.dropFirst()) {
                list.append(.line(from: from, to: to, width: 3, Self.tint.withAlpha(0.45)))
            }
            guard let location = trail.last else { continue }
            let circle = Rect(x: location.x - 22, y: location.y - 22, width: 44, height: 44)
            list.append(.fill(circle, Self.tint.withAlpha(0.28), cornerRadius: 22))
            list.append(.text("\(id)", box: circle, font: .headline, color: Self.tint, alignment: .center))
        }
    }

    private func drawScrollView(_ scrollView: ScrollView, id: String, into list: inout DisplayList) {
        let origin = scrollView.convertToWindow(scrollView.bounds.origin)
        let frame = Rect(origin: origin, size: scrollView.bounds.size)
        let offset = scrollView.contentOffset
        for axis in Axis.allCases where scrollView.canScroll(axis) {
            drawEdges(of: scrollView, along: axis, frame: frame, into: &list)
        }
        // The projection guide, moving with the content: at rest it lies on the view's top (left) edge.
        if let rest = scrollView.projectedRestingOffset {
            let guide = Self.guideLine(frame: frame, offset: offset, rest: rest)
            list.append(.line(from: guide.from, to: guide.to, width: 2, Self.guide))
        }
        drawVelocity(scrollView.contentVelocity, id: id, frame: frame, into: &list)
    }

    /// The content's edges along `axis` where they are in sight, and the rubber-band zone past them.
    private func drawEdges(of scrollView: ScrollView, along axis: Axis, frame: Rect, into list: inout DisplayList) {
        let range = scrollView.offsetRange(axis), offset = scrollView.contentOffset
        for edge in [range.lowerBound - offset[axis], range.upperBound + scrollView.bounds.size[axis] - offset[axis]]
        where edge >= 0 && edge <= scrollView.bounds.size[axis] {
            let line =
                axis == .vertical
                ? (Point(x: frame.minX, y: frame.minY + edge), Point(x: frame.maxX, y: frame.minY + edge))
                : (Point(x: frame.minX + edge, y: frame.minY), Point(x: frame.minX + edge, y: frame.maxY))
            list.append(.line(from: line.0, to: line.1, width: 1, Self.edge))
        }
        let before = range.lowerBound - offset[axis], after = offset[axis] - range.upperBound
        if before > 0.5 {
            list.append(
                .fill(
                    axis == .vertical
                        ? Rect(x: frame.minX, y: frame.minY, width: frame.width, height: before)
                        : Rect(x: frame.minX, y: frame.minY, width: before, height: frame.height),
                    Self.rubberBand, cornerRadius: 0))
        }
        if after > 0.5 {
            list.append(
                .fill(
                    axis == .vertical
                        ? Rect(x: frame.minX, y: frame.maxY - after, width: frame.width, height: after)
                        : Rect(x: frame.maxX - after, y: frame.minY, width: after, height: frame.height),
                    Self.rubberBand, cornerRadius: 0))
        }
    }

    /// The velocity, as the content moves (against the offset), 0.1 s of it, at most 120 pt: an
    /// arrow from the view's centre, labelled with the view's id and the speed.
    private func drawVelocity(_ velocity: Point, id: String, frame: Rect, into list: inout DisplayList) {
        let length = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        guard length > 1 else { return }
        let scale = min(0.1, 120 / length)
        let centre = Point(x: frame.midX, y: frame.midY), tip = centre - velocity * scale
        let back = (centre - tip) * (10 / (length * scale))
        let side = Point(x: -back.y, y: back.x) * 0.5
        for segment in [(centre, tip), (tip, tip + back + side), (tip, tip + back - side)] {
            list.append(.line(from: segment.0, to: segment.1, width: 3, Self.tint))
        }
        list.append(
            .text(
                "\(id) \(Self.format(velocity))", box: Rect(x: centre.x - 100, y: centre.y + 6, width: 200, height: 16),
                font: Font(size: 11), color: Self.tint, alignment: .center))
    }

    /// Where the guide is drawn for a view at `frame` (window points) showing `offset` that will
    /// rest at `rest`: the content point that will then be at the view's top (or left) edge.
    static func guideLine(frame: Rect, offset: Point, rest: Point) -> (from: Point, to: Point) {
        if abs(rest.x - offset.x) > abs(rest.y - offset.y) {
            let x = frame.minX + (rest.x - offset.x)
            return (Point(x: x, y: frame.minY), Point(x: x, y: frame.maxY))
        }
        let y = frame.minY + (rest.y - offset.y)
        return (Point(x: frame.minX, y: y), Point(x: frame.maxX, y: y))
    }

    /// The panel's rows for text `width` points wide and at most `maxRows` rows: `first` (the
    /// winner) wrapped and never cut, then `rest` — wrapped (continuations indented) when all of
    /// it fits; else each line on one row, cut with "…", the lines that fit whole wrapped again
    /// in order while room is left; and when even one row a line is too many, the first lines and
    /// a last row saying how many more there are.
    static func panelRows(first: [String], rest: [String], width: Double, maxRows: Int) -> [String] {
        let kept = first.flatMap { wrapped($0, width: width) }
        let room = max(maxRows - kept.count, 0)
        let full = rest.map { wrapped($0, width: width) }
        if full.reduce(0, { $0 + $1.count }) <= room { return kept + full.flatMap { $0 } }
        guard rest.count <= room else {
            let shown = max(room - 1, 0)
            let more = rest.count - shown
            return kept + rest.prefix(shown).map { cut($0, width: width) }
                + (room > 0 ? ["… \(more) more line\(more == 1 ? "" : "s")"] : [])
        }
        var leftover = room - rest.count
        var rows: [String] = []
        for (line, wrap) in zip(rest, full) {
            if wrap.count - 1 <= leftover {
                leftover -= wrap.count - 1
                rows += wrap
            } else {
                rows.append(cut(line, width: width))
            }
        }
        return kept + rows
    }

    /// `line` wrapped to `width`, continuations indented under it.
    private static func wrapped(_ line: String, width: Double) -> [String] {
        let indent = String(line.prefix { $0 == " " }) + "    "
        return TextWrap.lines(line, width: width, font: panelFont, continuation: indent)
    }

    /// `line` on one row of `width`, ending in "…" when it does not fit.
    private static func cut(_ line: String, width: Double) -> String {
        TextWrap.truncated(line, width: width, font: panelFont)
    }

    /// The most rows the panel shows in a window `height` points high: `panelShare` of it, and
    /// at least one.
    static func maximumRows(height: Double) -> Int {
        max(Int((height * panelShare - 2 * panelPadding - panelMargin) / rowHeight), 1)
    }

    static let panelFont = Font(size: 11)

    private func drawPanel(into list: inout DisplayList) {
        let size = app.size
        let textWidth = size.width - 2 * Self.panelMargin - 16
        let shown = Self.panelRows(
            first: winnerLine.map { [$0] } ?? [], rest: details, width: textWidth,
            maxRows: Self.maximumRows(height: size.height))
        guard !shown.isEmpty else { return }
        let height = Double(shown.count) * Self.rowHeight + 2 * Self.panelPadding
        let panel = Rect(
            x: Self.panelMargin, y: size.height - height - Self.panelMargin, width: size.width - 2 * Self.panelMargin,
            height: height)
        // Nearly opaque: the rows under it must not show through the text.
        list.append(.fill(panel, Color(red: 0.05, green: 0.05, blue: 0.06, alpha: 0.92), cornerRadius: 8))
        for (index, line) in shown.enumerated() {
            list.append(
                .text(
                    line,
                    box: Rect(
                        x: panel.minX + 8, y: panel.minY + Self.panelPadding + Double(index) * Self.rowHeight,
                        width: panel.width - 16, height: Self.rowHeight),
                    font: Self.panelFont, color: .white, alignment: .leading))
        }
    }

    /// `(x, y)` in whole points (never "-0").
    static func format(_ point: Point) -> String {
        String(format: "(%.0f, %.0f)", point.x.rounded() + 0, point.y.rounded() + 0)
    }
}

extension Color {
    /// The same colour at `alpha`.
    func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
}
