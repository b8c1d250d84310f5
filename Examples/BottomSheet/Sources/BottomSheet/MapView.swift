import ScrollLabKit

/// A map-like background: blocks between streets, a river, a park and a few pins.
final class MapView: View {
    private static let land = Color(hex: 0xF1EFE9), street = Color.white, water = Color(hex: 0xAADAFF)
    private static let park = Color(hex: 0xC8E6C0), pin = Color(hex: 0xE8453C)

    override init(name: String = "map", frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        backgroundColor = Self.land
    }

    override func draw(in list: inout DisplayList) {
        let size = bounds.size
        list.append(
            .fill(Rect(x: 0, y: size.height * 0.22, width: size.width, height: 46), Self.water, cornerRadius: 0))
        list.append(
            .fill(
                Rect(x: size.width * 0.55, y: size.height * 0.38, width: 130, height: 110), Self.park, cornerRadius: 18)
        )
        for x in stride(from: 36.0, to: size.width, by: 92) {
            list.append(.line(from: Point(x: x, y: 0), to: Point(x: x + 40, y: size.height), width: 7, Self.street))
        }
        for y in stride(from: 70.0, to: size.height, by: 120) where abs(y - size.height * 0.22 - 23) > 40 {
            list.append(.line(from: Point(x: 0, y: y), to: Point(x: size.width, y: y - 30), width: 9, Self.street))
        }
        for (x, y) in [(0.2, 0.12), (0.7, 0.3), (0.35, 0.45), (0.82, 0.58), (0.15, 0.66)] {
            list.append(
                .fill(
                    Rect(x: size.width * x - 9, y: size.height * y - 9, width: 18, height: 18), Self.pin,
                    cornerRadius: 9))
            list.append(
                .fill(Rect(x: size.width * x - 3, y: size.height * y - 3, width: 6, height: 6), .white, cornerRadius: 3)
            )
        }
    }
}
