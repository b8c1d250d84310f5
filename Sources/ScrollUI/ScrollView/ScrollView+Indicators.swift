import Geometry

extension ScrollView {
    /// Indicator thickness and inset from the edges, in points (iOS).
    static let indicatorThickness = 3.0
    static let indicatorInset = 3.0
    /// Indicators stay this long after scrolling stops, then fade out, in seconds (iOS).
    static let indicatorHold = 0.4
    static let indicatorFade = 0.25

    /// Shows the scroll indicators for a moment, then fades them (UIKit `flashScrollIndicators()`);
    /// the way to show them after setting `contentOffset`, which does not.
    public func flashScrollIndicators() {
        lastScrollTime = now
        setNeedsAdvance()
    }

    /// True while a move of the offset counts as scrolling, which shows the indicators (UIKit
    /// shows them only while the user drags, the view decelerates or animates, or on a flash):
    /// a touch or drag on the view (or a deceleration it still owes), a running deceleration or
    /// animation, a trackpad gesture, a pinch or a zoom's bounce or animation, or a write made as
    /// part of another view's scroll (`asScrolling(_:)`). Setting `contentOffset` at rest is none
    /// of these.
    var isScrollingForIndicators: Bool {
        phase != .idle || motion != nil || trackpad != nil || isZooming || zooming.motion != nil || scrollingWrites > 0
    }

    /// Runs `write` (which moves this view's offset) as scrolling, so the indicators show: a
    /// nested coordinator moving this view as its share of another view's scroll.
    func asScrolling(_ write: () -> Void) {
        scrollingWrites += 1
        defer { scrollingWrites -= 1 }
        write()
    }

    /// Opacity of the indicators now: 1 while scrolling, fading out after it stops.
    package var indicatorAlpha: Double {
        if case .dragging = phase { return 1 }
        if motion != nil { return 1 }
        let idle = now - lastScrollTime - Self.indicatorHold
        return idle <= 0 ? 1 : max(0, 1 - idle / Self.indicatorFade)
    }

    package func drawIndicators(in list: inout DisplayList) {
        let alpha = indicatorAlpha
        guard alpha > 0 else { return }
        let color = Color(hex: 0x000000, alpha: 0.35 * alpha)
        let t = Self.indicatorThickness, inset = Self.indicatorInset
        if showsVerticalScrollIndicator, canScroll(.vertical), let (start, length) = indicatorSpan(.vertical) {
            list.append(
                .fill(
                    Rect(x: bounds.maxX - t - inset, y: bounds.minY + start, width: t, height: length),
                    color, cornerRadius: t / 2))
        }
        if showsHorizontalScrollIndicator, canScroll(.horizontal), let (start, length) = indicatorSpan(.horizontal) {
            list.append(
                .fill(
                    Rect(x: bounds.minX + start, y: bounds.maxY - t - inset, width: length, height: t),
                    color, cornerRadius: t / 2))
        }
    }

    /// Where the indicator sits along `axis` inside the view, and its length; it shrinks while rubber-banding.
    private func indicatorSpan(_ axis: Axis) -> (Double, Double)? {
        let extent = bounds.size[axis] - 2 * Self.indicatorInset
        let content = contentSize[axis] + adjustedContentInset.leading(axis) + adjustedContentInset.trailing(axis)
        guard extent > 0, content > 0 else { return nil }
        let range = offsetRange(axis)
        let overscroll = max(range.lowerBound - contentOffset[axis], contentOffset[axis] - range.upperBound, 0)
        let length = max(2 * Self.indicatorThickness, min(extent, extent * bounds.size[axis] / content) - overscroll)
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? min(max((contentOffset[axis] - range.lowerBound) / span, 0), 1) : 0
        return (Self.indicatorInset + fraction * (extent - length), length)
    }
}
