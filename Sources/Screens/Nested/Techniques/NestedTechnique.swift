import ScrollUI

/// How `nested`'s header and lists share the vertical scrolling: ScrollLab's one motion
/// (`NestedScrollCoordinator`), or one of the articles' own techniques, faithfully, with its flaws,
/// so each seam can be seen beside the fix (docs/Architecture.md, "The four nested techniques").
public enum NestedTechniqueKind: String, CaseIterable, Sendable {
    /// One combined offset and one motion for the header and the list (seeds 001 and 004's rules).
    case oneMotion = "one motion"
    /// Seed 000: observe the list's offset and move it into the header, resetting the list to 0.
    case kvo = "KVO reset"
    /// Seed 001: each view decelerates on its own; at the boundary the other starts a
    /// `ScrollingDecelerator` with the deceleration captured at release.
    case handover = "deceleration handover"
    /// Seed 004 (MONestedScrollView): both pans recognized at once, the view that must not move
    /// pinned back to its offset in `scrollViewDidScroll`; the main view does not bounce.
    case pinning = "simultaneous pinning"
}

/// What `NestedScreen` asks of the object that moves its header and lists.
protocol NestedTechnique: AnyObject {
    /// The list that moves with the header now.
    var currentList: ScrollView { get }
    /// Makes list `index` current (a tab switch), stopping any vertical motion at `time` (seconds).
    func showList(_ index: Int, at time: Double)
    /// Stops every vertical motion at `time` (seconds); returns whether any ran.
    @discardableResult func stopAllMotions(at time: Double) -> Bool
    /// Advances the technique's own animations to `time` (seconds), once a frame.
    func advance(to time: Double)
    /// True while the technique animates a view itself (seed 001's decelerator).
    var isAnimating: Bool { get }
}

extension NestedTechnique {
    func advance(to time: Double) {}
    var isAnimating: Bool { false }
}

extension NestedScrollCoordinator: NestedTechnique {}
