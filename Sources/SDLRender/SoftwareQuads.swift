// SoftwareQuads — what SDL 2.26's software renderer makes of a mesh before rasterizing it.
// Implements: its whole-pixel vertices (`SW_QueueGeometry`), and whether it would draw a pair of
//   triangles as a rectangle (`SDL_SW_RenderGeometryRaw`), for `MeshRasterCache`.
// Does not: meshes without indices (SDL matches their vertices by value; this renderer always
//   gives indices).

import CSDL2

/// The whole-pixel points SDL's software renderer rasterizes a mesh's vertices at.
enum SoftwarePoints {
    /// A coordinate as `SW_QueueGeometry` keeps it: `(int)` of the float, toward zero.
    static func pixel(_ value: Float) -> Int32 { Int32(value) }

    /// The smallest and largest whole-pixel x and y of `vertices`; nil when one is not finite or
    /// so far out (a million pixels) that it is no picture anyone sees.
    static func bounds(_ vertices: [SDL_Vertex]) -> (minX: Int32, minY: Int32, maxX: Int32, maxY: Int32)? {
        guard !vertices.isEmpty else { return nil }
        var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
        for vertex in vertices {
            let x = vertex.position.x, y = vertex.position.y
            guard x.isFinite, y.isFinite, abs(x) < 1e6, abs(y) < 1e6 else { return nil }
            let px = pixel(x), py = pixel(y)
            minX = min(minX, px); maxX = max(maxX, px)
            minY = min(minY, py); maxY = max(maxY, py)
        }
        return (minX, minY, maxX, maxY)
    }
}

/// Whether SDL's software renderer would draw two successive triangles of a mesh as one rectangle
/// (`SDL_RenderCopyF` or `SDL_RenderFillRectF`, from the unrounded points) rather than rasterize
/// them: they share two vertices, make an axis-aligned rectangle and have one colour. The test is
/// SDL_render.c's `SDL_SW_RenderGeometryRaw`, comparison for comparison.
enum SoftwareQuads {
    typealias Triangle = (Int, Int, Int)

    static func found(_ vertices: [SDL_Vertex], _ indices: [Int32]) -> Bool {
        vertices.withUnsafeBufferPointer { vertices in
            var previous: Triangle? = nil
            var start = 0
            while start + 2 < indices.count {
                let triangle = (Int(indices[start]), Int(indices[start + 1]), Int(indices[start + 2]))
                start += 3
                if let prior = previous, isRectangle(triangle, after: prior, vertices) { return true }
                previous = triangle
            }
            return false
        }
    }

    private static func isRectangle(
        _ k: Triangle, after prior: Triangle, _ vertices: UnsafeBufferPointer<SDL_Vertex>
    ) -> Bool {
        func shared(_ index: Int) -> Int { index == k.0 || index == k.1 || index == k.2 ? 1 : 0 }
        guard shared(prior.0) + shared(prior.1) + shared(prior.2) == 2 else { return false }
        let p = (vertices[k.0].position, vertices[k.1].position, vertices[k.2].position)
        let a = corner(k, p, <=), b = corner(k, p, >=)
        let c = k.0 != a && k.0 != b ? k.0 : k.1 != a && k.1 != b ? k.1 : k.2
        let c2 = prior.0 != a && prior.0 != b ? prior.0 : prior.1 != a && prior.1 != b ? prior.1 : prior.2
        let topLeft = vertices[a].position, bottomRight = vertices[b].position
        func rightAngle(at index: Int) -> Bool {
            let q = vertices[index].position
            return (topLeft.x == q.x && bottomRight.y == q.y) || (topLeft.y == q.y && bottomRight.x == q.x)
        }
        guard rightAngle(at: c), rightAngle(at: c2) else { return false }
        let colour = vertices[a].color.bits
        return vertices[b].color.bits == colour && vertices[c].color.bits == colour && vertices[c2].color.bits == colour
    }

    /// SDL's choice of the top-left (`<=`) or bottom-right (`>=`) vertex of a triangle.
    private static func corner(
        _ k: Triangle, _ p: (SDL_FPoint, SDL_FPoint, SDL_FPoint), _ order: (Float, Float) -> Bool
    ) -> Int {
        if order(p.0.x, p.1.x) && order(p.0.y, p.1.y) {
            return order(p.0.x, p.2.x) && order(p.0.y, p.2.y) ? k.0 : k.2
        }
        return order(p.1.x, p.2.x) && order(p.1.y, p.2.y) ? k.1 : k.2
    }
}
