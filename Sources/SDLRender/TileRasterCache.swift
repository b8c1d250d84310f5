// TileRasterCache — view subtrees that draw only on whole pixels, kept as tiles of rasters for
//   SDL's software renderer (`DisplayListRenderer+Tiles.swift` draws and copies them).
// Implements: groups keyed by their items after their own `translate`; for each, what it draws
//   (whole pixels relative to its origin), the opaque colour under it and its tiles, made when
//   they first show; a pixel budget and an idle rule; the output's painted boxes in a frame, to
//   find the opaque fill a group without a background of its own sits on.
// Does not: decide which groups qualify or draw anything (the renderer does).

import CSDL2
import Geometry
import ScrollUI

/// Rasters of view subtrees cut into tiles of at most `tileSide` pixels a side, each made only
/// when it is first on the output (Core Animation's `CATiledLayer` draws a large layer's tiles
/// the same way, as they scroll into view; Flutter's raster cache keeps a repaint boundary's
/// picture once it was drawn in two frames running, as here).
final class TileRasterCache {
    /// A group's items after its own `translate`, at a scale, and the fraction of a pixel its
    /// origin is past its whole pixel (`SubtreeRaster.keyFraction`).
    struct GroupKey: Hashable {
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

    /// A tile's place in its group's grid.
    struct TileIndex: Hashable {
        let column: Int32, row: Int32
    }

    struct Tile {
        let texture: OpaquePointer
        /// Its pixels, relative to the group's origin pixel.
        let box: PixelBox
        var lastUsedFrame: Int
    }

    /// A group known to draw on whole pixels only, and its tiles.
    final class Group {
        /// The pixels it draws, relative to its origin's whole pixel.
        let extent: PixelBox
        /// The colour of its own opaque background when that covers `extent` (then nothing under
        /// it shows), as `SDL_Color.bits`.
        let ownBackground: UInt32?
        /// The opaque colour the tiles were drawn on.
        var underlay: UInt32
        var tiles: [TileIndex: Tile] = [:]

        init(extent: PixelBox, ownBackground: UInt32?) {
            (self.extent, self.ownBackground) = (extent, ownBackground)
            underlay = ownBackground ?? 0
        }
    }

    /// Tiles are at most this many pixels a side: a row or a paragraph is one to three tiles, and
    /// a tile that scrolls into view costs a fraction of a frame's drawing to make.
    static let tileSide: Int32 = 512
    /// Pixels all tiles together may hold by default (32 MB of ARGB): about six screens of a phone
    /// at scale 2, so a page zoomed to 3 (nine times as many pixels) keeps what is on screen and near it.
    static let defaultPixelBudget = 8_000_000
    /// Frames an unused tile survives (two seconds at 60 Hz: a scroll back finds it).
    static let maximumIdleFrames = 120

    private var groups: [GroupKey: Group] = [:]
    /// Groups drawn directly in the previous frame and in this one.
    private var seenLastFrame: Set<GroupKey> = []
    private var seenThisFrame: Set<GroupKey> = []
    /// Groups seen drawing something not on whole pixels (a mesh, a picture): never tiled.
    private var unfit: Set<GroupKey> = []
    private(set) var frame = 0
    /// Pixels all tiles together may hold.
    var pixelBudget = TileRasterCache.defaultPixelBudget
    /// Pixels the tiles hold.
    private(set) var pixels = 0
    /// Tiles drawn so far (for tests).
    private(set) var tileRasterizations = 0
    /// The output's pixels painted so far in this frame.
    var painted = PaintedBoxes()

    deinit {
        for group in groups.values { for tile in group.tiles.values { SDL_DestroyTexture(tile.texture) } }
    }

    /// Marks the start of a frame; frees tiles idle for too long, and groups left without tiles.
    func beginFrame() {
        frame += 1
        seenLastFrame = seenThisFrame
        seenThisFrame.removeAll(keepingCapacity: true)
        painted.removeAll()
        if frame % 15 == 0 { evict { frame - $0.lastUsedFrame > Self.maximumIdleFrames } }
    }

