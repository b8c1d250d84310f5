// VisibleFills — the parts of a display list's fills the picture shows.
// Implements: rectangular fills hidden by opaque rectangles, the straight middles of opaque
//   rounded ones, or square-cornered opaque pictures drawn after them, at most 256 pieces a fill.
// Does not: rounded pictures, text or cropped pictures as occluders; translucent occluders.

import Geometry
import ScrollUI

/// The parts of a display list's fills that the picture shows. A pixel of a fill is hidden when
/// an opaque rectangular fill drawn after it paints that pixel too (within its clip and the
/// output): that fill replaces it, whatever was blended on it in between. An opaque picture with
/// square corners drawn at full opacity hides what it covers the same way (the parallax screen's
/// sky hid a full-screen fill), and a large opaque rounded fill what its straight middle covers,
/// across and down between its corners (a page's card): each less a pixel around its edge, where
/// a scaled copy's rounding or a shape's anti-aliased fringe decides the pixels. Drawing only the
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

    /// A rounded fill's middle hides fills only when it is at least this large: a card does, a
    /// keyboard's keys would cut its background into pieces that cost more than they save (the
    /// `text-field` screen rendered in 4.6–5.0 ms with them, 3.2–3.3 without).
    static let minimumShapeCoverArea: Int64 = 256 * 256

    /// Finds the shown parts of `list`'s fills drawn at `scale` pixels per point on `output`;
    /// `isOpaquePicture` says whether the named picture is copied without blending (it has no
    /// alpha), so hides what it covers.
    init(
        _ list: DisplayList, scale: Double, output: PixelBox, isOpaquePicture: (String) -> Bool = { _ in false }
    ) {
        var state = RenderState(), stack: [RenderState] = []
        // Fills (with their index), and the covers of opaque pictures and rounded fills (nil), in drawing order.
        var fills: [(index: Int?, box: PixelBox, opaque: Bool)] = []
        func visible(_ box: PixelBox) -> PixelBox {
            let shown = box.intersection(output)
            return state.clipBox.map(shown.intersection) ?? shown
        }
        for (index, item) in list.items.enumerated() {
            if state.apply(item, stack: &stack, scale: scale) { continue }
            switch item {
            case .fill(let rect, let color, let radius)
            where radius <= 0 && color.alpha * state.opacity > 0 && rect.width > 0 && rect.height > 0:
                let (box, coverage) = RenderState.snappedFill(state.pixelRect(rect, scale: scale))
                fills.append((index, visible(box), RenderState.channel(color.alpha * state.opacity * coverage) == 255))
            case .fill(let rect, let color, let radius)
            where radius > 0 && RenderState.channel(color.alpha * state.opacity) == 255:
                // its straight middle, across and down: the corners' arcs stay outside
                let pixels = state.pixelRect(rect, scale: scale), r = radius * state.zoom * scale
                let across = Rect(
                    x: pixels.minX, y: pixels.minY + r, width: pixels.width, height: pixels.height - 2 * r)
                let down = Rect(x: pixels.minX + r, y: pixels.minY, width: pixels.width - 2 * r, height: pixels.height)
                for band in [across, down] {
                    let box = visible(Self.inside(band))
                    if box.area >= Self.minimumShapeCoverArea { fills.append((nil, box, true)) }
                }
            case .image(let name, let rect, let radius) where radius <= 0 && RenderState.channel(state.opacity) == 255:
                let box = visible(Self.inside(state.pixelRect(rect, scale: scale)))
                if box.area >= Self.minimumArea, isOpaquePicture(name) { fills.append((nil, box, true)) }
            default: continue
            }
        }
        var covers: [PixelBox] = []
        for fill in fills.reversed() where fill.box.area >= Self.minimumArea {
            guard let index = fill.index else {
                covers.append(fill.box)
                continue
            }
            let pieces = Self.subtract(covers, from: fill.box)
            if let pieces, pieces != [fill.box] { parts[index] = pieces }
            if fill.opaque, pieces?.isEmpty != true { covers.append(fill.box) }
        }
        background = Self.subtract(covers, from: output) ?? [output]
    }

    /// Every fill whole and the background everywhere, as drawn without this analysis.
    init(everythingOf output: PixelBox) {
        background = [output]
    }

    /// The whole pixels surely inside `pixels`: those it covers whole, less one on each side.
    static func inside(_ pixels: Rect) -> PixelBox {
        guard pixels.minX.isFinite, pixels.maxX.isFinite, pixels.minY.isFinite, pixels.maxY.isFinite else {
            return PixelBox(x: 0, y: 0, width: 0, height: 0)
        }
        let x0 = pixels.minX.rounded(.up) + 1, y0 = pixels.minY.rounded(.up) + 1
        let x1 = pixels.maxX.rounded(.down) - 1, y1 = pixels.maxY.rounded(.down) - 1
        guard x1 > x0, y1 > y0, abs(x0) < 1e9, abs(y0) < 1e9, abs(x1) < 1e9, abs(y1) < 1e9 else {
            return PixelBox(x: 0, y: 0, width: 0, height: 0)
        }
        return PixelBox(x: Int32(x0), y: Int32(y0), width: Int32(x1 - x0), height: Int32(y1 - y0))
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
