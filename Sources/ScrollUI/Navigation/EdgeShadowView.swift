import Geometry

/// The soft shadow along the left edge of a screen sliding over another (iOS's push and pop):
/// one-point strips fading out to the left.
final class EdgeShadowView: View {
    /// Width of the shadow, in points.
    static let width = 8.0
    /// Opacity of the strip next to the screen; each strip further out has less.
    static let innerOpacity = 0.12

    init() {
        super.init(name: "navigation.edgeShadow")
        isUserInteractionEnabled = false
    }

    override func draw(in list: inout DisplayList) {
        let strips = Int(Self.width)
        for index in 0..<strips {
            let fade = Double(index + 1) / Double(strips)  // 1 next to the screen
            list.append(
                .fill(
                    Rect(x: Double(index), y: 0, width: 1, height: bounds.height),
                    Color(red: 0, green: 0, blue: 0, alpha: Self.innerOpacity * fade * fade), cornerRadius: 0))
        }
    }
}
