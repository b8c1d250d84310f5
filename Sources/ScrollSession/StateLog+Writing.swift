// StateLog+Writing — the state log's lines (ScrollTrace.docc/TheStateLog.md) written from a running app.
// Implements: a frame's `frame` line and its `callback` lines, from the application, its top
//   screen's logged scroll views and the screen's own `StateLogFields`; key order and number
//   format fixed, so the same input gives the same bytes in the window and in a replay.
// Does not: read a log back (`StateLog.read`, ScrollTrace), write files (the callers' outputs).

import Geometry
import ScrollTrace
import ScrollUI

extension StateLog {
    /// The lines for the frame `loop` has just run: its `frame` line, then a `callback` line for
    /// each delegate callback during it (the app must have `recordsCallbacks` on). The window
    /// (`run --log`) and the replay write exactly these, so their logs can be compared.
    public static func lines(forFrameOf loop: FrameLoop) -> [String] {
        let app = loop.app
        return [frameLine(frame: loop.currentFrame, t: loop.time, app: app)]
            + app.drainCallbacks().map { callbackLine(frame: loop.currentFrame, t: loop.time, record: $0) }
    }

    /// The frame line for the application's state after frame `frame` at time `t` (seconds).
    public static func frameLine(frame: Int, t: Double, app: Application) -> String {
        let screen = app.topViewController
        var fields: [(String, JSONValue)] = [("frame", .number(Double(frame))), ("t", .number(t))]
        fields.append(("scrollViews", .object(screen.loggedScrollViews.map { ($0.id, state(of: $0.scrollView)) })))
        fields += ((screen as? StateLogFields)?.logFields() ?? []).map { ($0.key, $0.value) }
        fields.append(
            (
                "navigation",
                .object([
                    ("depth", .number(Double(app.navigation.depth))),
                    ("progress", .number(app.navigation.interactiveProgress)),
                ])
            ))
        if let presentation = app.presentations.presentations.last {
            fields.append(
                (
                    "presentation",
                    .object([
                        ("depth", .number(Double(app.presentations.presentations.count))),
                        ("progress", .number(presentation.progress)),
                    ])
                ))
        }
        return JSONValue.object(fields).serialized
    }

    /// The callback line for `record`, delivered during frame `frame` at time `t`.
    public static func callbackLine(frame: Int, t: Double, record: ScrollViewCallback) -> String {
        let fields: [(String, JSONValue)] =
            [
                ("frame", .number(Double(frame))), ("t", .number(t)),
                ("view", .string(record.view)), ("callback", .string(record.callback)),
            ] + eventFields(record.event)
        return JSONValue.object(fields).serialized
    }

    /// What a callback line adds after its name: `velocity` and `target`, or `willDecelerate`.
    static func eventFields(_ event: ScrollViewEvent) -> [(String, JSONValue)] {
        switch event {
        case .willEndDragging(let velocity, let target):
            [("velocity", .pair(velocity.x, velocity.y)), ("target", .pair(target.x, target.y))]
        case .didEndDragging(let willDecelerate): [("willDecelerate", .bool(willDecelerate))]
        case .didEndZooming(let scale): [("scale", .number(scale))]
        case .willBeginDragging, .willBeginDecelerating, .didEndDecelerating, .didEndScrollingAnimation,
            .didScrollToTop,
            .willBeginZooming:
            []
        }
    }

    /// A scroll view's state as logged: offset, contentSize, size, inset and the three flags, and
    /// `zoomScale` on a scroll view that can zoom (its maximum above its minimum) or is zoomed.
    public static func state(of scrollView: ScrollView) -> JSONValue {
        let inset = scrollView.adjustedContentInset
        var fields: [(String, JSONValue)] = [
            ("offset", .pair(scrollView.contentOffset.x, scrollView.contentOffset.y)),
            ("contentSize", .pair(scrollView.contentSize.width, scrollView.contentSize.height)),
            ("size", .pair(scrollView.bounds.width, scrollView.bounds.height)),
            ("inset", .array([inset.top, inset.left, inset.bottom, inset.right].map { .number($0) })),
            ("tracking", .bool(scrollView.isTracking)),
            ("dragging", .bool(scrollView.isDragging)),
            ("decelerating", .bool(scrollView.isDecelerating)),
        ]
        if scrollView.maximumZoomScale > scrollView.minimumZoomScale || scrollView.zoomScale != 1 {
            fields.append(("zoomScale", .number(scrollView.zoomScale)))
        }
        return .object(fields)
    }
}
