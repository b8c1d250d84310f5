import Geometry
import ScrollUI

/// `back-fullscreen-distance`: the back gesture from anywhere, but only for swipes that start
/// within 120 pt of the left edge (`BackGestureMode.fullscreen(maximumStartDistance:)`,
/// FDFullscreenPopGesture's `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge`, one of the
/// libraries seed 003 points to). The zone is tinted; a rightward swipe that starts beyond it
/// does nothing, one inside pops.
public final class FullscreenDistanceScreen: ViewController {
    static let maximumStartDistance = 120.0
    private let zone = View(name: "distance.zone")
    private let note = Label(
        "Swipe right starting in the tinted band (120 pt from the left edge) to go back; further right, a swipe does nothing.",
        font: .subheadline, color: .secondaryLabel, numberOfLines: 0, name: "distance.note")
    private let list = ListView(name: "distance.list", rowCount: 30, height: { _ in 56 }) { row in
        ListView.Row(title: "Row \(row + 1)", height: 56)
    }

    public init() {
        super.init(title: "Fullscreen, 120 pt", name: "distance.screen")
        zone.backgroundColor = Color(red: 0, green: 0.48, blue: 1, alpha: 0.12)
        zone.isUserInteractionEnabled = false
        [list, zone, note].forEach(view.addSubview)
    }

    public override var backGestureMode: BackGestureMode {
        .fullscreen(maximumStartDistance: Self.maximumStartDistance)
    }
    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("distance.list", list)] }
    public override var overlayNotes: [String] {
        ["fullscreen back gesture from x ≤ \(Int(Self.maximumStartDistance)) pt"]
    }

    public override func layoutView() {
        let bounds = view.bounds,
            noteHeight = note.sizeThatFits(Size(width: bounds.width - 32, height: .infinity)).height + 16
        note.frame = Rect(x: 16, y: 8, width: bounds.width - 32, height: noteHeight - 16)
        list.frame = Rect(x: 0, y: noteHeight, width: bounds.width, height: max(0, bounds.height - noteHeight))
        zone.frame = Rect(x: 0, y: 0, width: min(Self.maximumStartDistance, bounds.width), height: bounds.height)
    }
}
