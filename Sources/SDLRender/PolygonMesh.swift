// PolygonMesh — triangles for SDL_RenderGeometry.
// Implements: convex polygons with a one-pixel anti-aliased fringe, optionally textured; rounded
//   rectangles; thick lines.
// Does not: concave or self-intersecting polygons, curves other than corner arcs, line caps or joins.

import CSDL2
import Foundation

/// Triangles for a filled convex polygon with a one-pixel anti-aliased fringe: the polygon is
/// drawn half a pixel inside its outline at full alpha and fades to zero half a pixel outside.
struct PolygonMesh {
    var vertices: [SDL_Vertex] = []
    var indices: [Int32] = []

    /// Adds a convex polygon given in pixels (either winding order), in `color`; with a
    /// `textureFrame` (pixels) the texture is mapped across that rectangle.
    mutating func addConvexPolygon(_ points: [SDL_FPoint], color: SDL_Color, textureFrame: SDL_FRect? = nil) {
        let count = points.count
        guard count >= 3 else { return }
        let area = (0..<count).reduce(0.0) { sum, i in
            let a = points[i], b = points[(i + 1) % count]
            return sum + Double(a.x * b.y - b.x * a.y)
        }
        let outward: Float = area > 0 ? 1 : -1
        let base = Int32(vertices.count)
        var transparent = color
        transparent.a = 0
        for i in 0..<count {
            let previous = points[(i + count - 1) % count], point = points[i], next = points[(i + 1) % count]
            let n1 = Self.normal(from: previous, to: point, sign: outward)
            let n2 = Self.normal(from: point, to: next, sign: outward)
            // Miter vector: moves both adjacent edges by one unit.
            let denominator = max(1 + n1.x * n2.x + n1.y * n2.y, 0.25)
            let miter = SDL_FPoint(x: (n1.x + n2.x) / denominator, y: (n1.y + n2.y) / denominator)
            vertices.append(Self.vertex(point.x - miter.x * 0.5, point.y - miter.y * 0.5, color))
            vertices.append(Self.vertex(point.x + miter.x * 0.5, point.y + miter.y * 0.5, transparent))
        }
        if let frame = textureFrame, frame.w > 0, frame.h > 0 {
            for i in base..<Int32(vertices.count) {
                let position = vertices[Int(i)].position
                // SDL rejects texture coordinates outside 0…1, which the outer fringe would reach.
                vertices[Int(i)].tex_coord = SDL_FPoint(
                    x: min(max((position.x - frame.x) / frame.w, 0), 1),
                    y: min(max((position.y - frame.y) / frame.h, 0), 1))
            }
        }
        var fringe: [Int32] = []
        for i in 0..<count {  // the fringe as quads between inner and outer rings
            let inner = base + Int32(2 * i), outer = inner + 1
            let nextInner = base + Int32(2 * ((i + 1) % count)), nextOuter = nextInner + 1
            fringe += [inner, outer, nextOuter, inner, nextOuter, nextInner]
        }
        indices += Self.inside(points, base: base, fringe: fringe, vertices: vertices) + fringe
    }

    /// The inner polygon's triangles: strips, or a fan from the first point where SDL would draw
    /// two triangles in a row of either as one rectangle (from its unrounded points: other pixels).
    private static func inside(
        _ points: [SDL_FPoint], base: Int32, fringe: [Int32], vertices: [SDL_Vertex]
    )
        -> [Int32]
    {
        var fan: [Int32] = []
        for i in 1..<(points.count - 1) { fan += [base, base + Int32(2 * i), base + Int32(2 * i + 2)] }
        let strips = strips(innerOf: points, base: base)
        let rectangle = SoftwareQuads.found(vertices, strips + fringe) || SoftwareQuads.found(vertices, fan + fringe)
        return rectangle ? fan : strips
    }

