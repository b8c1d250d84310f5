import CSDL2
import Testing

@testable import SDLRender

/// `PolygonMesh` fills a coloured shape's inside with strips from the top down instead of a fan:
/// SDL's software rasterizer draws the same pixels either way, in less time.
@Suite struct PolygonMeshTests {
    /// `mesh` drawn without blending (as `DisplayListRenderer` draws a coloured mesh on its
    /// scratch layer) on a transparent 240 × 240 surface, as ARGB bytes.
    private func pixels(of mesh: PolygonMesh) throws -> [UInt32] {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 240, 240, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
        SDL_RenderGeometry(
            renderer, nil, mesh.vertices, Int32(mesh.vertices.count), mesh.indices, Int32(mesh.indices.count))
        SDL_RenderPresent(renderer)
        let start = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        return Array(UnsafeBufferPointer(start: start, count: 240 * 240))
    }

    /// The same mesh with its inside as a fan from the first point, the way it was drawn before.
    private func asFan(_ mesh: PolygonMesh, points: Int) -> PolygonMesh {
        var fan = mesh
        let fringe = Array(mesh.indices.suffix(6 * points))
        var inside: [Int32] = []
        for i in 1..<(points - 1) { inside += [0, Int32(2 * i), Int32(2 * i + 2)] }
        fan.indices = inside + fringe
        return fan
    }

    /// Byte for byte but for the odd pixel: the fan's long slivers along a narrow shape can catch
    /// one pixel more at its edge (2 of 5,000 random shapes, 4–6 px across, one pixel each).
    @Test func roundedRectanglesAndLinesFillTheSamePixelsAsAFanDid() throws {
        var generator = SystemRandomNumberGenerator()
        var strips = 0, differingShapes = 0
        for _ in 0..<90 {
            let frame = SDL_FRect(
                x: Float.random(in: -20...60, using: &generator), y: Float.random(in: -20...60, using: &generator),
                w: Float.random(in: 1...180, using: &generator), h: Float.random(in: 1...180, using: &generator))
            // Every third one a line across, or straight along or down (SDL draws some as rectangles).
            let end = [
                SDL_FPoint(x: frame.x + frame.w, y: frame.y + frame.h), SDL_FPoint(x: frame.x, y: frame.y + frame.h),
                SDL_FPoint(x: frame.x + frame.w, y: frame.y),
            ]
            let outline =
                Int.random(in: 0..<3, using: &generator) == 0
                ? PolygonMesh.thickLine(
                    from: SDL_FPoint(x: frame.x, y: frame.y), to: end.randomElement(using: &generator)!,
                    width: Float.random(in: 0.5...12, using: &generator))
                : PolygonMesh.roundedRect(frame, radius: Float.random(in: 0...40, using: &generator))
            let color = SDL_Color(r: 52, g: 199, b: 89, a: UInt8.random(in: 60...255, using: &generator))
            var mesh = PolygonMesh()
            mesh.addConvexPolygon(outline, color: color)
            let fan = asFan(mesh, points: outline.count)
            strips += mesh.indices == fan.indices ? 0 : 1
            let differing = zip(try pixels(of: mesh), try pixels(of: fan)).filter { $0 != $1 }.count
            #expect(differing <= 1, "\(frame), \(outline.count) points: \(differing) pixels differ")
            differingShapes += differing > 0 ? 1 : 0
        }
        #expect(strips > 0, "the strips are not the fan")
        #expect(differingShapes <= 2, "\(differingShapes) of 90 shapes differ")
    }

    /// A picture's strips cover the pixels its fan covered, with the same coverage; only texels
    /// may land one apart (SDL maps them per triangle), which this does not compare.
    @Test func aPictureCoversThePixelsItsFanCovered() throws {
        for k in 0..<12 {
            let frame = SDL_FRect(
                x: Float(k) * 3.3 - 5, y: Float(k) * 2.7 - 5, w: 120 + Float(k) * 4.1, h: 90 + Float(k) * 2.9)
            let outline = PolygonMesh.roundedRect(frame, radius: 6 + Float(k) * 2)
            var mesh = PolygonMesh()
            mesh.addConvexPolygon(outline, color: SDL_Color(r: 255, g: 255, b: 255, a: 255), textureFrame: frame)
            let fan = asFan(mesh, points: outline.count)
            #expect(mesh.indices != fan.indices)
            #expect(try coverage(of: mesh) == coverage(of: fan), "\(frame)")
        }
    }

    /// The alpha `mesh` leaves on a transparent 240 × 240 surface, drawn with a picture unblended.
    private func coverage(of mesh: PolygonMesh) throws -> [UInt8] {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 240, 240, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
        let own = try #require(
            SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 64, 48))
        defer { SDL_DestroyTexture(own) }
        SDL_SetTextureBlendMode(own, SDL_BLENDMODE_NONE)
        SDL_RenderGeometry(
            renderer, own, mesh.vertices, Int32(mesh.vertices.count), mesh.indices, Int32(mesh.indices.count))
        SDL_RenderPresent(renderer)
        let start = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        return UnsafeBufferPointer(start: start, count: 240 * 240).map { UInt8($0 >> 24) }
    }
}
