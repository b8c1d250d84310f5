import Geometry
import Gestures
import ScrollPhysics

/// One screen presented over another (UIKit's `UIPresentationController`): its style, where the
/// presented view is, and the motion that brings it in or takes it away. The presented view rests
/// at the style's frame (a sheet: its tallest detent's); `offset` says how far below it the view
/// is now. Presenting, dismissing and springing back land with a critically damped `SpringMotion`
/// from the current offset and velocity; an interactive dismissal (a sheet's swipe down, or a pan
/// of the presented screen's own through `updateInteractiveDismissal`) moves the offset with the
/// finger and decides at the release: a sheet by UIKit's detent rule (`SheetRelease`), the other
/// styles by the back gesture's (`InteractiveRelease`).
public final class Presentation {
    /// The screen that presented (UIKit's `presentingViewController`).
    public let presenting: ViewController
    /// The screen shown (UIKit's `presentedViewController`).
    public let presented: ViewController
    public let style: PresentationStyle
    /// The presented controller's custom transition, if its `transitioningDelegate` gave one.
    public let transition: PresentationTransition?
    /// How far below its resting frame the presented view is, in points (0: in place, or a sheet at
    /// its tallest detent; `travel`: just off the bottom of the window). Past 0 upward only by a
    /// finger, rubber-banded.
    public internal(set) var offset = 0.0
    /// The distance from the resting frame's top to the window's bottom, in points.
    public private(set) var travel = 0.0
    /// True while a finger (or the presented screen) drives the offset.
    public private(set) var isInteractive = false
    /// The landing motion running, if any: toward a resting offset (shown) or `travel` (dismissed).
    public private(set) var landing: (spring: SpringMotion, start: Double, dismisses: Bool)?
    /// A release faster than this downward dismisses whatever the offset, in pt/s (as the back
    /// gesture: "clearly positive, > ~300 pt/s"); the full-screen styles only (a sheet follows `SheetRelease`).
    public var dismissVelocity = 300.0
    /// The heights a sheet rests at, from the tallest (empty for the full-screen styles): the
    /// presented screen's `sheetDetents` and the style's detent. Setting them keeps a sheet at its
    /// detent if it is still one, else it rests at the first; a sheet keeps at least one.
    public var detents: [SheetDetent] = [] {
        didSet {
            guard let selectedDetent else {
                detents = []
                return
            }
            if detents.isEmpty { detents = [selectedDetent] }
            if !detents.contains(selectedDetent) { self.selectedDetent = detents[0] }
            layOut()
        }
    }
    /// The detent a sheet rests at (the style's at first, then the one a release lands on); nil
    /// for the full-screen styles.
    public private(set) var selectedDetent: SheetDetent?

    /// The period of the full-screen styles' landing spring, critically damped, in seconds: a
    /// phone's height settles within 0.5 pt in ≈ 0.58 s, 99 % of the way in ≈ 0.37 s. Sheets use
    /// UIKit's `SheetRelease.springResponse` (0.344 s).
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
    /// Where the finger puts the view during an interactive dismissal, before the rubber band.
    private var unconstrainedOffset: Double?
    /// The detents' offsets, ascending, with `detentOrder` their detents (set by the layout).
    private var detentOffsets: [Double] = []
    private var detentOrder: [SheetDetent] = []
    /// The view a custom transition or a sheet moves under the presented one, with its transform,
    /// alpha and corner radius before.
    var underState: (view: View, transform: Transform, alpha: Double, cornerRadius: Double)?
    /// The window behind a pushed-back screen and its colour before (a sheet's look).
    var backdropState: (view: View, color: Color?)?
    /// A sheet's grabber, when the presented screen asks for one.
    public let grabber = GrabberView()
    private let presentedCornerRadius: Double

    init(presenting: ViewController, presented: ViewController, style: PresentationStyle) {
        self.presenting = presenting
        self.presented = presented
        self.style = style
        transition = presented.transitioningDelegate?.transition(forPresented: presented, presenting: presenting)
        presentedCornerRadius = presented.view.cornerRadius
        dimming.backgroundColor = .black
        container.addSubview(presented.view)
        if case .sheet(let detent) = style {
            detents =
                presented.sheetDetents.contains(detent) ? presented.sheetDetents : [detent] + presented.sheetDetents
            selectedDetent = detent
        }
        if case .sheet = style, transition == nil {
            let pan = SheetDismissPanGestureRecognizer(container: container)
            dismissPan = pan
            pan.addAction { [weak self] in self?.handleDismissPan($0) }
            pan.canRise = { [weak self] in (self?.restingOffset ?? 0) > 0 }
            container.addGestureRecognizer(pan)
            presented.view.cornerRadius = Self.sheetCornerRadius
        } else {
            dismissPan = nil
        }
    }

    /// 0 with only the presenting screen showing, 1 with the presented one at rest (a sheet: at its
    /// lowest detent; above 1 higher up).
    public var progress: Double {
        let lowest = detentOffsets.last ?? 0
        return travel > lowest ? 1 - (offset - lowest) / (travel - lowest) : 1
    }

    /// The offset the presented view rests at: its selected detent's (0 for the full-screen styles).
    public var restingOffset: Double {
        guard let selectedDetent, let index = detentOrder.firstIndex(of: selectedDetent) else { return 0 }
        return detentOffsets[index]
    }

