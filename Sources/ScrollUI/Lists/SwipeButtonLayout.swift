import Geometry

/// Where a swipe button's image and title go (UIKit `UISwipeActionStandardButton layoutSubviews`,
/// `UISwipeActionButton _defaultLayoutForHeight:`): rows 90 pt and taller show the image centred
/// above the title; rows from 50 pt show the image alone; shorter rows show it alone at 0.8 of its
/// size. The image never grows past the button's content, and a button without an image shows
/// its title centred, as before.
enum SwipeButtonLayout: Equatable {
    case imageAndTitle, image, compactImage

    /// `_defaultLayoutForHeight:`: 0 at 90 pt and more, 1 from 50 pt, 2 below.
    init(rowHeight: Double) {
        self = rowHeight >= 90 ? .imageAndTitle : rowHeight >= 50 ? .image : .compactImage
    }

    static let iconToTitleSpacing = SwipeThresholds.iconToTitleSpacing
    /// Points kept clear on each side of the content (the style's `horizontalPadding`, not
    /// read: chosen).
    static let horizontalPadding = 8.0

    /// The image's and the title's boxes in a button at `frame`, for an image of `imageSize`
    /// (points) and a title in `font`; nil for what is not drawn.
    static func place(in frame: Rect, imageSize: Size?, hasTitle: Bool, font: Font) -> (image: Rect?, title: Rect?) {
        guard let imageSize, imageSize.width > 0, imageSize.height > 0 else { return (nil, hasTitle ? frame : nil) }
        let layout = SwipeButtonLayout(rowHeight: frame.height)
        let showsTitle = hasTitle && layout == .imageAndTitle
        let content = Rect(
            x: frame.minX + horizontalPadding, y: frame.minY, width: frame.width - 2 * horizontalPadding,
            height: frame.height)
        let scale = min(
            layout == .compactImage ? 0.8 : 1, max(0, content.width) / imageSize.width,
            content.height / imageSize.height)
        let width = imageSize.width * scale, height = imageSize.height * scale
        var image = Rect(x: content.midX - width / 2, y: content.midY - height / 2, width: width, height: height)
        guard showsTitle else { return (image, nil) }
        // The pair is centred: the image moves up by half the title's line and the spacing.
        image.origin.y = max(content.minY, image.minY - ((font.lineHeight + iconToTitleSpacing) / 2).rounded())
        let titleTop = image.maxY + iconToTitleSpacing
        return (
            image,
            Rect(x: frame.minX, y: titleTop, width: frame.width, height: min(font.lineHeight, content.maxY - titleTop))
        )
    }
}
