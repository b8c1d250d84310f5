import Geometry
import Gestures
import ScrollPhysics

/// A context menu on screen (UIKit's `_UIContextMenuPresentation` and its container view): over
/// the whole window, the screen as it was at the lift, blurred and dimmed (`Backdrop`), the
/// preview lifted from the pressed view, and the menu beside it. It takes every touch until it
/// has closed: a touch on an item highlights it and lifting on it chooses it, a tap on the
/// preview commits it, a tap elsewhere closes the menu. Lift and close run on springs
/// (``ContextMenuMetrics``) from the frame loop's time.
public final class ContextMenuPresentationView: View {
    /// Why the menu closed.
    public enum Ending: Hashable, Sendable {
        /// An action was chosen.
        case chosen(String)
        /// A tap outside (or `dismissMenu`).
        case dismissed
        /// The preview was tapped.
        case committed
    }

    /// Where the menu is in its life.
    public enum Phase: Hashable, Sendable { case lifting, shown, closing(Ending) }

    /// The interaction that opened the menu. Weak: its view can go while the menu is up (a
    /// screen popped or a table reloaded under it); the menu then still closes, unheard.
    weak var interaction: ContextMenuInteraction?
    public let configuration: ContextMenuConfiguration
    public private(set) var phase: Phase = .lifting
    /// The preview screen, when the configuration made one.
    public let previewController: ViewController?
    weak var source: View?
    /// The lifted preview and the menu (nil without one).
    let platter = View(name: "contextMenu.preview")
    let menuView: ContextMenuMenuView?
    /// The screen behind, frozen at the lift, and the layout of preview and menu.
    let backdropContent: DisplayList
    var layout: ContextMenuLayout
    /// The pressed view's frame as it lifted (window points) and its own size.
    let sourceFrame: Rect
    let sourceSize: Size
    /// 0 (in place) … 1 (lifted), may overshoot; and the spring that moves it.
    var progress = 0.0
    var motion: (spring: SpringMotion, start: Double)?
    /// The touch over the menu: where it went down.
    var touchStart: Point?
    var commitAnimator: ContextMenuCommitAnimator?
    /// The preview screen's own background, given back when it leaves the preview.
    private var previewBackground: Color?

    init(
        interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration, source: View, root: View,
        time: Double
    ) {
        self.interaction = interaction
        self.configuration = configuration
        self.source = source
        previewController = configuration.previewProvider?()
        menuView = configuration.actionProvider?([]).map(ContextMenuMenuView.init(menu:))
        sourceFrame = source.convert(source.bounds, to: nil)
        sourceSize = source.bounds.size
        source.transform = .identity
        source.isHidden = true
        var behind = DisplayList()
        root.render(into: &behind)
        backdropContent = behind
        layout = ContextMenuLayout(
            source: sourceFrame, fullSize: source.bounds.size, root: root,
            previewSize: previewController == nil ? nil : ContextMenuMetrics.previewMaximumSize,
            menuHeight: menuView?.menuHeight ?? 0)
        super.init(name: "contextMenu", frame: root.bounds)
        buildPreview(source: source)
        addSubview(platter)
        if let menuView { addSubview(menuView) }
        root.addSubview(self)
        apply()
    }

    /// The preview's content: the preview screen's view, or the pressed view drawn as it was.
    private func buildPreview(source: View) {
        platter.clipsToBounds = true
        platter.cornerRadius = ContextMenuMetrics.previewCornerRadius
        platter.frame = Rect(origin: .zero, size: layout.previewBoundsSize)
        if let previewController {
            // The platter's rounded white shows the corners; the screen's own square background would hide them.
            platter.backgroundColor = previewController.view.backgroundColor ?? .white
            previewBackground = previewController.view.backgroundColor
            previewController.view.backgroundColor = nil
            previewController.view.frame = platter.bounds
            platter.addSubview(previewController.view)
        } else {
            platter.addSubview(SnapshotView(of: source))
        }
    }

    // MARK: Animation

    /// Starts the lift at `time` seconds.
    func show(at time: Double) {
        animate(
            to: 1, response: ContextMenuMetrics.liftResponse, damping: ContextMenuMetrics.liftDampingRatio, at: time)
    }

    /// Closes the menu for `ending` at `time` seconds; the delegate hears of it now.
    public func dismiss(_ ending: Ending, at time: Double) {
        if case .closing = phase { return }
        phase = .closing(ending)
        menuView?.highlightedRow = nil
        interaction?.willEnd(configuration, at: time)
        layout.returnsToFullSize()
        if ending == .committed, let animator = commitAnimator, animator.preferredCommitStyle == .pop {
            platter.isHidden = true
            finishCommit(at: time)
        }
        animate(
            to: 0, response: ContextMenuMetrics.dropResponse, damping: ContextMenuMetrics.dropDampingRatio, at: time)
    }

    private func animate(to target: Double, response: Double, damping: Double, at time: Double) {
        let velocity = motion.map { $0.spring.velocity(at: time - $0.start) } ?? 0
        let spring = SpringMotion(
            from: progress * 1000, to: target * 1000, velocity: velocity, response: response, dampingRatio: damping)
        motion = (spring, time)
        setNeedsAdvance()
    }

    public override func advance(to time: Double) {
        guard let (spring, start) = motion else { return }
        progress = spring.position(at: time - start) / 1000
        if spring.isDone(at: time - start) {
            motion = nil
            if case .closing = phase { return finish(at: time) }
            phase = .shown
        }
        apply()
    }

