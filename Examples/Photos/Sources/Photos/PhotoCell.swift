import ScrollLabKit

/// A square of the grid: its photo cut to the square (`aspectFill`), dimmed while a finger is on it.
final class PhotoCell: CollectionViewCell {
    static let reuseIdentifier = "photo"
    let image = ImageView(imageName: nil, name: "thumbnail")

    init() {
        super.init(reuseIdentifier: Self.reuseIdentifier)
        backgroundColor = Color(hex: 0xE5E5EA)
        image.contentMode = .aspectFill
        addSubview(image)
    }

    func show(_ photo: Photo) { image.imageName = photo.imageName }

    override func layoutSubviews() { image.frame = bounds }

    /// Photos shows no selection frame: a tap opens the photo.
    override func drawOverlay(in list: inout DisplayList) {}
}

/// A month's header: the month's name over a translucent bar the photos scroll under while it is pinned.
final class MonthHeader: CollectionReusableView {
    static let reuseIdentifier = "month"
    private let title = Label("", font: .headline, name: "month")
    private let count = Label("", font: .subheadline, color: .secondaryLabel, alignment: .trailing, name: "count")

    init() {
        super.init(reuseIdentifier: Self.reuseIdentifier)
        backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.92)
        [title, count].forEach(addSubview)
    }

    func show(month: String, photos: Int) {
        title.text = month
        count.text = "\(photos) photos"
    }

    override func layoutSubviews() {
        title.frame = Rect(x: 16, y: 0, width: bounds.width - 32, height: bounds.height)
        count.frame = title.frame
    }
}
