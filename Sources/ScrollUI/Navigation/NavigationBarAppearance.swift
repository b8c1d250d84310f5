/// How a navigation bar looks (UIKit's `UINavigationBarAppearance`): its background, its
/// hairline at the bottom, and its titles' font and colour.
public struct NavigationBarAppearance: Sendable, Equatable {
    /// The bar's fill; nil: transparent (`configureWithTransparentBackground`).
    public var backgroundColor: Color?
    /// The hairline along the bar's bottom, 0.5 pt (UIKit's `shadowColor`); nil: none.
    public var shadowColor: Color?
    /// The inline title's font and colour (UIKit's `titleTextAttributes`).
    public var titleFont: Font
    public var titleColor: Color
    /// The large title's font and colour (UIKit's `largeTitleTextAttributes`).
    public var largeTitleFont: Font
    public var largeTitleColor: Color

    public init(
        backgroundColor: Color?, shadowColor: Color?, titleFont: Font = .headline, titleColor: Color = .label,
        largeTitleFont: Font = .largeTitle, largeTitleColor: Color = .label
    ) {
        self.backgroundColor = backgroundColor
        self.shadowColor = shadowColor
        self.titleFont = titleFont
        self.titleColor = titleColor
        self.largeTitleFont = largeTitleFont
        self.largeTitleColor = largeTitleColor
    }

    /// ScrollLab's bar until now, kept as the default so screens without an appearance look as
    /// before: light grey #F9F9F9 (iOS 12's bar colour), the #C6C6C8 hairline.
    public static let standard = NavigationBarAppearance(backgroundColor: Color(hex: 0xF9F9F9), shadowColor: .separator)
    /// No fill and no hairline (UIKit's `configureWithTransparentBackground`): iOS 15's look at the
    /// scroll edge.
    public static let transparent = NavigationBarAppearance(backgroundColor: nil, shadowColor: nil)

    /// The appearance part way from `self` (0) to `other` (1): colours blend, a missing one is
    /// the other's colour at no opacity; fonts switch at the half.
    func blended(to other: NavigationBarAppearance, _ progress: Double) -> NavigationBarAppearance {
        let t = min(max(progress, 0), 1)
        var result = t < 0.5 ? self : other
        result.backgroundColor = Self.blend(backgroundColor, other.backgroundColor, t)
        result.shadowColor = Self.blend(shadowColor, other.shadowColor, t)
        return result
    }

    private static func blend(_ from: Color?, _ to: Color?, _ t: Double) -> Color? {
        guard let start = from ?? to.map({ Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: 0) }),
            let end = to ?? from.map({ Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: 0) })
        else { return nil }
        if t <= 0 { return from }
        if t >= 1 { return to }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return Color(
            red: mix(start.red, end.red), green: mix(start.green, end.green), blue: mix(start.blue, end.blue),
            alpha: mix(start.alpha, end.alpha))
    }
}
