import Geometry

/// Where a context menu's preview and menu go, in window points: the preview over the pressed
/// view, moved only as far as it must to fit with the menu below it inside the safe area (and
/// `containerInset` from the edges), the menu aligned with the preview's edge on the pressed
/// view's side of the window (the trailing edge for a view in the middle).
struct ContextMenuLayout {
    /// The pressed view's centre when it lifted.
    let sourceCenter: Point
    /// The preview's own size (the pressed view's, or the preview screen's), before its scale.
    let previewBoundsSize: Size
    /// The preview's scale lifted (the pressed view grows by up to 15 % and 26 pt) and in place.
    let liftScale: Double
    private(set) var originScale: Double
    private let fullSizeScale: Double
    /// The preview and the menu, lifted.
    let previewFrame: Rect
    let menuFrame: Rect
    /// The corner of the menu nearest the preview: it grows from there.
    let menuAnchor: Point

    /// `source`: the pressed view's frame as it lifted (shrunk), `fullSize` its unshrunk size;
    /// `previewSize`: the preview screen's largest size, nil to lift the view itself.
    init(source: Rect, fullSize: Size, root: View, previewSize: Size?, menuHeight: Double) {
        let inset = ContextMenuMetrics.containerInset, safe = root.safeAreaInsets
        let area = root.bounds.inset(
            by: EdgeInsets(
                top: max(safe.top, inset), left: max(safe.left, inset), bottom: max(safe.bottom, inset),
                right: max(safe.right, inset)))
        let menuBlock = menuHeight > 0 ? ContextMenuMetrics.menuGap + menuHeight : 0
        sourceCenter = source.center
        if let previewSize {
            let width = min(previewSize.width, area.width)
            let height = max(min(previewSize.height, area.height - menuBlock), 80)
            previewBoundsSize = Size(width: width, height: height)
            liftScale = 1
            fullSizeScale = fullSize.width / max(width, 1)
        } else {
            previewBoundsSize = fullSize
            let side = max(fullSize.width, fullSize.height, 1)
            let grown = min(ContextMenuMetrics.maximumLiftScale, (side + ContextMenuMetrics.maximumLiftPoints) / side)
            liftScale = min(
                grown, area.width / max(fullSize.width, 1), max(area.height - menuBlock, 1) / max(fullSize.height, 1))
            fullSizeScale = 1
        }
        originScale = fullSizeScale * source.width / max(fullSize.width, 1)
        let lifted = Size(width: previewBoundsSize.width * liftScale, height: previewBoundsSize.height * liftScale)
        let x = min(max(source.midX - lifted.width / 2, area.minX), area.maxX - lifted.width)
        let y = max(min(source.midY - lifted.height / 2, area.maxY - lifted.height - menuBlock), area.minY)
        previewFrame = Rect(x: x, y: y, width: lifted.width, height: lifted.height)
        let width = min(ContextMenuMetrics.menuWidth, area.width)
        let leading = source.midX < root.bounds.midX - 1  // centred: trailing, as a centred row's menu on iOS
        let menuX = min(max(leading ? previewFrame.minX : previewFrame.maxX - width, area.minX), area.maxX - width)
        menuFrame = Rect(x: menuX, y: previewFrame.maxY + ContextMenuMetrics.menuGap, width: width, height: menuHeight)
        menuAnchor = Point(x: leading ? menuFrame.minX : menuFrame.maxX, y: menuFrame.minY)
    }

    /// The close ends at the pressed view's own size (it shrank for the press).
    mutating func returnsToFullSize() { originScale = fullSizeScale }
}
