// DisplayListRenderer+Subtrees — a view's whole subtree kept as a raster and copied unscaled
//   (SDL's software renderer), through `MeshRasterCache`.
// Implements: which `save … restore` groups qualify (a view with an opaque rectangular
//   background at whole pixels, inside the output and the clip, drawing nothing beyond it), the
//   key (its items after its own translation), the raster drawn as the direct path draws, shifted
//   by whole pixels (`rasterShift`).
// Does not: groups under a zoom or a translucent ancestor, groups with a backdrop, groups cut by
//   the clip or the output's edge (drawn directly: SDL truncates negative pixels toward zero).

import CSDL2
import Geometry
import ScrollUI

/// A view subtree kept as a raster: what its raster is keyed by.
enum SubtreeRaster {
    /// The subtree's items after its own `translate` (so its place is not part of it), at a
    /// scale, and the fraction of a pixel its origin is past its raster's corner.
    struct Key: Hashable {
        let items: [DisplayItem]
        let scale: Double
        let fraction: Point
        /// The hash of the rest, computed once: a key is looked up two or three times a frame.
        private let hashCode: Int

        init(items: [DisplayItem], scale: Double, fraction: Point) {
            (self.items, self.scale, self.fraction) = (items, scale, fraction)
            var hasher = Hasher()
            hasher.combine(items)
            hasher.combine(scale)
            hasher.combine(fraction)
            hashCode = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }
    }

    /// Groups of more items are not keyed: hashing a screen's whole content every frame of a
    /// scroll costs more than its raster saves (rows, bars and cards have 10–40 items).
    static let largestGroup = 64

    /// `fraction` on a grid of 1/65536 pixel: the same place computed from offsets of different
    /// sizes differs in its last bits, not in the pixels it gives.
    static func keyFraction(_ fraction: Point) -> Point {
        Point(x: (fraction.x * 65536).rounded() / 65536, y: (fraction.y * 65536).rounded() / 65536)
    }

    /// For each `save`, the index of its `restore` (-1 elsewhere, or when unbalanced).
    static func groupEnds(_ items: [DisplayItem]) -> [Int] {
        var ends = [Int](repeating: -1, count: items.count), open: [Int] = []
        for (index, item) in items.enumerated() {
            switch item {
            case .save: open.append(index)
            case .restore: if let start = open.popLast() { ends[start] = index }
            default: break
            }
        }
        return ends
    }

    /// The whole pixels around `pixels` grown by `margin` (anti-aliased fringes, line widths).
    static func outer(_ pixels: Rect, margin: Double) -> PixelBox {
        let x0 = (pixels.minX - margin).rounded(.down), y0 = (pixels.minY - margin).rounded(.down)
        let x1 = (pixels.maxX + margin).rounded(.up), y1 = (pixels.maxY + margin).rounded(.up)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, abs(x0) < 1e9, abs(y0) < 1e9, abs(x1) < 1e9,
            abs(y1) < 1e9
        else {
            return PixelBox(x: Int32.min / 2, y: Int32.min / 2, width: Int32.max, height: Int32.max)
        }
        return PixelBox(x: Int32(x0), y: Int32(y0), width: Int32(x1 - x0), height: Int32(y1 - y0))
    }
}

extension DisplayListRenderer {
    /// Draws the group `start…end` (a `save` and its `restore`) from its raster, making the
    /// raster when the group was drawn the same in the previous frame; false when it is to be
    /// drawn item by item.
    func drawSubtreeFromRaster(_ items: [DisplayItem], _ start: Int, _ end: Int, output: PixelBox) -> Bool {
        guard let meshes, keepsSubtreeRasters, rasterShift == nil, end - start <= SubtreeRaster.largestGroup,
            let (box, fraction) = subtreeBox(items, start, end, output: output)
        else { return false }
        let key = MeshRasterCache.RasterKey.subtree(
            SubtreeRaster.Key(
                items: Array(items[(start + 2)..<end]), scale: scale, fraction: SubtreeRaster.keyFraction(fraction)))
        if let entry = meshes.used(key) {
            copy(entry, to: box)
            return true
        }
        guard meshes.isSecondSighting(key), !unfitSubtrees.contains(key) else { return false }
        guard staysWithin(box, items[(start + 1)..<end]) else {
            if unfitSubtrees.count > 1024 { unfitSubtrees.removeAll() }
            unfitSubtrees.insert(key)
            return false
        }
        guard let entry = rasterize(items[start...end], box: box, frame: meshes.currentFrame) else { return false }
        meshes.keep(entry, as: key)
        meshes.subtreeRasterizations += 1
        copy(entry, to: box)
        return true
    }

