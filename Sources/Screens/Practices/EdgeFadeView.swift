import Geometry
import ScrollUI

/// Seed 002's gradient mask on the title bar (a `CAGradientLayer` clear → white → clear as the
/// bar's `layer.mask`): the titles fade out toward both sides. The display list has no masks, so
/// over a bar of one colour the same picture is drawn the other way round: that colour, opaque
/// at the edges and clear in the middle, in thin vertical bands above the titles.
final class EdgeFadeView: View {
    /// The bar's colour, which the titles fade into.
    var color: Color = .white
    /// Bands per side: enough that no step shows.
    static let bands = 24

    override init(name: String = "edgeFade", frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(in list: inout DisplayList) {
        let half = bounds.width / 2, band = half / Double(Self.bands)
        for index in 0..<Self.bands {
            // The mask's opacity rises linearly from 0 at an edge to 1 in the middle.
            let alpha = 1 - (Double(index) + 0.5) / Double(Self.bands)
            let tint = Color(red: color.red, green: color.green, blue: color.blue, alpha: alpha * color.alpha)
            list.append(
                .fill(Rect(x: Double(index) * band, y: 0, width: band, height: bounds.height), tint, cornerRadius: 0))
            list.append(
                .fill(
                    Rect(x: bounds.width - Double(index + 1) * band, y: 0, width: band, height: bounds.height), tint,
                    cornerRadius: 0))
        }
    }
}
