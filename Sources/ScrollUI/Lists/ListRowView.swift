import Geometry

/// One row of a `ListView`: an optional image, a title, a subtitle, a chevron and a hairline
/// separator (UIKit's `.subtitle` table cell). Highlights while touched; selects on touch-up.
public final class ListRowView: TableViewCell {
    static let reuseIdentifier = "subtitle"
    public let titleLabel = Label("", font: .body, name: "title")
    public let subtitleLabel = Label("", font: .subheadline, color: .secondaryLabel, name: "subtitle")
    public let imageView = ImageView(imageName: nil, name: "image")

    public init() {
        super.init(reuseIdentifier: Self.reuseIdentifier)
        [imageView, titleLabel, subtitleLabel].forEach(addSubview)
        imageView.cornerRadius = 8
        imageView.clipsToBounds = true
    }

    /// Shows `row`'s content (the table sets the frame).
    func show(_ row: ListView.Row) {
        titleLabel.text = row.title
        subtitleLabel.text = row.subtitle
        imageView.imageName = row.imageName
        imageView.isHidden = row.imageName == nil
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        var textX = 16.0
        if !imageView.isHidden {
            let side = bounds.height - 16
            imageView.frame = Rect(x: 16, y: 8, width: side, height: side)
            textX = 16 + side + 12
        }
        let width = max(0, bounds.width - textX - 36)
        let hasSubtitle = !subtitleLabel.text.isEmpty
        titleLabel.frame = Rect(
            x: textX, y: hasSubtitle ? bounds.height / 2 - 22 : 0, width: width,
            height: hasSubtitle ? 24 : bounds.height)
        subtitleLabel.frame = Rect(x: textX, y: bounds.height / 2 + 1, width: width, height: 20)
        subtitleLabel.isHidden = !hasSubtitle
    }

    public override func drawOverlay(in list: inout DisplayList) {
        let midY = bounds.height / 2
        let chevron = Color(hex: 0xC4C4C7)
        list.append(
            .line(
                from: Point(x: bounds.width - 24, y: midY - 6), to: Point(x: bounds.width - 18, y: midY), width: 2,
                chevron))
        list.append(
            .line(
                from: Point(x: bounds.width - 18, y: midY), to: Point(x: bounds.width - 24, y: midY + 6), width: 2,
                chevron))
        super.drawOverlay(in: &list)
    }
}
