import Geometry
import ScrollUI

/// One row of `images`: a picture at its own aspect ratio over a placeholder, and a caption.
/// The picture fades in over `fadeDuration` once loaded (seed 002 suggests a fade so images do
/// not pop in); a reused cell starts again from its placeholder.
final class ImageRowCell: TableViewCell {
    static let reuseIdentifier = "image"
    /// Seconds an image takes to fade in.
    static let fadeDuration = 0.25
    /// Height of the caption under the picture, in points.
    static let captionHeight = 40.0

    private let placeholder = View(name: "image.placeholder")
    private let picture = ImageView(imageName: nil, name: "image.picture")
    private let caption = Label("", font: .subheadline, color: .secondaryLabel, name: "image.caption")
    /// The image this row shows (or waits for).
    private(set) var imageName: String?
    /// When the image appeared, in seconds; nil while the placeholder shows.
    private(set) var shownSince: Double?

    init() {
        super.init(reuseIdentifier: Self.reuseIdentifier)
        placeholder.backgroundColor = Color(hex: 0xE5E5EA)
        placeholder.cornerRadius = 12
        picture.cornerRadius = 12
        picture.alpha = 0
        [placeholder, picture, caption].forEach(addSubview)
    }

    /// True once the image shows, fading in or fully (false while the placeholder alone shows).
    var isShowingImage: Bool { shownSince != nil }

    /// Shows `name`'s placeholder and caption; the image comes with `showImage(at:animated:)`.
    func configure(imageName name: String, caption text: String) {
        imageName = name
        picture.imageName = name
        caption.text = text
        shownSince = nil
        picture.alpha = 0
    }

    /// Shows the image from `time` (seconds): at once from the memory cache, else fading in.
    func showImage(at time: Double, animated: Bool) {
        guard shownSince == nil else { return }
        shownSince = animated ? time : -.infinity
        picture.alpha = animated ? 0 : 1
        if animated { setNeedsAdvance() }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageName = nil
        shownSince = nil
        picture.alpha = 0
    }

    /// Ramps the picture's alpha from 0 to 1 over `fadeDuration` after `shownSince`, on the
    /// frame clock (`time` in seconds): seed 002's `UIView.animate(withDuration: 0.25) { alpha = 1 }`.
    override func advance(to time: Double) {
        guard let shownSince else { return }
        picture.alpha = min(max((time - shownSince) / Self.fadeDuration, 0), 1)
    }

    override var needsAdvance: Bool { shownSince != nil && picture.alpha < 1 }

    override func layoutSubviews() {
        let frame = Rect(x: 16, y: 8, width: bounds.width - 32, height: max(0, bounds.height - 8 - Self.captionHeight))
        placeholder.frame = frame
        picture.frame = frame
        caption.frame = Rect(x: 20, y: frame.maxY, width: bounds.width - 40, height: Self.captionHeight - 8)
    }
}
