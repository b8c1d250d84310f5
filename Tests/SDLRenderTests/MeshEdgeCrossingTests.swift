import Geometry
import SDLRender
import ScrollUI
import Testing

/// A rounded card sliding out over the output's left or top edge by whole pixels keeps one
/// raster (`MeshRasterCache`): its vertices past the edge are placed in the pixel they are in
/// (`SoftwarePoints.floorNegative`), so the mesh keeps its shape while its corner crosses the edge,
/// and every frame is still what a fresh canvas draws.
@Suite struct MeshEdgeCrossingTests {
    static let size = Size(width: 200, height: 300)

    /// A green card with 16 pt corners at `origin` (points).
    static func card(at origin: Point) -> DisplayList {
        var list = DisplayList()
        list.append(
            .fill(Rect(x: origin.x, y: origin.y, width: 150, height: 200), Color(hex: 0x34C759), cornerRadius: 16))
        return list
    }

    static func slide(_ origins: [Point]) throws -> (rasterizations: Int, differing: [Point]) {
        let canvas = try HeadlessCanvas(size: size, scale: 2)
        var differing: [Point] = []
        for origin in origins {
            try canvas.render(card(at: origin))
            let direct = try HeadlessCanvas(size: size, scale: 2)
            try direct.render(card(at: origin))
            if RGBAImage(canvas) != RGBAImage(direct) { differing.append(origin) }
        }
        return (canvas.meshRasterizations, differing)
    }

    @Test func aCardSlidingOutOverTheLeftEdgeIsRasterizedOnce() throws {
        // One pixel (half a point) a frame, from 10.25 pt to 10.25 − 30 pt: the corner crosses x = 0.
        let (rasterizations, differing) = try Self.slide((0..<60).map { Point(x: 10.25 - Double($0) * 0.5, y: 40) })
        #expect(rasterizations == 1)
        #expect(differing.isEmpty, "frames differing from a fresh canvas at \(differing)")
    }

    @Test func aCardSlidingUpOverTheTopEdgeIsRasterizedOnce() throws {
        let (rasterizations, differing) = try Self.slide((0..<60).map { Point(x: 20, y: 10.3 - Double($0) * 0.5) })
        #expect(rasterizations == 1)
        #expect(differing.isEmpty, "frames differing from a fresh canvas at \(differing)")
    }
}
