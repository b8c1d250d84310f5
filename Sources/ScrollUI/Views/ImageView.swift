import Geometry
import ScrollLabAssets

/// A picture from the asset folders (`AssetCatalog`: the app's `Images/` first, then ScrollLab's),
/// placed in the view by its `contentMode` (UIKit `UIImageView`); `cornerRadius` rounds the picture
/// where it covers the view's corners, as a `layer.cornerRadius` with `masksToBounds` would.
/// One pixel of the picture is one point (a 1× image).
public final class ImageView: View {
    /// The file name in an `Images/` folder, or nil for no image (only the background shows).
    public var imageName: String?
    /// How the picture fills the view (UIKit `contentMode`); default `.scaleToFill`, stretched.
    public var contentMode = ContentMode.scaleToFill

    public init(imageName: String?, name: String = "image") {
        self.imageName = imageName
        super.init(name: name)
        isUserInteractionEnabled = false
    }

    /// The picture's size in pixels (UIKit `image.size` at scale 1), read from its file's header
    /// the first time it is asked; nil without an image or when it cannot be read.
    public var imageSize: Size? { imageName.flatMap(Self.pixelSize(ofImage:)) }

    /// The size in pixels of the image file `name`, from its header (`AssetCatalog.pixelSize(ofImage:)`):
    /// the first question reads a few bytes of the file, later ones are free; nothing is decoded.
    public static func pixelSize(ofImage name: String) -> Size? {
        AssetCatalog.shared.pixelSize(ofImage: name)
    }

    /// The picture's natural size (UIKit `intrinsicContentSize`): its size in pixels, or no size.
    public override func sizeThatFits(_ size: Size) -> Size { imageSize ?? .zero }

    /// Where the picture is drawn, in bounds coordinates: `contentMode`'s placement of `imageSize`
    /// (the whole bounds when the size is not known).
    public var imageRect: Rect {
        guard contentMode != .scaleToFill, let imageSize else { return bounds }
        return contentMode.rect(forImageOf: imageSize, in: bounds)
    }

    /// Draws the picture at `imageRect`, cut at the bounds where it spills over them (aspect fill,
    /// or a picture larger than the view in `center`): unlike UIKit, whatever `clipsToBounds` says.
    /// A picture covering the bounds gets their rounded corners.
    public override func draw(in list: inout DisplayList) {
        guard let imageName else { return }
        let rect = imageRect
        guard !bounds.contains(rect) else {
            list.append(.image(name: imageName, rect: rect, cornerRadius: rect == bounds ? cornerRadius : 0))
            return
        }
        if cornerRadius > 0, rect.contains(bounds) {
            list.append(.croppedImage(name: imageName, rect: rect, visible: bounds, cornerRadius: cornerRadius))
            return
        }
        list.withSavedState { list in
            list.append(.clip(bounds))
            list.append(.image(name: imageName, rect: rect, cornerRadius: 0))
        }
    }
}