    public override var needsAdvance: Bool { motion != nil }

    // MARK: Touches (ContextMenuPresentationView+Touches.swift)

    /// Every point of the window while the menu shows; nothing once it closes.
    public override func hitTest(_ point: Point) -> View? {
        if case .closing = phase { return nil }
        return bounds.contains(point) ? self : nil
    }

    public override func touchesBegan(_ touches: [Touch], time: Double) { touchBegan(touches, time: time) }
    public override func touchesMoved(_ touches: [Touch], time: Double) { touchMoved(touches, time: time) }
    public override func touchesEnded(_ touches: [Touch], time: Double) { touchEnded(touches, time: time) }
    public override func touchesCancelled(_ touches: [Touch], time: Double) { touchCancelled(touches, time: time) }

    /// Places the preview and the menu for `progress`.
    func apply() {
        let p = progress
        let platterCenter = layout.sourceCenter + (layout.previewFrame.center - layout.sourceCenter) * p
        platter.transform = .identity
        platter.frame = Rect(
            x: platterCenter.x - layout.previewBoundsSize.width / 2,
            y: platterCenter.y - layout.previewBoundsSize.height / 2,
            width: layout.previewBoundsSize.width, height: layout.previewBoundsSize.height)
        platter.transform = Transform(
            scale: max(layout.originScale + (layout.liftScale - layout.originScale) * p, 0.01))
        guard let menuView else { return }
        let scale = max(0.2 + 0.8 * p, 0.01)
        menuView.transform = .identity
        menuView.frame = layout.menuFrame
        let anchor = layout.menuAnchor
        menuView.transform = Transform(scale: scale, translation: (anchor - layout.menuFrame.center) * (1 - scale))
        menuView.alpha = min(max(p, 0), 1)
    }

    /// Lays the preview and the menu out again for a menu `menuHeight` points high (a submenu).
    func relayout(menuHeight: Double) {
        guard let root = superview else { return }
        let previewSize = previewController == nil ? nil : ContextMenuMetrics.previewMaximumSize
        layout = ContextMenuLayout(
            source: sourceFrame, fullSize: sourceSize, root: root, previewSize: previewSize, menuHeight: menuHeight)
        apply()
    }

    /// Where the preview is now, in window points (moving while it lifts or drops).
    public var previewFrame: Rect { platter.frame }
    /// Where the menu is when lifted, in window points (zero-sized without a menu).
    public var menuFrame: Rect { menuView == nil ? .zero : layout.menuFrame }
    /// The titles of the menu's rows as shown (a submenu's first row is its header).
    public var itemTitles: [String] { menuView?.rows.map(\.title) ?? [] }
    /// The row of the item titled `title`, lifted, in window points; nil when the menu has none.
    public func frameOfItem(titled title: String) -> Rect? {
        guard let index = itemTitles.firstIndex(of: title) else { return nil }
        let height = ContextMenuMetrics.itemHeight
        return Rect(
            x: layout.menuFrame.minX, y: layout.menuFrame.minY + Double(index) * height, width: layout.menuFrame.width,
            height: height)
    }
    /// The title of the row under the finger, if any.
    public var highlightedTitle: String? { menuView?.highlightedRow.map { menuView?.rows[$0].title ?? "" } }

    /// How much of the blur and the dim shows: with the lift, and gone early in the close.
    public var backgroundAmount: Double {
        let lead: Double
        if case .closing = phase { lead = ContextMenuMetrics.backgroundDismissalLead } else { lead = 0 }
        return min(max((progress - lead) / (1 - lead), 0), 1)
    }

    /// The blurred screen with the dim in it (one picture: the dim fades with the blur, as UIKit's
    /// background does).
    public override func draw(in list: inout DisplayList) {
        let amount = backgroundAmount
        guard amount > 0 else { return }
        list.append(
            .backdrop(
                Backdrop(
                    content: backdropContent, rect: bounds, blurRadius: ContextMenuMetrics.blurRadius,
                    tint: ContextMenuMetrics.dimColor, opacity: amount)))
    }

    private func finish(at time: Double) {
        removeFromSuperview()
        if phase != .closing(.committed) { previewController?.view.backgroundColor = previewBackground }
        source?.isHidden = false
        interaction?.presentationDidEnd()
        if phase == .closing(.committed) { finishCommit(at: time) }
    }

    private func finishCommit(at time: Double) {
        if let previewController {
            previewController.view.backgroundColor = previewBackground
            previewController.view.removeFromSuperview()
        }
        guard let animator = commitAnimator else { return }
        commitAnimator = nil
        for completion in animator.completions { completion(time) }
    }
}

/// The pressed view drawn as it was when the menu opened, inside the preview.
final class SnapshotView: View {
    let picture: DisplayList

    init(of source: View) {
        var list = DisplayList()
        let hidden = source.isHidden, transform = source.transform
        source.isHidden = false
        let frame = source.frame
        source.frame = Rect(origin: .zero, size: frame.size)
        source.render(into: &list)
        source.frame = frame
        source.isHidden = hidden
        source.transform = transform
        picture = list
        super.init(name: "contextMenu.snapshot", frame: Rect(origin: .zero, size: source.bounds.size))
        isUserInteractionEnabled = false
    }

    override func draw(in list: inout DisplayList) {
        for item in picture.items { list.append(item) }
    }
}
