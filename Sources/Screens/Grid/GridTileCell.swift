import Geometry
import ScrollUI

/// A tile of the `grid` screen: a colour from a small palette and its number.
final class GridTileCell: CollectionViewCell {
    static let reuseIdentifier = "tile"
    private let numberLabel = Label("", font: .subheadline, color: .white, alignment: .center, name: "number")
    private static let palette: [Color] = [
        0x5E81AC, 0x88C0D0, 0xA3BE8C, 0xEBCB8B, 0xD08770, 0xB48EAD, 0x8FBCBB, 0xBF616A,
    ]
    .map { Color(hex: $0) }

    init() {
        super.init(reuseIdentifier: Self.reuseIdentifier)
        addSubview(numberLabel)
    }

    func show(number: Int, tint: Int) {
        numberLabel.text = "\(number)"
        backgroundColor = Self.palette[tint % Self.palette.count]
    }

    override func layoutSubviews() {
        numberLabel.frame = Rect(x: 0, y: bounds.height / 2 - 12, width: bounds.width, height: 24)
    }
}

/// A month's header of the `grid` screen: the month on the left, the count on the right, over
/// a nearly opaque bar that the tiles scroll under while it is pinned.
final class GridHeaderView: CollectionReusableView {
    static let reuseIdentifier = "month"
    private let titleLabel = Label("", font: .headline, name: "month")
    private let detailLabel = Label("", font: .subheadline, color: .secondaryLabel, alignment: .trailing, name: "count")

    init() {
        super.init(reuseIdentifier: Self.reuseIdentifier)
        backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.98, alpha: 0.94)
        addSubview(titleLabel)
        addSubview(detailLabel)
    }

    func show(title: String, detail: String) {
        titleLabel.text = title
        detailLabel.text = detail
    }

    override func layoutSubviews() {
        titleLabel.frame = Rect(x: 16, y: 0, width: bounds.width - 32, height: bounds.height)
        detailLabel.frame = Rect(x: 16, y: 0, width: bounds.width - 32, height: bounds.height)
    }
}
