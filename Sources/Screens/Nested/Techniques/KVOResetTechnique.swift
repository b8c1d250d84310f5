import Geometry
import ScrollUI

/// Seed 000's technique, line by line: a controller observes the current list's `contentOffset`
/// (KVO; here `scrollViewDidScroll`, which UIKit calls on the same changes) and moves any change
/// of it into the main scroll view while the header can still collapse (pulling up) or open
/// (pulling down), resetting the list to 0; the main view clamps itself to `0…maximum`.
///
/// Its flaws, which `nested-kvo` shows:
/// - pulling down at the list's top, the list rubber-bands from 0 every frame, so the header
///   opens at the band's slope at its edge, 0.55 of the finger: almost half the pull is lost;
/// - a step that carries the header past its end is clamped by the main view and the rest is
///   dropped (the list was reset to 0), so flicks lose distance at the boundary;
/// - momentum that reaches the list's top bounces there, and the bounce, not the flick, opens
///   the header, a few points per 100 pt/s.
final class KVOResetTechnique: ArticleTechnique {
    override func scrollViewDidScroll(_ scrollView: ScrollView) {
        // 最大上滑距离 (the largest collapse)
        let maxOffset = collapseRange.upperBound
        let mainContentOffsetY = outer.contentOffset.y
        if scrollView === outer {
            if mainContentOffsetY > maxOffset {
                outer.contentOffset = Point(x: 0, y: maxOffset)
            } else if mainContentOffsetY < 0 {
                outer.contentOffset = Point(x: 0, y: 0)
            }
        } else if scrollView === currentList {
            let currentOffsetY = scrollView.contentOffset.y
            // 避免死循环 (no endless loop)
            if currentOffsetY == 0 { return }
            if currentOffsetY < 0 {
                // 下滑 (pulling down)
                if mainContentOffsetY > 0 {
                    outer.contentOffset = Point(x: 0, y: mainContentOffsetY + currentOffsetY)
                    scrollView.contentOffset = Point(x: scrollView.contentOffset.x, y: 0)
                }
            } else if mainContentOffsetY < maxOffset {
                // 上拉 (pulling up)
                outer.contentOffset = Point(x: 0, y: mainContentOffsetY + currentOffsetY)
                scrollView.contentOffset = Point(x: scrollView.contentOffset.x, y: 0)
            }
        }
    }
}
