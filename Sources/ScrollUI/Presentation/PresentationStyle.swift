import Geometry

/// How a presented screen covers the one that presents it (UIKit's `UIModalPresentationStyle`).
public enum PresentationStyle: Sendable, Equatable {
    /// Covers the whole window; once it is in place the screens under it are not drawn (UIKit
    /// removes the presenter's view).
    case fullScreen
    /// Covers the whole window, and the screens under it stay drawn: a presented view with a
    /// transparent background shows them (a photo swiped down over its grid).
    case overFullScreen
    /// A card from the bottom with rounded top corners, the presenting screen visible and dimmed
    /// above it (UIKit's `.pageSheet` with a `UISheetPresentationController` detent); a swipe
    /// down on it dismisses it.
    case sheet(SheetDetent)

    /// True when the screens under the presented one stay drawn once it is in place.
    public var keepsPresenterDrawn: Bool { self != .fullScreen }

    /// The frame of the presented view at rest in a window of `size` with `safeArea` (points).
    func restingFrame(in size: Size, safeArea: EdgeInsets) -> Rect {
        guard case .sheet(let detent) = self else { return Rect(origin: .zero, size: size) }
        let top = detent.top(in: size, safeArea: safeArea)
        return Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top))
    }
}

/// How tall a sheet stands (UIKit's `UISheetPresentationController.Detent`).
public enum SheetDetent: Sendable, Equatable {
    /// Nearly the whole window: the card's top 10 pt below the safe area's top (UIKit `.large()`).
    case large
    /// Half the window (UIKit `.medium()`).
    case medium
    /// The card's top this many points from the window's top.
    case top(Double)

    /// The card's top in a window of `size` with `safeArea`, in points, within the window.
    func top(in size: Size, safeArea: EdgeInsets) -> Double {
        let top: Double
        switch self {
        case .large: top = safeArea.top + SheetDetent.largeGap
        case .medium: top = size.height / 2
        case .top(let value): top = value.isFinite ? value : 0
        }
        return min(max(top, 0), size.height)
    }

    /// Space above a large sheet, below the safe area's top, in points (iOS 15+ on iPhone).
    public static let largeGap = 10.0
}