    /// The group kept for `key`, if any.
    func group(_ key: GroupKey) -> Group? { groups[key] }

    /// Notes `key` as drawn directly in this frame; true when it was drawn in the previous one
    /// too (and is not known to be unfit), so that it is worth tiles.
    func isSecondSighting(_ key: GroupKey) -> Bool {
        guard !unfit.contains(key) else { return false }
        seenThisFrame.insert(key)
        return seenLastFrame.contains(key)
    }

    /// Keeps `group` for `key` (nil: the group is unfit, drawn directly from now on).
    func keep(_ group: Group?, as key: GroupKey) {
        guard let group else {
            if unfit.count > 1024 { unfit.removeAll() }
            unfit.insert(key)
            return
        }
        groups[key] = group
    }

    /// Makes room for `newPixels` more pixels within the budget, freeing the least recently used
    /// tiles not used in this frame; false when that is not enough.
    func makeRoom(for newPixels: Int) -> Bool {
        guard pixels + newPixels > pixelBudget else { return true }
        var byAge: [(group: Group, index: TileIndex, used: Int)] = []
        for group in groups.values {
            for (index, tile) in group.tiles where tile.lastUsedFrame < frame {
                byAge.append((group, index, tile.lastUsedFrame))
            }
        }
        byAge.sort { $0.used < $1.used }
        for old in byAge where pixels + newPixels > pixelBudget { free(old.index, of: old.group) }
        return pixels + newPixels <= pixelBudget
    }

    /// Adds a tile just drawn.
    func add(_ tile: Tile, at index: TileIndex, to group: Group) {
        group.tiles[index] = tile
        pixels += tile.box.area.asInt
        tileRasterizations += 1
    }

    /// Frees every tile of `group` (its underlay changed).
    func freeTiles(of group: Group) {
        for index in Array(group.tiles.keys) { free(index, of: group) }
    }

    private func free(_ index: TileIndex, of group: Group) {
        guard let tile = group.tiles.removeValue(forKey: index) else { return }
        SDL_DestroyTexture(tile.texture)
        pixels -= tile.box.area.asInt
    }

    private func evict(where stale: (Tile) -> Bool) {
        for group in groups.values {
            for (index, tile) in group.tiles where stale(tile) { free(index, of: group) }
        }
        dropEmptyGroups()
    }

    /// Forgets groups without tiles: kept, they would only hold their keys' items.
    private func dropEmptyGroups() {
        groups = groups.filter { !$0.value.tiles.isEmpty }
    }
}

/// The boxes of the output painted so far in a frame, in order, and for an opaque fill its
/// colour: what lets a group without a background of its own be drawn on a tile over the one
/// colour its pixels have on the output just before it.
struct PaintedBoxes {
    private var boxes: [(box: PixelBox, colour: UInt32?)] = []

    mutating func removeAll() { boxes.removeAll(keepingCapacity: true) }

    /// Notes `box` as painted, in one opaque `colour` (`SDL_Color.bits`) or anyhow (nil).
    mutating func note(_ box: PixelBox, colour: UInt32?) {
        if !box.isEmpty { boxes.append((box, colour)) }
    }

    /// The colour every pixel of `box` has now, when the last thing painted on any of them was
    /// one opaque fill that covered them all; nil otherwise (nothing painted there is nil too:
    /// the output's pixels are then whatever the previous frame left).
    func underlay(of box: PixelBox) -> UInt32? {
        for entry in boxes.reversed() where entry.box.intersects(box) {
            guard let colour = entry.colour, entry.box.contains(box) else { return nil }
            return colour
        }
        return nil
    }
}

extension Int64 {
    /// The value as an `Int` (a pixel count: well within range on 64-bit).
    fileprivate var asInt: Int { Int(self) }
}
