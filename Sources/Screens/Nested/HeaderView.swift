import Geometry
import ScrollUI

/// The collapsing header: a picture filling it without distortion (UIKit `.scaleAspectFill`,
/// so a stretched header zooms the picture) and a title at its bottom-left.
final class HeaderView: View {
    /// The picture and its width / height.
    static let imageName = "header-mountains.png"
    package static let imageAspectRatio = 780.0 / 520.0

    private let image = ImageView(imageName: HeaderView.imageName, name: "header.image")
    private let title = Label("Mountains", font: .largeTitle, color: .white, name: "header.title")
    private let subtitle = Label(
        "A header over four tabs of lists", font: .subheadline, color: .white, name: "header.subtitle")

    init() {
        super.init(name: "header")
        clipsToBounds = true
        backgroundColor = Color(hex: 0x2A4A9A)
        [image, title, subtitle].forEach(addSubview)
    }

    override func layoutSubviews() {
        // Aspect fill, centred.
        let width = max(bounds.width, bounds.height * Self.imageAspectRatio)
        let height = width / Self.imageAspectRatio
        image.frame = Rect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
        title.frame = Rect(x: 20, y: bounds.height - 74, width: bounds.width - 40, height: 42)
        subtitle.frame = Rect(x: 20, y: bounds.height - 32, width: bounds.width - 40, height: 20)
        // The subtitle fades out as the header nears its minimum.
        subtitle.alpha = min(max((bounds.height - 120) / 60, 0), 1)
    }
}
