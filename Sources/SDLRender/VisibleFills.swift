// VisibleFills — the parts of a display list's fills the picture shows.
// Implements: rectangular fills hidden by opaque rectangles drawn after them, at most 256 pieces a fill.
// Does not: rounded fills, text or images as occluders; translucent occluders.

import Geometry
import ScrollUI

/// The parts of a display list's fills that the picture shows. A pixel of a fill is hidden when
/// an opaque rectangular fill drawn after it paints that pixel too (within its clip and the
/// output): that fill replaces it, whatever was blended on it in between. Drawing only the
/// shown parts gives the same picture, byte for byte, for less work: views stack their
/// backgrounds (the window, the navigation stack, a pager, its lists, their rows), and the
/// software renderer filled every one of them, several times the frame's bytes.
struct VisibleFills {
    /// For each rectangular fill that is not wholly shown, by its index in the display list,
    /// the boxes of it that are (none when it is hidden).
    private(set) var parts: [Int: [PixelBox]] = [:]
    /// The parts of the output no opaque fill paints, where the background shows.
    private(set) var background: [PixelBox]

    /// At most this many pieces per fill; a fill cut finer is drawn whole (still correct). A grid's
    /// background shows in the spacing between its tiles: 3 columns of 7 lines leave 18 pieces,
    /// 10 columns (a 1280 pt window) about 80. Drawn whole, that background cost the `grid`
    /// screen's software render 16–20 ms a frame instead of 2–7 on the 2-core machine.
    static let maximumPieces = 256
    /// Fills smaller than this many pixels are drawn whole and hide nothing: there is little to
    /// save on them, and a graph of a hundred bars (the HUD's) would cost more to analyse than to draw.
    static let minimumArea: Int64 = 32 * 32

    /// Finds the shown parts of `list`'s fills drawn at `scale` pixels per point on `output`.
    init(_ list: DisplayList, scale: Double, output: PixelBox) {
        var state = RenderState(), stack: [RenderState] = []
        var fills: [(index: Int, box: PixelBox, opaque: Bool)] = []
        for (index, item) in list.items.enumerated() {
            if state.apply(item, stack: &stack, scale: scale) { continue }
            guard case .fill(let rect, let color, let radius) = item, radius <= 0,
                color.alpha * state.opacity > 0, rect.width > 0, rect.height > 0
            else { continue }
            let (box, coverage) = RenderState.snappedFill(state.pixelRect(rect, scale: scale))
            var shown = box.intersection(output)
            if let clip = state.clipBox { shown = shown.intersection(clip) }
            fills.append((index, shown, RenderState.channel(color.alpha * state.opacity * coverage) == 255))
        }
        var covers: [PixelBox] = []
        for fill in fills.reversed() where fill.box.area >= Self.minimumArea {
            let pieces = Self.subtract(covers, from: fill.box)
            if let pieces, pieces != [fill.box] { parts[fill.index] = pieces }
            if fill.opaque, pieces?.isEmpty != true { covers.append(fill.box) }
        }
        background = Self.subtract(covers, from: output) ?? [output]
    }

    /// Every fill whole and the background everywhere, as drawn without this analysis.
    init(everythingOf output: PixelBox) {
        background = [output]
    }

    /// What is left of `box` outside every box of `covers`, in pieces; nil when that takes more
    /// than `maximumPieces`.
    static func subtract(_ covers: [PixelBox], from box: PixelBox) -> [PixelBox]? {
        var pieces = box.isEmpty ? [] : [box]
        for cover in covers where cover.intersects(box) {
            pieces = pieces.flatMap { $0.subtracting(cover) }
            if pieces.count > maximumPieces { return nil }
            if pieces.isEmpty { break }
        }
        return pieces
    }
}