    /// The inner polygon as triangles from its top down, each between the next point of its left
    /// and right sides: SDL's software rasterizer tests every pixel of each triangle's bounding
    /// box, and a fan's triangles each span most of the shape (a rounded rectangle's 68 points
    /// cost about 20 times its area), where these strips cost about twice it. A coloured shape
    /// gets the same pixels: SDL fills the closed triangles from whole-pixel points, so any
    /// triangulation of one colour covers the same pixels with it, but for the odd pixel a fan's
    /// sliver along a narrow shape catches (`PolygonMeshTests`). A picture
    /// covers the same pixels, but SDL maps texels per triangle from whole texels, so some land one
    /// texel from where a fan put them (invisible; 0.2 % of the `images` golden's pixels moved).
    /// Neighbouring strips are listed apart (every other one first), so that no two in a row
    /// share a side: SDL draws two such triangles that make an axis-aligned rectangle as one.
    private static func strips(innerOf points: [SDL_FPoint], base: Int32) -> [Int32] {
        let count = points.count
        let top = points.indices.min { (points[$0].y, points[$0].x) < (points[$1].y, points[$1].x) } ?? 0
        var left = top, right = (top + 1) % count
        var triangles: [[Int32]] = []
        func inner(_ i: Int) -> Int32 { base + Int32(2 * i) }
        for _ in 0..<(count - 2) {
            let nextLeft = (left + count - 1) % count, nextRight = (right + 1) % count
            if points[nextLeft].y < points[nextRight].y {
                triangles.append([inner(left), inner(right), inner(nextLeft)])
                left = nextLeft
            } else {
                triangles.append([inner(left), inner(right), inner(nextRight)])
                right = nextRight
            }
        }
        let even = stride(from: 0, to: triangles.count, by: 2), odd = stride(from: 1, to: triangles.count, by: 2)
        return (even.map { triangles[$0] } + odd.map { triangles[$0] }).flatMap { $0 }
    }

    private static func normal(from a: SDL_FPoint, to b: SDL_FPoint, sign: Float) -> SDL_FPoint {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = max((dx * dx + dy * dy).squareRoot(), 1e-6)
        // For a counter-clockwise polygon in y-down space the outward normal is (dy, -dx).
        return SDL_FPoint(x: sign * dy / length, y: -sign * dx / length)
    }

    private static func vertex(_ x: Float, _ y: Float, _ color: SDL_Color) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: color, tex_coord: SDL_FPoint(x: 0, y: 0))
    }

    /// The outline of a rounded rectangle in pixels, clockwise in y-down space.
    static func roundedRect(_ frame: SDL_FRect, radius: Float) -> [SDL_FPoint] {
        let x = frame.x, y = frame.y, width = frame.w, height = frame.h
        let r = min(radius, width / 2, height / 2)
        let segments = max(3, min(16, Int(r / 1.5)))
        let corners: [(Float, Float, Float)] = [  // centre x, centre y, start angle
            (x + width - r, y + r, -Float.pi / 2), (x + width - r, y + height - r, 0),
            (x + r, y + height - r, Float.pi / 2), (x + r, y + r, Float.pi),
        ]
        var points: [SDL_FPoint] = []
        for (cx, cy, start) in corners {
            for step in 0...segments {
                let angle = start + Float(step) / Float(segments) * Float.pi / 2
                points.append(SDL_FPoint(x: cx + r * cosf(angle), y: cy + r * sinf(angle)))
            }
        }
        return points
    }

    /// The outline of a line of `width` pixels from `a` to `b` (a rectangle around the segment).
    static func thickLine(from a: SDL_FPoint, to b: SDL_FPoint, width: Float) -> [SDL_FPoint] {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = max((dx * dx + dy * dy).squareRoot(), 1e-6)
        let nx = -dy / length * width / 2, ny = dx / length * width / 2
        return [
            SDL_FPoint(x: a.x + nx, y: a.y + ny), SDL_FPoint(x: b.x + nx, y: b.y + ny),
            SDL_FPoint(x: b.x - nx, y: b.y - ny), SDL_FPoint(x: a.x - nx, y: a.y - ny),
        ]
    }
}
