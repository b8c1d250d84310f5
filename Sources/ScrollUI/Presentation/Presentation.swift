import Geometry
import Gestures
import ScrollPhysics

/// One screen presented over another (UIKit's `UIPresentationController`): its style, where the
/// presented view is, and the motion that brings it in or takes it away. The presented view rests
/// at the style's frame; `offset` says how far below it the view is now. Presenting, dismissing
/// and springing back land with a critically damped `SpringMotion` from the current offset and
/// velocity; an interactive dismissal (a sheet's swipe down, or a pan of the presented screen's
/// own through `updateInteractiveDismissal`) moves the offset with the finger and decides at the
/// release with `shouldDismiss(velocity:)`.
public final class Presentation {
    /// The screen that presented (UIKit's `presentingViewController`).
    public let presenting: ViewController
    /// The screen shown (UIKit's `presentedViewController`).
    public let presented: ViewController
    public let style: PresentationStyle
    /// The presented controller's custom transition, if its `transitioningDelegate` gave one.
    public let transition: PresentationTransition?
    /// How far below its resting frame the presented view is, in points (0: in place; `travel`:
    /// just off the bottom of the window). Past 0 upward only by a finger, rubber-banded.
    public internal(set) var offset = 0.0
    /// The distance from the resting frame's top to the window's bottom, in points.
    public private(set) var travel = 0.0
    /// True while a finger (or the presented screen) drives the offset.
    public private(set) var isInteractive = false
    /// The landing motion running, if any: toward 0 (shown) or `travel` (dismissed).
    public private(set) var landing: (spring: SpringMotion, start: Double, dismisses: Bool)?
    /// A release faster than this downward dismisses whatever the offset, in pt/s (as the back
    /// gesture: "clearly positive, > ~300 pt/s").
    public var dismissVelocity = 300.0

    /// The period of the landing spring, critically damped, in seconds: a phone's height settles
    /// within 0.5 pt in ≈ 0.58 s, 99 % of the way in ≈ 0.37 s (iOS sheets land without overshoot).
    public static let springResponse = 0.35
    /// The dimming over the presenting screen under a sheet at rest (black, this opacity).
    public static let dimmingAlpha = 0.25
    /// The corner radius of a sheet's card, in points (UIKit's sheets: 10).
    public static let sheetCornerRadius = 10.0

    /// Holds the presented view (and, for a sheet, the swipe down); moved by `offset`.
    let container = PresentationContainerView(name: "presentation.container")
    /// Over the presenting screen under a sheet.
    let dimming = View(name: "presentation.dimming")
    /// A sheet's swipe down (`presentation.dismissPan`); nil for the full-screen styles.
    public let dismissPan: PanGestureRecognizer?
    weak var stack: PresentationStack?
    var didPresent: ((Double) -> Void)?
    var didDismiss: ((Double) -> Void)?
    private var interactiveStart = 0.0
    /// The view a custom transition moves under the presented one, with its transform and alpha before.
    private var underState: (view: View, transform: Transform, alpha: Double)?
    private let presentedCornerRadius: Double

    init(presenting: ViewController, presented: ViewController, style: PresentationStyle) {
        self.presenting = presenting
        self.presented = presented
        self.style = style
        transition = presented.transitioningDelegate?.transition(forPresented: presented, presenting: presenting)
        presentedCornerRadius = presented.view.cornerRadius
        dimming.backgroundColor = .black
        container.addSubview(presented.view)
        if case .sheet = style, transition == nil {
            let pan = SheetDismissPanGestureRecognizer(container: container)
            dismissPan = pan
            pan.addAction { [weak self] in self?.handleDismissPan($0) }
            container.addGestureRecognizer(pan)
            presented.view.cornerRadius = Self.sheetCornerRadius
        } else {
            dismissPan = nil
        }
    }

    /// 0 with only the presenting screen showing, 1 with the presented one at rest.
    public var progress: Double { travel > 0 ? 1 - offset / travel : 1 }

    /// True while nothing moves: shown at rest.
    public var isSettled: Bool { landing == nil && !isInteractive }

    /// True once a dismissal has been decided (it is landing off screen).
    public var isDismissing: Bool { landing?.dismisses ?? false }

    /// True when the presented view covers the window and stands still, so what is under it need
    /// not be drawn (a `.fullScreen` presentation at rest).
    var hidesWhatIsUnder: Bool { !style.keepsPresenterDrawn && isSettled && offset == 0 }

    // MARK: Interactive dismissal

    /// Starts a dismissal the finger drives, at `time` (seconds); false (nothing starts) while the
    /// presentation is being dismissed or another interactive dismissal runs.
    @discardableResult
    public func beginInteractiveDismissal(at time: Double) -> Bool {
        guard !isInteractive, !isDismissing, stack != nil else { return false }
        landing = nil
        isInteractive = true
        interactiveStart = offset
        layOut()
        return true
    }

