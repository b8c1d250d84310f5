import Foundation
import Geometry
import Screens
import ScrollUI
@testable import SDLRender  // the subject: `keepsSubtreeRasters`, the tiles' budget, the text-draw count
import ScrollLabDriver
import Testing

/// Groups of text and rectangular fills cut by the output's edge or the clip, larger than the
/// output, or without a background of their own are copied from tiles once their pixels stopped
/// changing: every frame must be the picture drawing every item gives, byte for byte in all four
/// channels, and a scroll must copy their lines instead of drawing them.
@Suite struct TileRasterTests {
    static let size = Size(width: 200, height: 300)
    static let lines = [
        "A web view is a world", "of its own: it scrolls", "in both directions and", "zooms with two fingers.",
    ]

    /// A paragraph as a `Label` draws it: no background, one text item a line, 280 pt wide (wider
    /// than the canvas: the output's edge cuts it).
    static func paragraph(_ index: Int, at y: Double, into list: inout DisplayList) {
        list.withSavedState { list in
            list.append(.translate(Point(x: 24, y: y)))
            for (line, text) in lines.enumerated() {
                list.append(
                    .text(
                        "\(index). \(text)", box: Rect(x: 0, y: Double(line) * 23, width: 560, height: 23),
                        font: Font(size: 17), color: Color(hex: 0x202124), alignment: .leading))
            }
        }
    }

    /// A white page 600 pt wide under a clip, scrolled to `offset`, with paragraphs on it; with
    /// `under`, a translucent band drawn over the page before the paragraphs.
    static func page(
        offset: Point, pageColor: Color = .white, under: Rect? = nil, paragraphs: Int = 6
    ) -> DisplayList {
        var list = DisplayList()
        list.withSavedState { list in
            list.append(.translate(Point(x: 0, y: 20)))
            list.append(.clip(Rect(x: 0, y: 0, width: 200, height: 260)))
            list.append(.fill(Rect(x: 0, y: 0, width: 200, height: 260), Color(hex: 0xDADCE0), cornerRadius: 0))
            list.append(.contentOffset(offset))
            list.withSavedState { list in
                list.append(.translate(.zero))
                list.append(
                    .fill(Rect(x: 0, y: 0, width: 600, height: 110 * Double(paragraphs)), pageColor, cornerRadius: 0))
                if let under {
                    list.append(.fill(under, Color(red: 1, green: 0, blue: 0, alpha: 0.3), cornerRadius: 0))
                }
                for index in 0..<paragraphs { paragraph(index, at: 12 + Double(index) * 110, into: &list) }
            }
        }
        return list
    }

    /// `list` drawn by a fresh canvas that draws every item.
    static func direct(_ list: DisplayList) throws -> RGBAImage {
        let canvas = try HeadlessCanvas(size: size, scale: 2)
        canvas.keepsSubtreeRasters = false
        try canvas.render(list)
        return RGBAImage(canvas)
    }

    @Test func paragraphsCutByTheEdgeAreCopiedFromTilesOnceSeenTwice() throws {
        let retained = try HeadlessCanvas(size: Self.size, scale: 2)
        var drawsPerFrame: [Int] = []
        for step in 0..<6 {
            let list = Self.page(offset: Point(x: 0.5 * Double(step), y: 1.5 * Double(step)))
            let before = retained.textDraws
            try retained.render(list)
            drawsPerFrame.append(retained.textDraws - before)
            #expect(try RGBAImage(retained) == Self.direct(list), "step \(step): the pictures differ")
        }
        // first frame: every visible line drawn; second: drawn into the tiles; after: copied only
        #expect(drawsPerFrame[0] > 0)
        #expect(drawsPerFrame[1] > 0)
        #expect(drawsPerFrame[2...].allSatisfy { $0 == 0 }, "lines drawn per frame: \(drawsPerFrame)")
        #expect(retained.tileRasterizations > 0)
    }

