import Foundation
import Geometry
import Screens
import ScrollSession
import ScrollTrace
import ScrollUI
@testable import SDLRender  // the subject: `drawsHiddenFills`, the renderer's internal switch
import ScrollLabDriver
import Testing

/// The renderer fills only what the picture shows (`VisibleFills`); the picture must be the one
/// drawing every fill whole gives, byte for byte.
@Suite struct VisibleFillsTests {
    /// `app`'s frame drawn both ways at `scale`, as RGBA bytes.
    private func bothWays(_ app: Application, scale: Double) throws -> (visible: RGBAImage, everything: RGBAImage) {
        let canvas = try HeadlessCanvas(size: app.size, scale: scale)
        try canvas.render(app.displayList())
        let visible = RGBAImage(canvas)
        canvas.drawsHiddenFills = true
        try canvas.render(app.displayList())
        return (visible, RGBAImage(canvas))
    }

    @Test func everyScreenAtRestAndMidTraceIsTheSamePictureAtScales1And2() throws {
        for entry in ScreenCatalog.entries {
            let app = try #require(
                ScreenCatalog.makeApplication(screen: entry.name, size: Size(width: 390, height: 844)))
            app.instruments.showsOverlay = entry.name.hasPrefix("back")  // translucent panels over the app
            let driver = ScreenDriver(app: app)
            // a drag that is still down at the picture: content mid-motion, between pixels
            driver.enqueue(.touch(1, .began, at: Point(x: 200, y: 600), time: 0.01))
            driver.enqueue(.touch(1, .moved, at: Point(x: 190, y: 420.3), time: 0.1))
            try driver.run(until: FrameLoop.time(ofFrame: 8))
            for scale in [1.0, 2] {
                let (visible, everything) = try bothWays(app, scale: scale)
                #expect(visible == everything, "\(entry.name) at scale \(scale): the pictures differ")
            }
        }
    }

    @Test func aFillUnderAnOpaqueOneIsSkippedAndOnlyTheUncoveredPartOfALargerOneIsDrawn() {
        var list = DisplayList()
        list.append(.fill(Rect(x: 0, y: 0, width: 100, height: 100), .white, cornerRadius: 0))  // 0: partly covered
        // 1: hidden
        list.append(.fill(Rect(x: 10, y: 10, width: 40, height: 30), Color(hex: 0xFF0000), cornerRadius: 0))
        list.append(.fill(Rect(x: 0, y: 0, width: 100, height: 50), Color(hex: 0x0000FF), cornerRadius: 0))  // 2: shown
        // 3: translucent, covers nothing
        list.append(
            .fill(
                Rect(x: 60, y: 60, width: 10, height: 10), Color(red: 0, green: 0, blue: 0, alpha: 0.5), cornerRadius: 0
            ))

        let fills = VisibleFills(list, scale: 1, output: PixelBox(x: 0, y: 0, width: 100, height: 100))

        #expect(fills.parts[0] == [PixelBox(x: 0, y: 50, width: 100, height: 50)])
        #expect(fills.parts[1] == [])
        #expect(fills.parts[2] == nil)
        #expect(fills.parts[3] == nil)
        #expect(fills.background == [])
    }

    @Test func aTranslucentFillHidesNothing() {
        var list = DisplayList()
        list.append(.fill(Rect(x: 0, y: 0, width: 100, height: 100), .white, cornerRadius: 0))
        list.append(
            .fill(
                Rect(x: 0, y: 0, width: 100, height: 100), Color(red: 1, green: 1, blue: 1, alpha: 0.99),
                cornerRadius: 0))

        let fills = VisibleFills(list, scale: 1, output: PixelBox(x: 0, y: 0, width: 100, height: 100))

        #expect(fills.parts[0] == nil)
        #expect(fills.background == [])
    }

    @Test func aClippedCoverHidesOnlyWhatItsClipLetsThrough() {
        var list = DisplayList()
        list.append(.fill(Rect(x: 0, y: 0, width: 100, height: 100), .white, cornerRadius: 0))
        list.append(.save)
        list.append(.clip(Rect(x: 0, y: 0, width: 100, height: 30)))
        list.append(.fill(Rect(x: 0, y: 0, width: 100, height: 100), .black, cornerRadius: 0))
        list.append(.restore)

        let fills = VisibleFills(list, scale: 2, output: PixelBox(x: 0, y: 0, width: 200, height: 200))

        #expect(fills.parts[0] == [PixelBox(x: 0, y: 60, width: 200, height: 140)])
    }

    @Test func anOpaqueSquarePictureHidesTheFillsUnderItLessAPixelAroundItsEdge() {
        var list = DisplayList()
        list.append(.fill(Rect(x: 0, y: 0, width: 100, height: 100), .white, cornerRadius: 0))  // 0: partly covered
        list.append(.image(name: "sky", rect: Rect(x: 0, y: 9.5, width: 100, height: 80.25), cornerRadius: 0))
        list.append(.fill(Rect(x: 0, y: 60, width: 100, height: 10), .black, cornerRadius: 0))  // 2: above it, shown

        let fills = VisibleFills(
            list, scale: 1, output: PixelBox(x: 0, y: 0, width: 100, height: 100), isOpaquePicture: { $0 == "sky" })

        // rows 10…88 are covered whole, 11…87 surely painted; columns 0…99, 1…98
        let hidden = PixelBox(x: 1, y: 11, width: 98, height: 77)
        let shown = try? #require(fills.parts[0])
        #expect(shown?.contains { $0.intersects(hidden) } == false)
        #expect(shown?.reduce(Int64(0)) { $0 + $1.area } == 100 * 100 - hidden.area)
        #expect(fills.parts[2] == nil)
    }

    @Test func aLargeOpaqueRoundedFillHidesWhatItsStraightMiddleCoversASmallOrTranslucentOneNothing() {
        let output = PixelBox(x: 0, y: 0, width: 400, height: 400)
        for (side, alpha) in [(380.0, 1.0), (380, 0.99), (200, 1)] {
            var list = DisplayList()
            list.append(.fill(Rect(x: 0, y: 0, width: 400, height: 400), .white, cornerRadius: 0))
            list.append(
                .fill(
                    Rect(x: 10, y: 10, width: side, height: side), Color(red: 0, green: 0, blue: 1, alpha: alpha),
                    cornerRadius: 40))

            let fills = VisibleFills(list, scale: 1, output: output)

            guard side == 380, alpha == 1 else {
                #expect(fills.parts[0] == nil, "side \(side), alpha \(alpha)")
                continue
            }
            let shown = fills.parts[0] ?? []
            let across = PixelBox(x: 11, y: 51, width: 378, height: 298)
            let down = PixelBox(x: 51, y: 11, width: 298, height: 378)
            #expect(!shown.contains { $0.intersects(across) || $0.intersects(down) })
            // the corners' squares (40 × 40 px) stay drawn
            for corner in [(10, 10), (350, 10), (10, 350), (350, 350)] {
                let pixel = PixelBox(x: Int32(corner.0 + 20), y: Int32(corner.1 + 20), width: 1, height: 1)
                #expect(shown.contains { $0.intersects(pixel) })
            }
        }
    }

    @Test func aPictureWithAlphaRoundedOrFadedHidesNothing() {
        for (name, radius, opacity) in [("glass", 0.0, 1.0), ("sky", 8, 1), ("sky", 0, 0.99)] {
            var list = DisplayList()
            list.append(.fill(Rect(x: 0, y: 0, width: 100, height: 100), .white, cornerRadius: 0))
            list.append(.save)
            list.append(.opacity(opacity))
            list.append(.image(name: name, rect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: radius))
            list.append(.restore)

            let fills = VisibleFills(
                list, scale: 1, output: PixelBox(x: 0, y: 0, width: 100, height: 100),
                isOpaquePicture: { $0 == "sky" })

            #expect(fills.parts[0] == nil, "\(name), radius \(radius), opacity \(opacity)")
        }
    }

    @Test func smallFillsAreDrawnWholeAndHideNothing() {
        var list = DisplayList()
        list.append(.fill(Rect(x: 0, y: 0, width: 100, height: 100), .white, cornerRadius: 0))
        list.append(.fill(Rect(x: 0, y: 0, width: 20, height: 20), .black, cornerRadius: 0))  // 400 px: a graph's bar
        list.append(.fill(Rect(x: 0, y: 0, width: 10, height: 10), .white, cornerRadius: 0))

        let fills = VisibleFills(list, scale: 1, output: PixelBox(x: 0, y: 0, width: 100, height: 100))

        #expect(fills.parts[0] == nil)
        #expect(fills.parts[1] == nil)
    }

    @Test func subtractingCutsABoxIntoThePiecesAround() {
        let box = PixelBox(x: 0, y: 0, width: 10, height: 10)

        #expect(
            box.subtracting(PixelBox(x: 3, y: 3, width: 4, height: 4)) == [
                PixelBox(x: 0, y: 0, width: 10, height: 3), PixelBox(x: 0, y: 7, width: 10, height: 3),
                PixelBox(x: 0, y: 3, width: 3, height: 4), PixelBox(x: 7, y: 3, width: 3, height: 4),
            ])
        #expect(box.subtracting(PixelBox(x: 20, y: 0, width: 5, height: 5)) == [box])
        #expect(box.subtracting(PixelBox(x: -1, y: -1, width: 12, height: 12)) == [])
    }
}
