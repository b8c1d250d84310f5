// MeshRasterCache — anti-aliased meshes (rounded rectangles, pictures with rounded corners) kept
//   as rasters for SDL's software renderer, so a scroll copies them instead of rasterizing them.
// Implements: a cache keyed by what SDL's software rasterizer sees of a mesh (its whole-pixel
//   vertices relative to their corner, texture coordinates in texels, colours, triangles); an
//   entry made once a mesh is drawn in two frames running; entries idle for a while, or past a
//   pixel budget, freed; the same for view subtrees (`DisplayListRenderer+Subtrees.swift`).
// Does not: cache for GPU renderers (they draw meshes fast), translucent pictures (a fade blends
//   the picture itself), meshes SDL would draw partly as rectangles (`SoftwareQuads`).

import CSDL2

/// Rasters of meshes for SDL's software renderer, drawn once and then copied without scaling.
///
/// Exactness: SDL 2.26's software renderer truncates each vertex to whole pixels
/// (`SW_QueueGeometry`) and rasterizes the triangles with integer edge functions from those
/// points (`SDL_SW_FillTriangle`, `SDL_SW_BlitTriangle` in SDL_triangle.c), so a mesh's pixels
/// depend only on those whole-pixel points, its texels and its colours, and move with them by
/// whole pixels. A raster drawn from the same points, moved back by whole pixels, is therefore
/// the same pixels — unless SDL draws some pairs of triangles as rectangles instead
/// (`SDL_SW_RenderGeometryRaw`), which uses the points before truncation; such meshes are drawn
/// directly (`SoftwareQuads`). The raster is copied with blending: its pixels are opaque where
/// the mesh drew (a coloured mesh is drawn on a transparent layer just as the direct path does),
/// transparent elsewhere, and SDL's blend of an opaque or a fully transparent pixel is exact.
///
/// When: Flutter's raster cache keeps a picture only after it was drawn in several frames running
/// (flutter/engine flow/raster_cache.h: `RasterCache`'s `access_threshold`, 3 frames), so that content that changes every frame
/// costs nothing extra; here two frames. Core Animation's layers keep their backing store the
/// same way until their contents change (`CALayer.contents`, `setNeedsDisplay`).
final class MeshRasterCache {
    /// A mesh's raster or a view subtree's (`SubtreeRaster`).
    enum RasterKey: Hashable {
        case mesh(Key)
        case subtree(SubtreeRaster.Key)
    }

    /// What SDL's software rasterizer sees of a mesh, placed at its top-left whole pixel.
    struct Key: Hashable {
        /// The texture, as an address (nil: a coloured mesh).
        let texture: UInt?
        /// x, y of each vertex in whole pixels relative to `origin`, then its texel (textured).
        let points: [Int32]
        /// Each vertex's colour as RGBA bytes (textured meshes: alpha ignored, see `entry`).
        let colours: [UInt32]
        let indices: [Int32]
        /// The hash of the rest, computed once: a key is looked up two or three times a frame.
        private let hashCode: Int

        init(texture: UInt?, points: [Int32], colours: [UInt32], indices: [Int32]) {
            (self.texture, self.points, self.colours, self.indices) = (texture, points, colours, indices)
            var hasher = Hasher()
            hasher.combine(texture)
            hasher.combine(points)
            hasher.combine(colours)
            hasher.combine(indices)
            hashCode = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }
    }

    struct Entry {
        let texture: OpaquePointer
        let width: Int32
        let height: Int32
        var lastUsedFrame: Int
        /// Its opaque middle, copied without blending (`OpaqueCore`); nil: blended whole.
        var opaqueCore: SDL_Rect? = nil
    }

    /// Frames an unused raster survives (half a second at 60 Hz).
    static let maximumIdleFrames = 30
    /// Pixels all rasters together may hold (32 MB of ARGB).
    static let pixelBudget = 8_000_000
    /// Meshes covering fewer pixels are drawn directly: there is little to save.
    static let minimumArea = 32 * 32

