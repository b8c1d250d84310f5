import Foundation
import Geometry
import Screens
import ScrollSession
import ScrollTrace
import ScrollUI
@testable import SDLRender  // the subject: `keepsSubtreeRasters`, the renderer's internal switch
import ScrollLabDriver
import Testing

/// Views whose pixels did not change are copied from rasters of their subtrees: every frame must
/// be the picture drawing every item gives, byte for byte in all four channels, and a subtree
/// whose content changed must be drawn anew.
@Suite struct SubtreeRasterTests {
    static let size = Size(width: 200, height: 300)

    /// A row: an opaque background, a title, a rounded picture, a chevron and a separator.
    static func row(_ title: String, at y: Double, into list: inout DisplayList) {
        list.withSavedState { list in
            list.append(.translate(Point(x: 0, y: y)))
            list.append(.fill(Rect(x: 0, y: 0, width: 200, height: 60), .white, cornerRadius: 0))
            list.append(.image(name: "photo-00.png", rect: Rect(x: 8, y: 8, width: 44, height: 44), cornerRadius: 10))
            list.append(
                .text(
                    title, box: Rect(x: 60, y: 10, width: 110, height: 40), font: Font(size: 17), color: .black,
                    alignment: .leading))
            list.append(.line(from: Point(x: 180, y: 24), to: Point(x: 186, y: 30), width: 2, Color(hex: 0xC7C7CC)))
            list.append(.fill(Rect(x: 60, y: 59.5, width: 140, height: 0.5), Color(hex: 0xC6C6C8), cornerRadius: 0))
        }
    }

    /// Rows moved down by `offset` points under a clip, the second titled `second`.
    static func frame(offset: Double, second: String = "Second") -> DisplayList {
        var list = DisplayList()
        list.withSavedState { list in
            list.append(.clip(Rect(x: 0, y: 20, width: 200, height: 260)))
            list.append(.translate(Point(x: 0, y: offset)))
            for (index, title) in ["First", second, "Third", "Fourth", "Fifth"].enumerated() {
                row(title, at: Double(index) * 60, into: &list)
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

    @Test func rowsScrolledByWholePixelsAreCopiedAndEveryFrameIsTheDirectPicture() throws {
        let retained = try HeadlessCanvas(size: Self.size, scale: 2)
        for offset in (0..<10).map({ 0.5 * Double($0) }) {
            try retained.render(Self.frame(offset: offset))
            #expect(
                try RGBAImage(retained) == Self.direct(Self.frame(offset: offset)),
                "offset \(offset): the pictures differ")
        }
        // the rows wholly inside the clip: each drawn into a raster once, copied after
        #expect(retained.subtreeRasterizations >= 3)
        #expect(retained.subtreeRasterizations <= 5)
    }

    @Test func aRowWhoseTitleChangesIsDrawnAnew() throws {
        let retained = try HeadlessCanvas(size: Self.size, scale: 2)
        for offset in [20.0, 20.5, 21] { try retained.render(Self.frame(offset: offset)) }
        let kept = retained.subtreeRasterizations
        #expect(kept > 0)
        try retained.render(Self.frame(offset: 21.5, second: "Changed"))
        #expect(try RGBAImage(retained) == Self.direct(Self.frame(offset: 21.5, second: "Changed")))
        #expect(try RGBAImage(retained) != Self.direct(Self.frame(offset: 21.5)))
    }

    @Test func rowsAtFractionsOfAPixelOrCutByTheClipAreDrawnAndStayExact() throws {
        let retained = try HeadlessCanvas(size: Self.size, scale: 2)
        for offset in [0.3, 0.3, 0.8, 0.8, -31.0, -31.0, -31.5, 250.0, 250.0] {
            try retained.render(Self.frame(offset: offset))
            #expect(
                try RGBAImage(retained) == Self.direct(Self.frame(offset: offset)),
                "offset \(offset): the pictures differ")
        }
    }

    @Test func everyScreenDraggedByWholePixelsIsTheDirectPictureEveryFrame() throws {
        var kept = 0
        for entry in ScreenCatalog.entries {
            let app = try #require(
                ScreenCatalog.makeApplication(screen: entry.name, size: Size(width: 390, height: 844)))
            let driver = ScreenDriver(app: app)
            let retained = try HeadlessCanvas(size: app.size, scale: 2)
            let direct = try HeadlessCanvas(size: app.size, scale: 2)
            direct.keepsSubtreeRasters = false
            driver.enqueue(.touch(1, .began, at: Point(x: 200, y: 600), time: 0.01))
            // Four frames: drawn directly, rasterized (drawn the same twice running), copied twice.
            for frame in 1...4 {
                driver.enqueue(
                    .touch(
                        1, .moved, at: Point(x: 200 - Double(frame) * 5, y: 600 - Double(frame) * 12.5),
                        time: FrameLoop.time(ofFrame: frame) - 0.001))
                try driver.run(until: FrameLoop.time(ofFrame: frame))
                let picture = app.displayList()  // one picture for both canvases: the renderers are compared
                try retained.render(picture)
                try direct.render(picture)
                #expect(RGBAImage(retained) == RGBAImage(direct), "\(entry.name), frame \(frame): the pictures differ")
            }
            kept += retained.subtreeRasterizations
        }
        #expect(kept > 0)
    }
}
