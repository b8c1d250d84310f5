import ScrollLabKit

/// The sheet: a grabber and a title over a list, raised by `raise` points above its small
/// detent. Released from a drag, it lands on a detent with a spring (`SpringMotion`) that its
/// list runs as its motion after the lift (`landingMotion`); `land(on:)` runs one from
/// `advance(to:)`, on the same clock. Drags reach it through its list (`SheetScrollCoordinator`).
public final class SheetView: View {
    static let headerHeight = 56.0
    /// The spring's period and damping: UIKit's sheets settle without bouncing.
    static let springResponse = 0.4, springDamping = 1.0

    public let list: ListView
    private let header = View(name: "sheet.header")
    private let grabber = View(name: "sheet.grabber")
    private let title = Label("Nearby places", font: .headline, name: "sheet.title")

    /// How far the sheet is raised above its small detent, in points (below 0 while pulled past it).
    public internal(set) var raise = 0.0 { didSet { if raise != oldValue { onRaise?() } } }
    /// The running spring and its start time, if the sheet is landing.
    private(set) var landing: (motion: SpringMotion, start: Double, detent: Detent)?
    /// The detent the sheet rests on or lands on.
    public private(set) var detent = Detent.small
    /// The raise of each detent, set by the screen's layout.
    var raises: [Detent: Double] = [.small: 0, .medium: 280, .large: 640]
    /// Called whenever `raise` changes (the screen moves the sheet).
    var onRaise: (() -> Void)?

    init(places: [String]) {
        list = ListView(name: "sheet.list", rowCount: places.count, height: { _ in 60 }) { row in
            ListView.Row(title: places[row], subtitle: "\((row * 7 + 3) % 40 + 2) min walk", height: 60)
        }
        super.init(name: "sheet")
        backgroundColor = .white
        cornerRadius = 14
        clipsToBounds = true
        grabber.backgroundColor = .separator
        grabber.cornerRadius = 2.5
        header.backgroundColor = .white
        [grabber, title].forEach(header.addSubview)
        [list, header].forEach(addSubview)
    }

    /// The top of the sheet's range: the large detent's raise.
    var fullRaise: Double { raises[.large] ?? 0 }

    // MARK: Landing

    /// Lands on `detent` with a spring starting at `velocity` (points per second, upward) at `time`.
    public func land(on detent: Detent, velocity: Double, at time: Double) {
        self.detent = detent
        let target = raises[detent] ?? 0
        guard raise != target || velocity != 0 else { landing = nil; return }
        landing = (
            SpringMotion(
                from: raise, to: target, velocity: velocity, response: Self.springResponse,
                dampingRatio: Self.springDamping), time, detent
        )
        setNeedsAdvance()
    }

    /// The sheet's spring onto the detent a release at `velocity` (upward, pt/s) projects to
    /// (`Detent.landing`), for a position that is the raise plus `position - raise` (the list's
    /// share, 0 below the large detent): what the list runs after its release.
    func landingMotion(from position: Double, velocity: Double) -> SpringMotion {
        detent = Detent.landing(raise: raise, velocity: velocity, raises: raises)
        let target = (raises[detent] ?? 0) + (position - raise)
        return SpringMotion(
            from: position, to: target, velocity: velocity, response: Self.springResponse,
            dampingRatio: Self.springDamping)
    }

    /// Stops a landing where it is (a finger caught the sheet). Returns whether one ran.
    @discardableResult
    func stopLanding(at time: Double) -> Bool {
        guard let running = landing else { return false }
        raise = running.motion.position(at: time - running.start)
        landing = nil
        return true
    }

    public override func advance(to time: Double) {
        guard let running = landing else { return }
        raise = running.motion.position(at: time - running.start)
        if running.motion.isDone(at: time - running.start) { landing = nil }
    }

    public override var needsAdvance: Bool { landing != nil }

    public override func layoutSubviews() {
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: Self.headerHeight)
        grabber.frame = Rect(x: (bounds.width - 36) / 2, y: 8, width: 36, height: 5)
        title.frame = Rect(x: 20, y: 20, width: bounds.width - 40, height: 28)
        list.frame = Rect(
            x: 0, y: Self.headerHeight, width: bounds.width, height: max(0, bounds.height - Self.headerHeight))
    }
}
