/// iOS's text styles (UIKit `UIFont.TextStyle`, SwiftUI `Font.TextStyle`) at the default Dynamic
/// Type size ("Large"): size, weight, line height and tracking from Apple's Human Interface
/// Guidelines, "Typography", table "iOS, iPadOS Dynamic Type sizes" (tracking from the SF Pro
/// tracking table, in points). ScrollLab draws no Dynamic Type size but the default.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Point size: 34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11.
    public var size: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    /// Large title is bold and headline semibold; the rest regular (HIG "Emphasized" weights aside).
    public var weight: Font.Weight {
        switch self {
        case .largeTitle: .bold
        case .headline: .semibold
        default: .regular
        }
    }

    /// Line height in points (HIG "Leading"): 41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13.
    public var lineHeight: Double {
        switch self {
        case .largeTitle: 41
        case .title1: 34
        case .title2: 28
        case .title3: 25
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption1: 16
        case .caption2: 13
        }
    }

    /// Tracking in points (HIG, SF Pro at these sizes): letters closer below 20 pt, wider above.
    /// Kept for a renderer that can space letters; SDL_ttf draws none, so text is measured without it.
    public var tracking: Double {
        switch self {
        case .largeTitle: 0.37
        case .title1: 0.36
        case .title2: 0.35
        case .title3: 0.38
        case .headline, .body: -0.41
        case .callout: -0.32
        case .subheadline: -0.24
        case .footnote: -0.08
        case .caption1: 0
        case .caption2: 0.07
        }
    }
}

extension Font {
    /// The font of an iOS text style (UIKit `UIFont.preferredFont(forTextStyle:)`).
    public init(_ style: TextStyle) {
        self.init(size: style.size, weight: style.weight)
    }

    /// iOS large title: 34 pt bold.
    public static let largeTitle = Font(.largeTitle)
    /// iOS title 1: 28 pt.
    public static let title1 = Font(.title1)
    /// iOS title 2: 22 pt.
    public static let title2 = Font(.title2)
    /// iOS title 3: 20 pt.
    public static let title3 = Font(.title3)
    /// iOS headline, the navigation bar's title: 17 pt semibold.
    public static let headline = Font(.headline)
    /// iOS body text: 17 pt.
    public static let body = Font(.body)
    /// iOS callout: 16 pt.
    public static let callout = Font(.callout)
    /// iOS subheadline: 15 pt.
    public static let subheadline = Font(.subheadline)
    /// iOS footnote: 13 pt.
    public static let footnote = Font(.footnote)
    /// iOS caption 1: 12 pt.
    public static let caption1 = Font(.caption1)
    /// iOS caption 2: 11 pt.
    public static let caption2 = Font(.caption2)
}