    /// Moves the presented view `translation` points down from where the dismissal began; above
    /// its resting place it is rubber-banded (ScrollPhysics `RubberBand`, c 0.55).
    public func updateInteractiveDismissal(translation: Double) {
        guard isInteractive, translation.isFinite else { return }
        let raw = interactiveStart + translation
        offset = raw >= 0 ? raw : RubberBand(dimension: max(travel, 1)).dampedDistance(forOverscroll: raw)
        layOut()
    }

    /// The finger lifted at `time` moving `velocity` pt/s (positive downward): dismisses when
    /// `shouldDismiss(velocity:)`, else springs back; either way from here at that velocity.
    public func finishInteractiveDismissal(velocity: Double, at time: Double) {
        guard isInteractive else { return }
        isInteractive = false
        let speed = velocity.isFinite ? velocity : 0
        land(dismissing: shouldDismiss(velocity: speed), velocity: speed, at: time)
    }

    /// Ends an interactive dismissal without dismissing (a cancelled touch): springs back at rest.
    public func cancelInteractiveDismissal(at time: Double) {
        guard isInteractive else { return }
        isInteractive = false
        land(dismissing: false, velocity: 0, at: time)
    }

    /// The release rule: dismiss when the offset plus the distance a flick at `velocity` (pt/s,
    /// downward) would coast (UIKit's deceleration projection, ×0.499 s) passes half of `travel`,
    /// or when `velocity` is above `dismissVelocity`; otherwise spring back.
    public func shouldDismiss(velocity: Double) -> Bool {
        InteractiveRelease.shouldFinish(
            progress: offset / max(travel, 1), velocity: velocity,
            distance: travel, finishVelocity: dismissVelocity)
    }

    private func handleDismissPan(_ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? PanGestureRecognizer else { return }
        switch pan.state {
        case .began: beginInteractiveDismissal(at: pan.eventTime)
        case .changed: updateInteractiveDismissal(translation: pan.translation(in: nil).y)
        case .ended:
            updateInteractiveDismissal(translation: pan.translation(in: nil).y)
            finishInteractiveDismissal(velocity: pan.velocity(in: nil).y, at: pan.eventTime)
        case .cancelled: cancelInteractiveDismissal(at: pan.eventTime)
        default: break
        }
    }

    // MARK: Motion

    /// Lands on the resting frame (or, `dismissing`, off the window) from the current offset,
    /// starting at `velocity` pt/s downward, at `time` seconds.
    func land(dismissing: Bool, velocity: Double, at time: Double) {
        let target = dismissing ? travel : 0
        landing = (SpringMotion(from: offset, to: target, velocity: velocity, response: Self.springResponse), time, dismissing)
        layOut()
    }

    /// Advances the landing to `time`; true when a dismissal has just landed (the stack removes it).
    func advance(to time: Double) -> Bool {
        guard let running = landing else { return false }
        offset = running.spring.position(at: time - running.start)
        guard running.spring.isDone(at: time - running.start) else { return false }
        landing = nil
        if running.dismisses { return true }
        didPresent?(time)
        didPresent = nil
        return false
    }

    private func layOut() { stack?.layout() }

    /// Places the dimming and the presented view for the window's `size` and `safeArea`; `under` is
    /// the view of what is presented over (for a custom transition).
    func layout(in size: Size, safeArea: EdgeInsets, under: View) {
        let resting = style.restingFrame(in: size, safeArea: safeArea)
        travel = size.height - resting.minY
        container.restingInsets = EdgeInsets(
            top: max(0, safeArea.top - resting.minY), left: safeArea.left,
            bottom: max(0, resting.maxY - (size.height - safeArea.bottom)), right: safeArea.right)
        dimming.frame = Rect(origin: .zero, size: size)
        dimming.alpha = Self.dimmingAlpha * min(max(progress, 0), 1)
        presented.view.isUserInteractionEnabled = landing == nil
        guard let transition else {
            container.frame = resting.offsetBy(Point(x: 0, y: offset))
            presented.view.frame = container.bounds
            return
        }
        container.frame = Rect(origin: .zero, size: size)
        if underState == nil { underState = (under, under.transform, under.alpha) }
        presented.view.transform = .identity
        presented.view.alpha = 1
        presented.view.frame = resting
        transition.layout(progress: progress, presented: presented.view, presenting: under, container: resting)
    }

    /// Undoes what the presentation did to the views (the sheet's corners, the recognizer).
    func tearDown() {
        presented.view.removeFromSuperview()
        presented.view.cornerRadius = presentedCornerRadius
        presented.view.isUserInteractionEnabled = true
        dismissPan?.isEnabled = false
        if let underState {
            underState.view.transform = underState.transform
            underState.view.alpha = underState.alpha
        }
    }
}

/// Holds a presented view: its safe area is the one it has at rest, so the presented screen's
/// layout does not change while it slides in or is dragged down.
final class PresentationContainerView: View, SafeAreaProviding {
    var restingInsets: EdgeInsets = .zero

    var providedSafeAreaInsets: EdgeInsets { restingInsets }
}