    /// The pixels of a group's opaque background, and how far its origin is past their corner,
    /// when the group qualifies: `save`, `translate`, an optional clip, then an opaque
    /// rectangular fill of its bounds, inside the output and the clip, with no zoom or
    /// translucency above it.
    private func subtreeBox(_ items: [DisplayItem], _ start: Int, _ end: Int, output: PixelBox) -> (PixelBox, Point)? {
        guard state.zoom == 1, state.opacity == 1, start + 2 < end, case .translate(let origin) = items[start + 1]
        else { return nil }
        var fillIndex = start + 2
        if case .clip = items[fillIndex] { fillIndex += 1 }
        guard fillIndex < end, case .fill(let local, let color, let radius) = items[fillIndex], radius <= 0,
            color.alpha >= 1,
            local.minX == 0, local.minY == 0
        else { return nil }
        let x = (state.translation.x + origin.x) * scale, y = (state.translation.y + origin.y) * scale
        let (box, coverage) = RenderState.snappedFill(
            Rect(x: x, y: y, width: local.width * scale, height: local.height * scale))
        guard coverage == 1, box.width <= 4096, box.height <= 4096, output.contains(box),
            state.clipBox.map({ $0.contains(box) }) ?? true
        else { return nil }
        return (box, Point(x: x - Double(box.x), y: y - Double(box.y)))
    }

    /// Whether everything `items` (a group after its `save`) draws stays within `box`.
    private func staysWithin(_ box: PixelBox, _ items: ArraySlice<DisplayItem>) -> Bool {
        var probe = state, probes: [RenderState] = []
        for item in items where !probe.apply(item, stack: &probes, scale: scale) {
            guard let extent = extent(of: item, in: probe), box.contains(extent) else { return false }
        }
        return true
    }

    /// The whole pixels `item` may touch when drawn in `probe`'s state; nil for what is never kept.
    func extent(of item: DisplayItem, in probe: RenderState) -> PixelBox? {
        switch item {
        case .fill(let rect, _, let radius):
            let pixels = probe.pixelRect(rect, scale: scale)
            return radius <= 0 ? RenderState.snappedFill(pixels).box : SubtreeRaster.outer(pixels, margin: 1)
        case .line(let from, let to, let width, _):
            let a = probe.pixelPoint(from, scale: scale), b = probe.pixelPoint(to, scale: scale)
            let span = Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
            return SubtreeRaster.outer(span, margin: width * probe.zoom * scale / 2 + 1)
        case .text(let string, let box, let font, let colour, let alignment):
            let placed = textPlacement(
                string, box: probe.pixelRect(box, scale: scale), font: font, zoom: probe.zoom, alignment: alignment,
                colour: colour)
            guard let placed else { return PixelBox(x: 0, y: 0, width: 0, height: 0) }
            return PixelBox(
                x: placed.destination.x, y: placed.destination.y, width: placed.destination.w,
                height: placed.destination.h)
        case .image(_, let rect, _): return SubtreeRaster.outer(probe.pixelRect(rect, scale: scale), margin: 1)
        case .croppedImage(_, _, let visible, _):
            return SubtreeRaster.outer(probe.pixelRect(visible, scale: scale), margin: 1)
        case .backdrop, .save, .restore, .translate, .contentOffset, .scale, .opacity, .clip: return nil
        }
    }

    /// Draws `group` on a new raster of `box`'s size, exactly as the direct path draws it on the
    /// output, moved by `box`'s corner (whole pixels).
    private func rasterize(_ group: ArraySlice<DisplayItem>, box: PixelBox, frame: Int) -> MeshRasterCache.Entry? {
        guard
            let raster = SDL_CreateTexture(
                renderer, outputPixelFormat, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), box.width, box.height)
        else { return nil }
        SDL_SetTextureBlendMode(raster, SDL_BLENDMODE_NONE)
        let picture = SDL_GetRenderTarget(renderer)
        let (saved, savedStack) = (state, stack)
        rasterShift = (box.x, box.y)
        setRenderTarget(raster)
        for item in group { drawItem(item) }
        rasterShift = nil
        (state, stack) = (saved, savedStack)
        setRenderTarget(picture)
        return MeshRasterCache.Entry(texture: raster, width: box.width, height: box.height, lastUsedFrame: frame)
    }

    /// Copies a subtree's raster to `box`, replacing the pixels (it is opaque, or exactly the
    /// direct path's pixels in all four channels).
    private func copy(_ entry: MeshRasterCache.Entry, to box: PixelBox) {
        var destination = SDL_Rect(x: box.x, y: box.y, w: box.width, h: box.height)
        SDL_RenderCopy(renderer, entry.texture, nil, &destination)
    }

    /// The pixel format subtree rasters are drawn in: the output's, so that blending on a raster
    /// is the same arithmetic as on the output.
    var outputPixelFormat: UInt32 {
        guard let window = SDL_RenderGetWindow(renderer) else { return SDL_PIXELFORMAT_ARGB8888.rawValue }
        let format = SDL_GetWindowPixelFormat(window)
        return format == SDL_PIXELFORMAT_UNKNOWN.rawValue ? SDL_PIXELFORMAT_ARGB8888.rawValue : format
    }
}
