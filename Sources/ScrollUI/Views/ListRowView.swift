import Geometry

/// One row of a `ListView`: an optional image, a title, a subtitle, a chevron and a hairline
/// separator (UIKit's `.subtitle` table cell). Highlights while touched; selects on touch-up.
public final class ListRowView: Control {
    public let index: Int
    public let titleLabel: Label
    public let subtitleLabel: Label
    public let imageView: ImageView?
    /// Called with the row index and the touch-up time (seconds).
    public var onSelect: ((Int, Double) -> Void)?

    public init(index: Int, row: ListView.Row, idPrefix: String) {
        self.index = index
        titleLabel = Label(row.title, font: .body, name: "\(idPrefix).row.\(index).title")
        subtitleLabel = Label(row.subtitle, font: .subheadline, color: .secondaryLabel, name: "\(idPrefix).row.\(index).subtitle")
        imageView = row.imageName.map { ImageView(imageName: $0, name: "\(idPrefix).row.\(index).image") }
        super.init(name: "\(idPrefix).row.\(index)")
        backgroundColor = .white
        [imageView, titleLabel, subtitleLabel].compactMap { $0 }.forEach(addSubview)
        imageView?.cornerRadius = 8
        imageView?.clipsToBounds = true
    }

    public override func layoutSubviews() {
        var textX = 16.0
        if let imageView {
            let side = bounds.height - 16
            imageView.frame = Rect(x: 16, y: 8, width: side, height: side)
            textX = 16 + side + 12
        }
        let width = max(0, bounds.width - textX - 36)
        let hasSubtitle = !subtitleLabel.text.isEmpty
        titleLabel.frame = Rect(x: textX, y: hasSubtitle ? bounds.height / 2 - 22 : 0, width: width,
                                height: hasSubtitle ? 24 : bounds.height)
        subtitleLabel.frame = Rect(x: textX, y: bounds.height / 2 + 1, width: width, height: 20)
        subtitleLabel.isHidden = !hasSubtitle
    }

    public override func drawOverlay(in list: inout DisplayList) {
        let midY = bounds.height / 2
        let chevron = Color(hex: 0xC4C4C7)
        list.append(.line(from: Point(x: bounds.width - 24, y: midY - 6), to: Point(x: bounds.width - 18, y: midY), width: 2, chevron))
        list.append(.line(from: Point(x: bounds.width - 18, y: midY), to: Point(x: bounds.width - 24, y: midY + 6), width: 2, chevron))
        list.append(.fill(Rect(x: 16, y: bounds.height - 0.5, width: bounds.width - 16, height: 0.5), .separator, cornerRadius: 0))
    }

    /// The selection highlight (UIKit `setHighlighted`).
    public override func highlightDidChange() {
        backgroundColor = isHighlighted ? .highlight : .white
    }

    public override func touchUpInside(at time: Double) { onSelect?(index, time) }
}
