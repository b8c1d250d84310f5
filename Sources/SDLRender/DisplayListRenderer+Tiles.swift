// DisplayListRenderer+Tiles — view subtrees that draw only on whole pixels (rectangular fills,
//   text) kept as tiles of rasters and copied unscaled, also when the output's edge or the clip
//   cuts them, when they are larger than the output, or when they have no background of their own
//   (SDL's software renderer; `TileRasterCache`).
// Implements: which `save … restore` groups qualify, their tiles drawn as the direct path draws
//   them, the copy of the parts that show; the painted boxes of a frame, for the colour under a
//   group without a background.
// Does not: groups with meshes, lines, pictures, backdrops or a scroll view's offset, groups under
//   a zoom or a translucent ancestor, groups of more than `SubtreeRaster.largestGroup` items
//   (drawn as before).

import CSDL2
import Geometry
import ScrollUI

/// Retained text.
///
/// SDL's software renderer blends every pixel of a line of text onto the output: the `document`
/// screen's 30 visible lines, each a thousand pixels wide at scale 2, took about 8 ms a frame in
/// the window to draw again at every step of a scroll when tinted (SDL's generic blit), and still
/// take a blend of each pixel in the text's own colour (`TextCache`).
/// A group of such items is drawn once into tiles and then copied without blending, as Core
/// Animation keeps a layer's backing store until its contents change, and `CATiledLayer` draws a
/// large layer in tiles as they come into view.
///
/// Exactness: every item of such a group lands on whole pixels — a rectangular fill snaps its
/// edges (`RenderState.snappedFill`) and SDL fills it with integer rectangles; a line of text is
/// placed at a whole pixel (`textPlacement`) and blitted unscaled — and SDL clips both to the
/// target exactly, at any edge, negative coordinates too (`SDL_IntersectRect`, `SDL_UpperBlit`).
/// So the group drawn on a tile with every pixel moved by the tile's corner, and without the clip
/// of its ancestors, gives the pixels the direct path gives, moved by whole pixels; the copy takes
/// only the part within the output and the clip. The tile starts as the opaque colour the group
/// sits on: its own background when that covers all it draws, else the colour of the one opaque
/// fill its pixels show on the output just before it (`PaintedBoxes`: the page under a paragraph);
/// blending on the tile is then the same arithmetic as on the output (the output's pixel format).
/// A fill that `VisibleFills` left partly undrawn counts as painted there: an opaque fill drawn
/// later replaces those pixels, whatever is copied under it.
///
/// Keys, sightings, budget: as `SubtreeRaster` (the items after the group's own `translate`, and
/// the fraction of a pixel of its origin), a group is tiled once it was drawn the same in two
/// frames running; a tile is drawn when it first shows, at most `TileRasterCache.tileSide` pixels
/// a side, so a page zoomed to 3 keeps only what is on screen and near it, within
/// `TileRasterCache.defaultPixelBudget`.
extension DisplayListRenderer {
    /// Draws the group `start…end` from a raster of its whole subtree or from its tiles; false
    /// when it is to be drawn item by item. Notes the pixels it painted.
    func drawGroupFromRasters(_ items: [DisplayItem], _ start: Int, _ end: Int, output: PixelBox) -> Bool {
        if drawSubtreeFromRaster(items, start, end, output: output) {
            notePaintedBackground(of: items, start, end, output: output)
            return true
        }
        return drawGroupFromTiles(items, start, end, output: output)
    }

    /// Notes what `item`, about to be drawn directly in the current state, paints on the output.
    func notePainted(_ item: DisplayItem, output: PixelBox) {
        guard let tiles, keepsSubtreeRasters, rasterShift == nil, !RenderState.changesStateOnly(item),
            !drawsNothing(item, in: state)
        else { return }
        var box = extent(of: item, in: state) ?? output
        box = box.intersection(output)
        if let clip = state.clipBox { box = box.intersection(clip) }
        tiles.painted.note(box, colour: opaqueFillColour(item, in: state))
    }

    /// Notes the background the renderer paints where no opaque fill does.
    func notePaintedBackground(_ boxes: [PixelBox], colour: Color) {
        guard let tiles, keepsSubtreeRasters else { return }
        let alpha = RenderState.channel(colour.alpha)
        let bits = alpha == 255 ? Self.opaqueBits(colour) : nil
        for box in boxes { tiles.painted.note(box, colour: bits) }
    }

