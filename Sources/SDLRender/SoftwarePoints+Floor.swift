// SoftwarePoints+Floor — mesh vertices left of or above the output moved to the whole pixel they
//   are in, so that SDL's software renderer places them as it places those inside.
// Implements: negative coordinates with a fraction rounded down (coloured meshes, SDL's software
//   renderer).
// Does not: touch coordinates ≥ 0 or whole numbers, textured meshes (pictures), colours.

import CSDL2

extension SoftwarePoints {
    /// Moves each negative coordinate of `vertices` with a fraction down to its whole pixel.
    ///
    /// SDL 2.26's software renderer keeps a vertex as `(int)` of its float (`SW_QueueGeometry`),
    /// which is the pixel the point is in for x, y ≥ 0 but one pixel to the right of (below) it
    /// for negative ones: a shape crossing the output's left or top edge was bent by a pixel
    /// there, differently at each whole-pixel step of a scroll, so `MeshRasterCache` saw a new
    /// mesh in every frame while a rounded corner crossed the edge (a page-sized card drawn anew
    /// 28 times in 4 s of `paging`'s drags). Rounded down, every vertex is where its pixel is, a
    /// mesh moved by whole pixels keeps its shape, and its raster serves it across the edge. A
    /// whole-number float is kept exactly by `(int)`, so SDL draws the rounded points unchanged.
    /// For coloured meshes only: SDL maps a textured mesh's texels from its truncated points, so
    /// moving them would shift a picture's texels across whole triangles.
    static func floorNegative(_ vertices: inout [SDL_Vertex]) {
        for i in vertices.indices {
            let position = vertices[i].position
            if position.x < 0 { vertices[i].position.x = position.x.rounded(.down) }
            if position.y < 0 { vertices[i].position.y = position.y.rounded(.down) }
        }
    }
}
