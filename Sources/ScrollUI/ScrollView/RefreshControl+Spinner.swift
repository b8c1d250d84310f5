import Foundation
import Geometry
import ScrollPhysics

/// The spinner of `RefreshControl`: UIKit's eight ticks (`_UIRefreshControlModernContentView`, a
/// replicator of 8 instances a quarter-π apart), revealed one after another by the pull, then
/// turning while refreshing and shrinking away when it ends.
extension RefreshControl {
    /// Ticks around the circle (the replicator's `instanceCount`, 8; UIActivityIndicatorView's
    /// `_spokeCount` is 8 for every size too).
    static let tickCount = 8
    /// A tick runs from 5 to 15 pt from the centre: the seed is 10 pt long and sits 10 pt above the
    /// centre of its 100 pt replicator (`layoutSubviews`).
    static let tickInnerRadius = 5.0
    static let tickOuterRadius = 15.0
    /// A tick's width, in points: the seed's width is lost in the decompiled code; 3 pt chosen
    /// (UIActivityIndicatorView's spokes are 3 pt wide at the 30–32 pt gear sizes).
    static let tickWidth = 3.0
    /// One turn of the spinner, in seconds (`_tick`: eight keyframes of π/4 over 1.0 s, repeating),
    /// drawn at 30 steps a second (the keyframes' preferred 30 frames per second).
    static let turnDuration = 1.0
    static let spinStepsPerSecond = 30.0
    /// How long the spinner takes to shrink away after `endRefreshing()`, in seconds (`_goAway`: 0.3 s).
    static let goAwayDuration = 0.3

    /// The colour the ticks are drawn in.
    var effectiveTint: Color { tintColor ?? .secondaryLabel }

    /// Draws the ticks as the state and the time show them.
    func drawSpinner(in list: inout DisplayList) {
        let now = scrollView?.now ?? 0
        let center = Point(x: bounds.width / 2, y: Self.height / 2)
        if let spinStart {
            let shrink = closeStart.map { min(max((now - $0) / Self.goAwayDuration, 0), 1) } ?? 0
            let eased = TimingCurve.easeInOut.progress(at: shrink)
            let steps = ((now - spinStart) * Self.spinStepsPerSecond).rounded(.down)
            let turn = 2 * Double.pi * steps / (Self.spinStepsPerSecond * Self.turnDuration) + Double.pi * eased
            drawTicks(in: &list, center: center, rotation: turn, scale: 1 - eased) { Self.spinningAlpha(tick: $0) }
        } else if state == .revealing {
            let shown = TimingCurve.easeInOut.progress(at: revealProgress)
            drawTicks(in: &list, center: center, rotation: 0, scale: 1) { Self.revealAlpha(tick: $0, shown: shown) }
        }
    }

    /// The pull over the maximum snapping height, in 0…1 (`_percentageShowing`), which drives the
    /// reveal animation's time (`_currentTimeOffset`).
    var revealProgress: Double {
        let maximum = Self.maximumSnappingHeight(forScrollViewHeight: scrollView?.bounds.height ?? 0)
        return maximum > 0 ? min(max(visibleHeight / maximum, 0), 1) : 0
    }

    /// Tick `tick`'s opacity while revealing, `shown` of the way (0…1, eased): the reveal animates
    /// the replicator's alpha from 0 to 1 and its `instanceAlphaOffset` from −1 to 0
    /// (`_resetToRevealingState`, `_reveal`), so tick k shows once `shown` passes 1 − 1/k.
    static func revealAlpha(tick: Int, shown: Double) -> Double {
        shown * min(max(1 - Double(tick) * (1 - shown), 0), 1)
    }

    /// Tick `tick`'s opacity while turning: the head (the last tick, leading clockwise) full, each
    /// one behind it 0.17 less, down to 0.32 (UIActivityIndicatorView `_alphaValueForStep:`, two
    /// frames a spoke). UIKit's refresh control fades its ticks with a replicator alpha offset
    /// (`_setSpunAppearance`) whose blend could not be checked; the activity indicator's tail was chosen.
    static func spinningAlpha(tick: Int) -> Double {
        max(1 - 0.17 * Double(tickCount - 1 - tick), 0.32)
    }

    private func drawTicks(
        in list: inout DisplayList, center: Point, rotation: Double, scale: Double, alpha: (Int) -> Double
    ) {
        guard scale > 0 else { return }
        let tint = effectiveTint
        for tick in 0..<Self.tickCount {
            let opacity = alpha(tick) * tint.alpha
            guard opacity > 0 else { continue }
            // Tick 0 points up; each next one a quarter-π clockwise (y grows downwards).
            let angle = rotation + Double(tick) * 2 * Double.pi / Double(Self.tickCount)
            let direction = Point(x: sin(angle), y: -cos(angle))
            var color = tint
            color.alpha = opacity
            list.append(
                .line(
                    from: center + direction * (Self.tickInnerRadius * scale),
                    to: center + direction * (Self.tickOuterRadius * scale),
                    width: Self.tickWidth * scale, color))
        }
    }
}