    /// Draws a group of whole-pixel items from its tiles, making those that show and are not kept
    /// yet; false when it is to be drawn item by item.
    private func drawGroupFromTiles(_ items: [DisplayItem], _ start: Int, _ end: Int, output: PixelBox) -> Bool {
        guard let tiles, keepsSubtreeRasters, rasterShift == nil, end - start <= SubtreeRaster.largestGroup,
            state.zoom == 1, state.opacity == 1, start + 2 < end, case .translate(let origin) = items[start + 1],
            Self.drawsOnWholePixels(items[(start + 2)..<end]), let (corner, fraction) = originPixel(origin)
        else { return false }
        let key = TileRasterCache.GroupKey(
            items: Array(items[(start + 2)..<end]), scale: scale, fraction: SubtreeRaster.keyFraction(fraction))
        let group: TileRasterCache.Group
        if let known = tiles.group(key) {
            group = known
        } else {
            guard tiles.isSecondSighting(key) else { return false }
            let made = tileGroup(items[(start + 1)..<end], corner: corner)
            tiles.keep(made, as: key)
            guard let made else { return false }
            group = made
        }
        var shown = group.extent.offsetBy(corner.x, corner.y).intersection(output)
        if let clip = state.clipBox { shown = shown.intersection(clip) }
        guard !shown.isEmpty else { return true }
        guard let underlay = group.ownBackground ?? tiles.painted.underlay(of: shown) else { return false }
        if underlay != group.underlay {
            tiles.freeTiles(of: group)
            group.underlay = underlay
        }
        guard copyTiles(of: group, drawing: items[start...end], corner: corner, shown: shown) else { return false }
        tiles.painted.note(shown, colour: nil)
        return true
    }

    /// Whether every item draws on whole pixels (rectangular fills and text) or sets state
    /// other than a zoom or a scroll offset. A scroll view's subtree changes with every step of a
    /// scroll and is left to its content's views, which do not: tiled whenever a drag paused for
    /// two frames, the `document` screen's whole scroll view cost a frame of 5 ms for nothing.
    static func drawsOnWholePixels(_ items: ArraySlice<DisplayItem>) -> Bool {
        items.allSatisfy { item in
            switch item {
            case .fill(_, _, let radius): radius <= 0
            case .text, .save, .restore, .translate, .clip, .opacity: true
            case .line, .image, .croppedImage, .backdrop, .scale, .contentOffset: false
            }
        }
    }

    /// The whole pixel at or before the group's origin on the output, and how far the origin is
    /// past it; nil when out of range.
    private func originPixel(_ origin: Point) -> ((x: Int32, y: Int32), Point)? {
        let x = (state.translation.x + origin.x) * scale, y = (state.translation.y + origin.y) * scale
        guard x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { return nil }
        let cornerX = x.rounded(.down), cornerY = y.rounded(.down)
        return ((Int32(cornerX), Int32(cornerY)), Point(x: x - cornerX, y: y - cornerY))
    }

    /// What the group (its items after `save`) draws, relative to `corner`, without its
    /// ancestors' clip, and its own opaque background when that is the first thing it draws and
    /// covers the rest; nil when too large to tile.
    private func tileGroup(_ items: ArraySlice<DisplayItem>, corner: (x: Int32, y: Int32)) -> TileRasterCache.Group? {
        var probe = state, probes: [RenderState] = []
        probe.clip = nil
        var drawn = PixelBox(x: 0, y: 0, width: 0, height: 0), first: (box: PixelBox, colour: UInt32?)?
        for item in items where !probe.apply(item, stack: &probes, scale: scale) {
            guard !drawsNothing(item, in: probe) else { continue }
            guard var box = extent(of: item, in: probe) else { return nil }
            if let clip = probe.clipBox { box = box.intersection(clip) }
            if first == nil { first = (box, opaqueFillColour(item, in: probe)) }
            drawn = drawn.union(box)
        }
        let limit: Int32 = 1 << 29
        guard abs(drawn.x) < limit, abs(drawn.y) < limit, drawn.width < limit, drawn.height < limit else { return nil }
        let ownBackground = first.flatMap { $0.box.contains(drawn) ? $0.colour : nil }
        return TileRasterCache.Group(extent: drawn.offsetBy(-corner.x, -corner.y), ownBackground: ownBackground)
    }

