import Geometry
import ScrollUI

/// One row of `notes`: a square thumbnail filled from a picture of any shape (aspect fill), a
/// bold title, and a body that wraps onto as many lines as it needs, or a few then "…". The row
/// is as tall as its body (`sizeThatFits`, for `TableView.automaticDimension`).
final class NoteCell: TableViewCell {
    static let reuseIdentifier = "note"
    /// The thumbnail's side, and the margins around the content, in points.
    static let thumbnailSide = 64.0, margin = 12.0

    let thumbnail = ImageView(imageName: nil, name: "note.thumbnail")
    let title = Label("", font: .headline, name: "note.title")
    let body = Label("", font: .subheadline, color: .secondaryLabel, numberOfLines: 0, name: "note.body")

    init() {
        super.init(reuseIdentifier: Self.reuseIdentifier)
        thumbnail.contentMode = .aspectFill
        thumbnail.cornerRadius = 8
        thumbnail.backgroundColor = Color(hex: 0xE5E5EA)
        body.lineSpacing = 2
        [thumbnail, title, body].forEach(addSubview)
    }

    /// The width left for the text in a row `width` points wide.
    private static func textWidth(_ width: Double) -> Double { max(0, width - thumbnailSide - 3 * margin - 16) }

    override func sizeThatFits(_ size: Size) -> Size {
        let text =
            title.font.lineHeight + 4 + body.sizeThatFits(Size(width: Self.textWidth(size.width), height: 0)).height
        return Size(width: size.width, height: max(text, Self.thumbnailSide) + 2 * Self.margin)
    }

    override func layoutSubviews() {
        let margin = Self.margin, textX = margin * 2 + Self.thumbnailSide, width = Self.textWidth(bounds.width)
        thumbnail.frame = Rect(x: margin, y: margin, width: Self.thumbnailSide, height: Self.thumbnailSide)
        title.frame = Rect(x: textX, y: margin, width: width, height: title.font.lineHeight)
        let bodyHeight = body.sizeThatFits(Size(width: width, height: 0)).height
        body.frame = Rect(x: textX, y: title.frame.maxY + 4, width: width, height: bodyHeight)
    }
}
