import Foundation
import Geometry
import SDLRender
import ScrollUI
import Testing

/// A scroll view's content is drawn at its offset rounded to the output's pixels, as UIKit shows
/// it (`ContentOffsetRounding`): the frames of a deceleration, each at a new fraction of a point,
/// copy each rounded card from one raster, and each frame is the picture at the rounded offset.
@Suite struct ScrolledContentOnPixelsTests {
    static let size = Size(width: 200, height: 300)

    /// Rounded cards in a scroll view, its content scrolled to `offset` points down.
    static func frame(offset: Double) -> DisplayList {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        scroll.contentSize = Size(width: size.width, height: 1000)
        for index in 0..<8 {
            let card = View(frame: Rect(x: 10, y: 10 + Double(index) * 120, width: 180, height: 100))
            card.backgroundColor = Color(hex: 0x34C759)
            card.cornerRadius = 16
            scroll.addSubview(card)
        }
        scroll.contentOffset = Point(x: 0, y: offset)
        var list = DisplayList()
        scroll.render(into: &list)
        return list
    }

    /// The bytes of `list` drawn by a fresh canvas at `scale`.
    static func picture(_ list: DisplayList, scale: Double = 2) throws -> RGBAImage {
        let canvas = try HeadlessCanvas(size: size, scale: scale)
        try canvas.render(list)
        return RGBAImage(canvas)
    }

    @Test func theContentIsDrawnAtTheOffsetUIKitRoundsItTo() throws {
        // (offset, what UIKit's `_roundedProposedContentOffset:` makes of it, scale)
        let cases: [(Double, Double, Double)] = [
            (10.3, 10.5, 2), (10.2, 10.0, 2), (10.25, 10.5, 2), (-3.3, -3.5, 2), (40.9, 41.0, 2),
            (10.3, 10 + 1.0 / 3, 3), (10.1, 10.0, 3),
        ]
        for (offset, shown, scale) in cases {
            #expect(
                try Self.picture(Self.frame(offset: offset), scale: scale)
                    == Self.picture(Self.frame(offset: shown), scale: scale),
                "offset \(offset) at scale \(scale) is drawn at \(shown)")
        }
        // Not the same picture whatever the offset: a quarter of a point apart differ at scale 2.
        #expect(try Self.picture(Self.frame(offset: 10.5)) != Self.picture(Self.frame(offset: 10.0)))
    }

    @Test func theFramesOfADecelerationCopyEachCardFromOneRaster() throws {
        let retained = try HeadlessCanvas(size: Self.size, scale: 2)
        // A deceleration's offsets: a new fraction of a point every frame.
        let offsets = (1...24).map { 380 * (1 - pow(0.9, Double($0))) }
        for offset in offsets {
            try retained.render(Self.frame(offset: offset))
            #expect(
                RGBAImage(retained) == (try Self.picture(Self.frame(offset: offset))),
                "offset \(offset): the pictures differ")
        }
        // Each card is rasterized at most once (on its second frame in sight), and some are.
        #expect((1...8).contains(retained.meshRasterizations), "\(retained.meshRasterizations) rasterizations")
    }

    @Test func roundingFollowsUIKitsFormula() {
        #expect(ContentOffsetRounding.rounded(10.25, scale: 2) == 10.5)
        #expect(ContentOffsetRounding.rounded(-0.25, scale: 2) == 0)
        #expect(ContentOffsetRounding.rounded(-0.5, scale: 1) == -1)
        #expect(ContentOffsetRounding.rounded(Point(x: 1.74, y: 99.9), scale: 2) == Point(x: 1.5, y: 100))
        #expect(ContentOffsetRounding.rounded(7.3, scale: 0) == 7.3)
    }
}
