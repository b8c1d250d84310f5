import Geometry
import Gestures

/// A fake view tree for scripted tests: frames in window points, hit testing by frame,
/// and a log of the UIResponder touches it receives.
final class FakeView: TouchTarget {
    let debugName: String
    let frame: Rect
    private(set) weak var parent: FakeView?
    private(set) var children: [FakeView] = []
    private(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The answer to `gestureRecognizerShouldBegin(_:)`.
    var allowsRecognizersToBegin = true
    /// "began 0.150", "moved 0.200", "ended 0.080", "cancelled 0.300", in delivery order.
    private(set) var touchLog: [String] = []

    var parentTarget: TouchTarget? { parent }

    init(_ name: String, frame: Rect) {
        self.debugName = name
        self.frame = frame
    }

    @discardableResult
    func addChild(_ name: String, frame: Rect) -> FakeView {
        let child = FakeView(name, frame: frame)
        child.parent = self
        children.append(child)
        return child
    }

    func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    func convertFromWindow(_ point: Point) -> Point { point - frame.origin }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { allowsRecognizersToBegin }

    /// The deepest view containing `point` (window points), children last-added first.
    func hitTest(_ point: Point) -> FakeView? {
        guard frame.contains(point) else { return nil }
        for child in children.reversed() {
            if let hit = child.hitTest(point) { return hit }
        }
        return self
    }

    func touchesBegan(_ touches: [Touch], time: Double) { note("began", time) }
    func touchesMoved(_ touches: [Touch], time: Double) { note("moved", time) }
    func touchesEnded(_ touches: [Touch], time: Double) { note("ended", time) }
    func touchesCancelled(_ touches: [Touch], time: Double) { note("cancelled", time) }

    /// The log without moves.
    var phases: [String] { touchLog.filter { !$0.hasPrefix("moved") } }

    private func note(_ phase: String, _ time: Double) {
        touchLog.append("\(phase) \(String(format3: time))")
    }
}

extension String {
    /// "0.150" for 0.15.
    init(format3 value: Double) {
        let millis = Int((value * 1000).rounded())
        let fraction = String(millis % 1000)
        self = "\(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}

/// Scripted pointer input with a manual clock: every call says when it happens.
final class Script {
    let root: FakeView
    let dispatcher: TouchDispatcher

    /// A 390×844 window (the default device) with `root` filling it.
    init(size: Size = Size(width: 390, height: 844)) {
        root = FakeView("root", frame: Rect(origin: .zero, size: size))
        let root = self.root
        dispatcher = TouchDispatcher(hitTest: { root.hitTest($0) })
        dispatcher.windowSize = size
    }

    var arena: GestureArena { dispatcher.arena }

    /// Objects kept alive for the test's duration (delegates are held weakly).
    private var retained: [AnyObject] = []

    /// A delegate kept alive as long as the script.
    func makeDelegate() -> ClosureDelegate {
        let delegate = ClosureDelegate()
        retained.append(delegate)
        return delegate
    }

    func down(_ id: Int = 1, _ x: Double, _ y: Double, at time: Double) {
        handle(.touch(id, .began, at: Point(x: x, y: y), time: time))
    }

    func move(_ id: Int = 1, _ x: Double, _ y: Double, at time: Double) {
        handle(.touch(id, .moved, at: Point(x: x, y: y), time: time))
    }

    func up(_ id: Int = 1, _ x: Double, _ y: Double, at time: Double) {
        handle(.touch(id, .ended, at: Point(x: x, y: y), time: time))
    }

    /// Delivers `event` as the frame loop does: the clock first moved to its time.
    func handle(_ event: PointerEvent) {
        dispatcher.clock.advance(to: event.deliveredAt)
        dispatcher.handle(event)
    }

    func advance(to time: Double) {
        dispatcher.clock.advance(to: time)
        dispatcher.advance(to: time)
    }

    /// Moves touch `id` in a straight line in `steps` equal moves of 8 ms each, starting
    /// 8 ms after `start`; returns the time of the last move.
    @discardableResult
    func drag(_ id: Int = 1, from: Point, to: Point, start: Double, steps: Int = 10) -> Double {
        var time = start
        for step in 1...steps {
            time = start + 0.008 * Double(step)
            let p = from + (to - from) * (Double(step) / Double(steps))
            move(id, p.x, p.y, at: time)
        }
        return time
    }

    /// A tap of touch `id` at (x, y), down at `time` and up 50 ms later.
    func tap(_ id: Int = 1, _ x: Double, _ y: Double, at time: Double) {
        down(id, x, y, at: time)
        up(id, x, y, at: time + 0.05)
    }
}

/// Records every action call as "label:state".
final class ActionLog {
    private(set) var entries: [String] = []

    func watch(_ recognizers: GestureRecognizer...) {
        for recognizer in recognizers {
            recognizer.addTarget(self) { log in
                { recognizer in log.entries.append("\(recognizer.label):\(recognizer.state)") }
            }
        }
    }

    /// Entries for one recognizer, states only.
    func states(of name: String) -> [String] {
        entries.filter { $0.hasPrefix(name + ":") }.map { String($0.dropFirst(name.count + 1)) }
    }
}

/// A delegate whose answers are closures.
final class ClosureDelegate: GestureRecognizerDelegate {
    var shouldBegin: (GestureRecognizer) -> Bool = { _ in true }
    var shouldReceive: (GestureRecognizer, Touch) -> Bool = { _, _ in true }
    var simultaneous: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    var requireFailureOf: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    var beRequiredToFailBy: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { shouldBegin(recognizer) }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        shouldReceive(recognizer, touch)
    }
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        simultaneous(recognizer, other)
    }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        requireFailureOf(recognizer, other)
    }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        beRequiredToFailBy(recognizer, other)
    }
}
