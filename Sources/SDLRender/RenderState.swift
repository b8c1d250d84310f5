// RenderState — the drawing state of a display list, shared by the renderer and `VisibleFills`.
// Implements: save/restore, translation (scroll offsets rounded to pixels), clip and opacity in
//   output pixels; snapped fills, hairlines.
// Does not: scale or rotation transforms, rounded clips.

import Geometry
import ScrollUI

/// The drawing state a display list's `save`, `restore`, `translate`, `contentOffset`, `scale`, `clip` and `opacity` set,
/// in output pixels, and the pixel geometry the renderer gives a fill. Shared by the renderer
/// and by `HiddenFills`, so that both see the same pixels.
struct RenderState {
    /// Where the current origin is, in points of the output (before `scale` pixels per point).
    var translation = Point.zero
    /// Points of the output per point of the current space (`DisplayItem.scale`; 1 unless a view is zoomed).
    var zoom = 1.0
    /// The clip in pixels, nil when nothing clips.
    var clip: Rect?
    var opacity = 1.0

    /// Applies `item` if it changes the state (with `stack` for `save` / `restore`); false for
    /// an item that draws.
    mutating func apply(_ item: DisplayItem, stack: inout [RenderState], scale: Double) -> Bool {
        switch item {
        case .save: stack.append(self)
        case .restore: self = stack.popLast() ?? RenderState()
        case .translate(let delta): translation += zoom == 1 ? delta : delta * zoom
        case .contentOffset(let offset):
            let shown = ContentOffsetRounding.rounded(offset, scale: scale)
            translation -= zoom == 1 ? shown : shown * zoom
        case .scale(let factor) where factor.isFinite && factor > 0: zoom *= factor
        case .scale: break  // a factor that is not finite and positive draws nothing differently
        case .opacity(let factor): opacity *= min(max(factor, 0), 1)
        case .clip(let rect):
            let pixels = pixelRect(rect, scale: scale)
            clip = clip.map { $0.intersection(pixels) ?? .zero } ?? pixels
        case .fill, .line, .text, .image, .croppedImage, .backdrop: return false
        }
        return true
    }

    /// Whether `item` only changes the drawing state (`apply` takes it), drawing nothing.
    static func changesStateOnly(_ item: DisplayItem) -> Bool {
        switch item {
        case .save, .restore, .translate, .contentOffset, .scale, .opacity, .clip: true
        case .fill, .line, .text, .image, .croppedImage, .backdrop: false
        }
    }

    /// `rect` (points, in the current coordinate space) in output pixels.
    func pixelRect(_ rect: Rect, scale: Double) -> Rect {
        guard zoom != 1 else {
            return Rect(
                x: (rect.minX + translation.x) * scale, y: (rect.minY + translation.y) * scale,
                width: rect.width * scale, height: rect.height * scale)
        }
        return Rect(
            x: (rect.minX * zoom + translation.x) * scale, y: (rect.minY * zoom + translation.y) * scale,
            width: rect.width * zoom * scale, height: rect.height * zoom * scale)
    }

    /// `point` (points, in the current coordinate space) in output pixels.
    func pixelPoint(_ point: Point, scale: Double) -> Point {
        guard zoom != 1 else {
            return Point(x: (point.x + translation.x) * scale, y: (point.y + translation.y) * scale)
        }
        return Point(x: (point.x * zoom + translation.x) * scale, y: (point.y * zoom + translation.y) * scale)
    }

    /// The whole pixels the clip lets through, nil when nothing clips.
    var clipBox: PixelBox? {
        clip.map { clip in
            let x0 = clip.minX.rounded(), y0 = clip.minY.rounded()
            return PixelBox(
                x: Int32(x0), y: Int32(y0), width: Int32(max(0, clip.maxX.rounded() - x0)),
                height: Int32(max(0, clip.maxY.rounded() - y0)))
        }
    }

    /// The pixels a rectangular fill of `pixels` paints, and its coverage. Edges snap to whole
    /// pixels so every renderer draws the same edges; a rectangle thinner than a pixel (a
    /// hairline) becomes one pixel with its coverage as opacity. The hairline takes the last
    /// pixel before its snapped end: the pixel its own view covers, so the next view's fill,
    /// which starts at that end, never paints over it.
    static func snappedFill(_ pixels: Rect) -> (box: PixelBox, coverage: Double) {
        var coverage = 1.0
        var x0 = pixels.minX.rounded(), x1 = pixels.maxX.rounded(), y0 = pixels.minY.rounded(),
            y1 = pixels.maxY.rounded()
        if x1 - x0 < 1 { coverage *= pixels.width; x0 = x1 - 1 }
        if y1 - y0 < 1 { coverage *= pixels.height; y0 = y1 - 1 }
        return (PixelBox(x: Int32(x0), y: Int32(y0), width: Int32(x1 - x0), height: Int32(y1 - y0)), min(coverage, 1))
    }

    /// A colour channel in 0…1 as a byte.
    static func channel(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
}

/// A rectangle of whole pixels.
struct PixelBox: Equatable {
    var x: Int32, y: Int32, width: Int32, height: Int32

    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The number of pixels (0 when empty).
    var area: Int64 { isEmpty ? 0 : Int64(width) * Int64(height) }

    /// Whether the two share a pixel.
    func intersects(_ other: PixelBox) -> Bool {
        !isEmpty && !other.isEmpty && x < other.x + other.width && other.x < x + width
            && y < other.y + other.height && other.y < y + height
    }

    /// The pixels in both (empty when they do not overlap).
    func intersection(_ other: PixelBox) -> PixelBox {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        return PixelBox(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The pixels of this box outside `other`, in at most four boxes (above, below, left, right).
    func subtracting(_ other: PixelBox) -> [PixelBox] {
        let overlap = intersection(other)
        guard !overlap.isEmpty else { return [self] }
        let pieces = [
            PixelBox(x: x, y: y, width: width, height: overlap.y - y),
            PixelBox(
                x: x, y: overlap.y + overlap.height, width: width, height: y + height - overlap.y - overlap.height),
            PixelBox(x: x, y: overlap.y, width: overlap.x - x, height: overlap.height),
            PixelBox(
                x: overlap.x + overlap.width, y: overlap.y, width: x + width - overlap.x - overlap.width,
                height: overlap.height),
        ]
        return pieces.filter { !$0.isEmpty }
    }

    /// Whether every pixel of `other` is in this box (an empty box is in any).
    func contains(_ other: PixelBox) -> Bool {
        other.isEmpty
            || (!isEmpty && other.x >= x && other.y >= y
                && other.x + other.width <= x + width && other.y + other.height <= y + height)
    }
}