    /// Copies the part `shown` (output pixels) of `group` placed at `corner` from its tiles,
    /// drawing those not kept yet from `groupItems`; false (nothing copied) when they cannot be made.
    private func copyTiles(
        of group: TileRasterCache.Group, drawing groupItems: ArraySlice<DisplayItem>, corner: (x: Int32, y: Int32),
        shown: PixelBox
    ) -> Bool {
        guard let tiles else { return false }
        let local = shown.offsetBy(-corner.x, -corner.y), side = TileRasterCache.tileSide
        var indices: [TileRasterCache.TileIndex] = []
        for row in local.y.floorDivided(by: side)...(local.y + local.height - 1).floorDivided(by: side) {
            for column in local.x.floorDivided(by: side)...(local.x + local.width - 1).floorDivided(by: side) {
                indices.append(TileRasterCache.TileIndex(column: column, row: row))
            }
        }
        let missing = indices.filter { group.tiles[$0] == nil }
        let cell = { (index: TileRasterCache.TileIndex) in
            PixelBox(x: index.column * side, y: index.row * side, width: side, height: side).intersection(group.extent)
        }
        guard tiles.makeRoom(for: missing.reduce(0) { $0 + Int(cell($1).area) }) else { return false }
        for index in missing {
            let box = cell(index)
            guard let texture = drawTile(groupItems, at: box.offsetBy(corner.x, corner.y), underlay: group.underlay)
            else { return false }
            tiles.add(.init(texture: texture, box: box, lastUsedFrame: tiles.frame), at: index, to: group)
        }
        for index in indices {
            guard let tile = group.tiles[index] else { continue }
            group.tiles[index]?.lastUsedFrame = tiles.frame
            let part = tile.box.intersection(local)
            var source = SDL_Rect(x: part.x - tile.box.x, y: part.y - tile.box.y, w: part.width, h: part.height)
            var destination = SDL_Rect(x: part.x + corner.x, y: part.y + corner.y, w: part.width, h: part.height)
            SDL_RenderCopy(renderer, tile.texture, &source, &destination)
        }
        return true
    }

    /// Draws `groupItems` (`save` … `restore`) on a new tile of `box` (output pixels) filled
    /// with `underlay` first, as the direct path draws them on the output, without the clip of
    /// the group's ancestors.
    private func drawTile(_ groupItems: ArraySlice<DisplayItem>, at box: PixelBox, underlay: UInt32) -> OpaquePointer? {
        guard
            let tile = SDL_CreateTexture(
                renderer, outputPixelFormat, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), box.width, box.height)
        else { return nil }
        SDL_SetTextureBlendMode(tile, SDL_BLENDMODE_NONE)
        let picture = SDL_GetRenderTarget(renderer)
        let (saved, savedStack) = (state, stack)
        state.clip = nil
        rasterShift = (box.x, box.y)
        setRenderTarget(tile)
        let colour = SDL_Color(bits: underlay)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, colour.r, colour.g, colour.b, colour.a)
        SDL_RenderFillRect(renderer, nil)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        for item in groupItems { drawItem(item) }
        rasterShift = nil
        (state, stack) = (saved, savedStack)
        setRenderTarget(picture)
        return tile
    }

    /// Notes the background of a group just copied from its subtree raster (its first drawn
    /// item, which holds all it draws), painted in mixed colours.
    private func notePaintedBackground(of items: [DisplayItem], _ start: Int, _ end: Int, output: PixelBox) {
        guard let tiles, keepsSubtreeRasters else { return }
        var probe = state, probes: [RenderState] = []
        for item in items[(start + 1)..<end] where !probe.apply(item, stack: &probes, scale: scale) {
            tiles.painted.note((extent(of: item, in: probe) ?? output).intersection(output), colour: nil)
            return
        }
    }

    /// Whether the direct path draws nothing for `item` (a fill that is transparent or empty).
    private func drawsNothing(_ item: DisplayItem, in probe: RenderState) -> Bool {
        guard case .fill(let rect, let color, _) = item else { return false }
        return !(color.alpha * probe.opacity > 0 && rect.width > 0 && rect.height > 0)
    }

    /// The colour an opaque rectangular fill paints (`SDL_Color.bits`); nil for anything else.
    private func opaqueFillColour(_ item: DisplayItem, in probe: RenderState) -> UInt32? {
        guard case .fill(let rect, let color, let radius) = item, radius <= 0, !drawsNothing(item, in: probe)
        else { return nil }
        let coverage = RenderState.snappedFill(probe.pixelRect(rect, scale: scale)).coverage
        return RenderState.channel(color.alpha * probe.opacity * coverage) == 255 ? Self.opaqueBits(color) : nil
    }

    /// `color`'s channels as the renderer sets them, opaque.
    private static func opaqueBits(_ color: Color) -> UInt32 {
        SDL_Color(
            r: RenderState.channel(color.red), g: RenderState.channel(color.green), b: RenderState.channel(color.blue),
            a: 255
        ).bits
    }
}

extension PixelBox {
    /// The box moved by whole pixels.
    func offsetBy(_ dx: Int32, _ dy: Int32) -> PixelBox { PixelBox(x: x + dx, y: y + dy, width: width, height: height) }

    /// The smallest box holding both (an empty box adds nothing).
    func union(_ other: PixelBox) -> PixelBox {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let x0 = Swift.min(x, other.x), y0 = Swift.min(y, other.y)
        let x1 = Swift.max(x + width, other.x + other.width), y1 = Swift.max(y + height, other.y + other.height)
        return PixelBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Int32 {
    /// The quotient rounded toward minus infinity (tile indices of negative pixels).
    fileprivate func floorDivided(by divisor: Int32) -> Int32 {
        let quotient = self / divisor
        return self % divisor < 0 ? quotient - 1 : quotient
    }
}