    @Test func aPageScrolledInBothAxesByWholePixelsIsTheDirectPictureEveryFrame() throws {
        let retained = try HeadlessCanvas(size: Self.size, scale: 2)
        // left of the page, past its right edge, and down to where new paragraphs enter
        let offsets = [
            Point(x: -10, y: -10), Point(x: -10, y: -10), Point(x: 0, y: 0), Point(x: 120.5, y: 30),
            Point(x: 240, y: 90.5), Point(x: 400, y: 200), Point(x: 399.5, y: 330), Point(x: 12, y: 412.5),
        ]
        for offset in offsets + offsets.reversed() {
            try retained.render(Self.page(offset: offset))
            #expect(
                try RGBAImage(retained) == Self.direct(Self.page(offset: offset)),
                "offset \(offset): the pictures differ")
        }
        #expect(retained.tileRasterizations > 0)
    }

    @Test func aNewPageColourOrSomethingDrawnUnderTheTextIsDrawnAnew() throws {
        let retained = try HeadlessCanvas(size: Self.size, scale: 2)
        let frames = [
            Self.page(offset: Point(x: 10, y: 10)), Self.page(offset: Point(x: 10, y: 11)),
            Self.page(offset: Point(x: 10, y: 12), pageColor: Color(hex: 0xFFF8E1)),
            Self.page(offset: Point(x: 10, y: 13), pageColor: Color(hex: 0xFFF8E1)),
            Self.page(offset: Point(x: 10, y: 14), under: Rect(x: 30, y: 20, width: 100, height: 40)),
            Self.page(offset: Point(x: 10, y: 15), under: Rect(x: 30, y: 20, width: 100, height: 40)),
            Self.page(offset: Point(x: 10, y: 16)),
        ]
        var tilesMade: [Int] = []
        for (index, list) in frames.enumerated() {
            try retained.render(list)
            tilesMade.append(retained.tileRasterizations)
            #expect(try RGBAImage(retained) == Self.direct(list), "frame \(index): the pictures differ")
        }
        // tiled on the white page, then anew on the yellow one
        #expect(tilesMade[1] > 0)
        #expect(tilesMade[3] > tilesMade[2], "tiles made by frame: \(tilesMade)")
    }

    @Test func tilesStayWithinTheirBudgetWhileALongPageScrolls() throws {
        let retained = try HeadlessCanvas(size: Self.size, scale: 2)
        let budget = 400_000
        retained.tilePixelBudget = budget
        for step in 0..<90 {
            let list = Self.page(offset: Point(x: Double(step % 7) * 20, y: Double(step) * 25), paragraphs: 24)
            try retained.render(list)
            #expect(retained.tilePixelsHeld <= budget, "step \(step): \(retained.tilePixelsHeld) pixels held")
            if step % 10 == 0 { #expect(try RGBAImage(retained) == Self.direct(list), "step \(step)") }
        }
        #expect(retained.tileRasterizations > 0)
    }

    @Test func theDocumentDraggedByWholePixelsCopiesMostOfItsLines() throws {
        let app = try #require(ScreenCatalog.makeApplication(screen: "document", size: Size(width: 390, height: 844)))
        let driver = ScreenDriver(app: app)
        let retained = try HeadlessCanvas(size: app.size, scale: 2)
        let direct = try HeadlessCanvas(size: app.size, scale: 2)
        direct.keepsSubtreeRasters = false
        driver.enqueue(.touch(1, .began, at: Point(x: 200, y: 600), time: 0.01))
        let copiedFrom = 3
        var retainedDraws = 0, directDraws = 0
        for frame in 1...10 {
            driver.enqueue(
                .touch(
                    1, .moved, at: Point(x: 200 - Double(frame) * 2, y: 600 - Double(frame) * 6),
                    time: FrameLoop.time(ofFrame: frame) - 0.001))
            try driver.run(until: FrameLoop.time(ofFrame: frame))
            let (retainedBefore, directBefore) = (retained.textDraws, direct.textDraws)
            try retained.render(app.displayList())
            try direct.render(app.displayList())
            #expect(RGBAImage(retained) == RGBAImage(direct), "frame \(frame): the pictures differ")
            if frame >= copiedFrom {
                retainedDraws += retained.textDraws - retainedBefore
                directDraws += direct.textDraws - directBefore
            }
        }
        // paragraphs that scroll into view are drawn in their first two frames; the rest are copied
        #expect(directDraws > 0)
        #expect(retainedDraws * 4 < directDraws, "lines drawn: \(retainedDraws) of \(directDraws)")
    }

    @Test func theDocumentZoomedByADoubleTapAndDraggedIsTheDirectPictureEveryFrame() throws {
        let app = try #require(ScreenCatalog.makeApplication(screen: "document", size: Size(width: 390, height: 844)))
        let driver = ScreenDriver(app: app)
        let retained = try HeadlessCanvas(size: app.size, scale: 2)
        let direct = try HeadlessCanvas(size: app.size, scale: 2)
        direct.keepsSubtreeRasters = false
        let spot = Point(x: 150, y: 400)
        for (index, time) in [0.02, 0.12].enumerated() {
            driver.enqueue(.touch(index + 1, .began, at: spot, time: time))
            driver.enqueue(.touch(index + 1, .ended, at: spot, time: time + 0.03))
        }
        driver.enqueue(.touch(3, .began, at: Point(x: 200, y: 600), time: 0.6))
        var tilesBeforeDrag = 0
        for frame in 1...50 {
            if frame > 36 {
                driver.enqueue(
                    .touch(
                        3, .moved, at: Point(x: 200 - Double(frame - 36) * 4, y: 600 - Double(frame - 36) * 9),
                        time: FrameLoop.time(ofFrame: frame) - 0.001))
            }
            try driver.run(until: FrameLoop.time(ofFrame: frame))
            try retained.render(app.displayList())
            try direct.render(app.displayList())
            if frame == 36 {
                tilesBeforeDrag = retained.tileRasterizations
                let zoomed = app.displayList().items.contains {
                    if case .text(_, _, let font, _, _) = $0 { font.size == 34 } else { false }
                }
                #expect(zoomed, "the double tap did not zoom the page to 2")
            }
            #expect(RGBAImage(retained) == RGBAImage(direct), "frame \(frame): the pictures differ")
        }
        // at zoom 2 the paragraphs are tiled while still, and those the drag brings in after
        #expect(tilesBeforeDrag > 0)
        #expect(retained.tileRasterizations > tilesBeforeDrag)
    }
}