    /// A sheet's resting offsets and then `travel` (dismissed), ascending: the positions
    /// `SheetRelease` chooses among. Empty for the full-screen styles.
    public var releasePositions: [Double] { detents.isEmpty ? [] : detentOffsets + [travel] }

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
        unconstrainedOffset = raw
        offset = raw >= 0 ? raw : RubberBand(dimension: max(travel, 1)).dampedDistance(forOverscroll: raw)
        layOut()
    }

    /// The finger lifted at `time` moving `velocity` pt/s (positive downward): a sheet lands on the
    /// detent `SheetRelease` picks (the last one dismisses), another style dismisses when
    /// `shouldDismiss(velocity:)`, else springs back; either way from here at that velocity.
    public func finishInteractiveDismissal(velocity: Double, at time: Double) {
        guard isInteractive else { return }
        let speed = velocity.isFinite ? velocity : 0
        guard let release = sheetRelease(velocity: speed) else {
            isInteractive = false
            unconstrainedOffset = nil
            land(dismissing: shouldDismiss(velocity: speed), velocity: speed, at: time)
            return
        }
        isInteractive = false
        unconstrainedOffset = nil
        let positions = releasePositions
        let dismisses = release.detent == positions.count - 1
        if !dismisses { selectedDetent = detentOrder[release.detent] }
        land(
            to: positions[release.detent], dismissing: dismisses, velocity: speed, dampingRatio: release.dampingRatio,
            at: time)
    }

    /// Ends an interactive dismissal without dismissing (a cancelled touch): springs back at rest.
    public func cancelInteractiveDismissal(at time: Double) {
        guard isInteractive else { return }
        isInteractive = false
        unconstrainedOffset = nil
        land(dismissing: false, velocity: 0, at: time)
    }

    /// Whether a release now at `velocity` (pt/s, downward) dismisses. A sheet: when `SheetRelease`
    /// picks the dismissed position. The other styles: when the offset plus the distance a flick
    /// would coast (UIKit's deceleration projection, ×0.499 s) passes half of `travel`, or when
    /// `velocity` is above `dismissVelocity`.
    public func shouldDismiss(velocity: Double) -> Bool {
        if let release = sheetRelease(velocity: velocity) { return release.detent == releasePositions.count - 1 }
        return InteractiveRelease.shouldFinish(
            progress: offset / max(travel, 1), velocity: velocity,
            distance: travel, finishVelocity: dismissVelocity)
    }

    /// A sheet's release now at `velocity` pt/s downward; nil for the full-screen styles.
    public func sheetRelease(velocity: Double) -> SheetRelease? {
        guard !detents.isEmpty, !detentOffsets.isEmpty else { return nil }
        return SheetRelease(position: unconstrainedOffset ?? offset, velocity: velocity, detents: releasePositions)
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

    /// Lands at its resting offset (or, `dismissing`, off the window) from the current offset,
    /// starting at `velocity` pt/s downward, at `time` seconds, critically damped.
    func land(dismissing: Bool, velocity: Double, at time: Double) {
        land(
            to: dismissing ? travel : restingOffset, dismissing: dismissing, velocity: velocity, dampingRatio: 1,
            at: time)
    }

    private func land(to target: Double, dismissing: Bool, velocity: Double, dampingRatio: Double, at time: Double) {
        let response = detents.isEmpty ? Self.springResponse : SheetRelease.springResponse
        let spring = SpringMotion(
            from: offset, to: target, velocity: velocity, response: response, dampingRatio: dampingRatio)
        landing = (spring, time, dismissing)
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

    /// The style's resting frame; a sheet's is its tallest detent's.
    private func restingFrame(in size: Size, safeArea: EdgeInsets) -> Rect {
        guard !detents.isEmpty else { return style.restingFrame(in: size, safeArea: safeArea) }
        let top = detents.map { $0.top(in: size, safeArea: safeArea) }.min() ?? 0
        return Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top))
    }

    /// Places the dimming and the presented view for the window's `size` and `safeArea`; `under` is
    /// the view of what is presented over (for a custom transition).
    func layout(in size: Size, safeArea: EdgeInsets, under: View) {
        let resting = restingFrame(in: size, safeArea: safeArea)
        travel = size.height - resting.minY
        if !detents.isEmpty {
            let order = detents.map { ($0, $0.top(in: size, safeArea: safeArea) - resting.minY) }.sorted { $0.1 < $1.1 }
            detentOrder = order.map(\.0)
            detentOffsets = order.map(\.1)
            if isSettled { offset = restingOffset }
        }
        container.restingInsets = EdgeInsets(
            top: max(0, safeArea.top - resting.minY), left: safeArea.left,
            bottom: max(0, resting.maxY - (size.height - safeArea.bottom)), right: safeArea.right)
        dimming.frame = Rect(origin: .zero, size: size)
        dimming.alpha = Self.dimmingAlpha * min(max(progress, 0), 1)
        presented.view.isUserInteractionEnabled = landing == nil
        guard let transition else {
            container.frame = resting.offsetBy(Point(x: 0, y: offset))
            presented.view.frame = container.bounds
            if !detents.isEmpty { layOutSheetLook(in: size, safeArea: safeArea, under: under) }
            return
        }
        container.frame = Rect(origin: .zero, size: size)
        if underState == nil { underState = (under, under.transform, under.alpha, under.cornerRadius) }
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
            underState.view.cornerRadius = underState.cornerRadius
        }
        if let backdropState { backdropState.view.backgroundColor = backdropState.color }
    }
}

/// Holds a presented view: its safe area is the one it has at rest, so the presented screen's
/// layout does not change while it slides in or is dragged down.
final class PresentationContainerView: View, SafeAreaProviding {
    var restingInsets: EdgeInsets = .zero

    var providedSafeAreaInsets: EdgeInsets { restingInsets }
}
