/// How a screen takes the interactive back gesture (seed 003's per-screen control).
public enum BackGestureMode: Sendable, Equatable {
    /// No back gesture: the back button and Escape still go back.
    case disabled
    /// A pan from the left edge of the window (20 pt, ScrollPhysics.docc/Physics.md), as iOS.
    case edge
    /// A rightward pan starting anywhere, or within `maximumStartDistance` points of the left
    /// edge when set (FDFullscreenPopGesture's feature); the edge pan works too.
    case fullscreen(maximumStartDistance: Double? = nil)
}