    private let renderer: OpaquePointer
    private var entries: [RasterKey: Entry] = [:]
    /// Meshes and subtrees drawn in the previous frame and in this one (directly, not yet cached).
    private var seenLastFrame: Set<RasterKey> = []
    private var seenThisFrame: Set<RasterKey> = []
    private var frame = 0
    private var pixels = 0
    /// Mesh rasters drawn so far (for tests).
    private(set) var rasterizations = 0
    /// Subtree rasters drawn so far (for tests).
    var subtreeRasterizations = 0

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
    }

    /// Whether `renderer` is SDL's software renderer, the only one this cache serves.
    static func serves(_ renderer: OpaquePointer) -> Bool {
        var info = SDL_RendererInfo()
        return SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }

    /// Marks the start of a frame; frees rasters idle for too long.
    func beginFrame() {
        frame += 1
        seenLastFrame = seenThisFrame
        seenThisFrame.removeAll(keepingCapacity: true)
        if frame % 15 == 0 { evict { frame - $0.lastUsedFrame > Self.maximumIdleFrames } }
    }

    /// The raster of a mesh and the pixel its top-left corner goes to, or nil when the mesh is to
    /// be drawn directly (not cacheable, or seen for the first time). `texture` must draw opaque.
    func raster(
        _ vertices: [SDL_Vertex], _ indices: [Int32], texture: OpaquePointer?
    ) -> (entry: Entry, origin: SDL_Point)? {
        guard let placed = Self.key(vertices, indices, texture: texture) else { return nil }
        if let entry = used(.mesh(placed.key)) { return (entry, placed.origin) }
        guard isSecondSighting(.mesh(placed.key)), let entry = draw(placed.key, placed.size, vertices, texture: texture)
        else {
            return nil
        }
        keep(entry, as: .mesh(placed.key))
        return (entry, placed.origin)
    }

    /// The raster kept for `key`, marked as used in this frame.
    func used(_ key: RasterKey) -> Entry? {
        guard var entry = entries[key] else { return nil }
        entry.lastUsedFrame = frame
        entries[key] = entry
        return entry
    }

    /// Notes `key` as drawn directly in this frame; true when it was drawn in the previous one
    /// too, so that it is worth a raster.
    func isSecondSighting(_ key: RasterKey) -> Bool {
        seenThisFrame.insert(key)
        return seenLastFrame.contains(key)
    }

    /// Keeps `entry` for `key`, within the pixel budget.
    func keep(_ entry: Entry, as key: RasterKey) {
        entries[key] = entry
        pixels += Int(entry.width) * Int(entry.height)
        if pixels > Self.pixelBudget { evictOldest() }
    }

    /// A raster's frame number, for a new entry.
    var currentFrame: Int { frame }

    /// The key of a mesh, where it goes and its size in pixels; nil when it is not to be cached.
    private static func key(
        _ vertices: [SDL_Vertex], _ indices: [Int32], texture: OpaquePointer?
    )
        -> (key: Key, origin: SDL_Point, size: (w: Int32, h: Int32))?
    {
        guard let bounds = SoftwarePoints.bounds(vertices) else { return nil }
        let width = bounds.maxX - bounds.minX, height = bounds.maxY - bounds.minY
        guard width > 0, height > 0, Int(width) * Int(height) >= minimumArea, width <= 4096, height <= 4096 else {
            return nil
        }
        var textureSize: (w: Int32, h: Int32) = (0, 0)
        if let texture { SDL_QueryTexture(texture, nil, nil, &textureSize.w, &textureSize.h) }
        var points: [Int32] = []
        points.reserveCapacity(vertices.count * (texture == nil ? 2 : 4))
        for vertex in vertices {
            points.append(SoftwarePoints.pixel(vertex.position.x) - bounds.minX)
            points.append(SoftwarePoints.pixel(vertex.position.y) - bounds.minY)
            if texture != nil {
                points.append(Int32(vertex.tex_coord.x * Float(textureSize.w)))
                points.append(Int32(vertex.tex_coord.y * Float(textureSize.h)))
            }
        }
        let key = Key(
            texture: texture.map { UInt(bitPattern: Int(bitPattern: UnsafeRawPointer($0))) }, points: points,
            colours: vertices.map(\.color.bits), indices: indices)
        guard !SoftwareQuads.found(vertices, indices) else {
            return nil
        }
        return (key, SDL_Point(x: bounds.minX, y: bounds.minY), (width, height))
    }

    /// `vertices` as the raster is drawn: at their whole-pixel places relative to the key's
    /// origin, and a textured mesh's in opaque white (see `draw`).
    private static func rasterVertices(_ key: Key, _ vertices: [SDL_Vertex]) -> [SDL_Vertex] {
        let textured = key.texture != nil, stride = textured ? 4 : 2
        return vertices.indices.map { i in
            var vertex = vertices[i]
            vertex.position = SDL_FPoint(x: Float(key.points[i * stride]), y: Float(key.points[i * stride + 1]))
            if textured { vertex.color = SDL_Color(r: 255, g: 255, b: 255, a: 255) }
            return vertex
        }
    }

    /// Draws `vertices` at the key's whole-pixel places on a new transparent raster of `size`, as
    /// the direct path would (coloured: without blending, as on the renderer's scratch layer;
    /// textured: opaque white, which picks the same texels and, the texture copying without
    /// blending, writes the same colours, opaque).
    private func draw(
        _ key: Key, _ size: (w: Int32, h: Int32), _ vertices: [SDL_Vertex], texture: OpaquePointer?
    ) -> Entry? {
        guard
            let raster = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), size.w, size.h)
        else { return nil }
        let placed = Self.rasterVertices(key, vertices)
        let picture = SDL_GetRenderTarget(renderer)
        var mode = SDL_BLENDMODE_NONE
        SDL_GetRenderDrawBlendMode(renderer, &mode)
        SDL_SetRenderTarget(renderer, raster)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
        // One triangle a call: SDL then rasterizes each, as it does the mesh's on the direct path,
        // and never takes two of them (opaque white on a straight fringe) for a rectangle.
        key.indices.withUnsafeBufferPointer { indices in
            for start in stride(from: 0, to: indices.count - 2, by: 3) {
                SDL_RenderGeometry(renderer, texture, placed, Int32(placed.count), indices.baseAddress! + start, 3)
            }
        }
        SDL_SetRenderTarget(renderer, picture)
        SDL_SetRenderDrawBlendMode(renderer, mode)
        SDL_SetTextureBlendMode(raster, SDL_BLENDMODE_BLEND)
        rasterizations += 1
        let core = opaqueCore(of: raster, size: size)
        SDL_SetRenderTarget(renderer, picture)
        return Entry(texture: raster, width: size.w, height: size.h, lastUsedFrame: frame, opaqueCore: core)
    }

    /// The opaque middle of `raster` (read back once), for rasters large enough to gain from it.
    private func opaqueCore(of raster: OpaquePointer, size: (w: Int32, h: Int32)) -> SDL_Rect? {
        guard size.w >= OpaqueCore.minimumSide, size.h >= OpaqueCore.minimumSide else { return nil }
        var pixels = [UInt32](repeating: 0, count: Int(size.w) * Int(size.h))
        SDL_SetRenderTarget(renderer, raster)
        let read = pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, size.w * 4)
        }
        guard read == 0 else { return nil }
        return pixels.withUnsafeBufferPointer { OpaqueCore.find($0, width: size.w, height: size.h) }
    }

    private func evict(where stale: (Entry) -> Bool) {
        for (key, entry) in entries where stale(entry) {
            SDL_DestroyTexture(entry.texture)
            pixels -= Int(entry.width) * Int(entry.height)
            entries[key] = nil
        }
    }

    /// Frees the least recently used rasters until the budget holds again.
    private func evictOldest() {
        let byAge = entries.sorted { $0.value.lastUsedFrame < $1.value.lastUsedFrame }
        for (key, entry) in byAge where pixels > Self.pixelBudget {
            SDL_DestroyTexture(entry.texture)
            pixels -= Int(entry.width) * Int(entry.height)
            entries[key] = nil
        }
    }
}

extension SDL_Color {
    /// The four bytes as one number (r in the lowest byte).
    var bits: UInt32 { UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24 }

    init(bits: UInt32) {
        self.init(r: UInt8(bits & 0xFF), g: UInt8(bits >> 8 & 0xFF), b: UInt8(bits >> 16 & 0xFF), a: UInt8(bits >> 24))
    }
}
