import Geometry

/// Dark or light status-bar content (UIKit's `UIStatusBarStyle`).
public enum StatusBarStyle: Sendable, Equatable {
    /// Black content, for light backgrounds (UIKit's `.darkContent`).
    case darkContent
    /// White content, for dark backgrounds (UIKit's `.lightContent`).
    case lightContent
}

/// The status bar drawn in the top safe area: the time at the left (fixed at 9:41, Apple's own
/// screenshot time, so pictures and replays stay the same), and at the right four signal bars and
/// a battery. Drawn with shapes and the toolkit's font; the sizes are chosen after iOS's (the
/// time in 17 pt semibold, the battery 25 × 12 pt with rounded corners).
public final class StatusBarView: View {
    /// The time shown.
    public static let time = "9:41"
    public var style: StatusBarStyle = .darkContent {
        didSet { if style != oldValue { timeLabel.textColor = contentColor } }
    }
    let timeLabel = Label(StatusBarView.time, font: .headline, alignment: .center, name: "statusBar.time")

    public init() {
        super.init(name: "statusBar")
        isUserInteractionEnabled = false
        timeLabel.textColor = contentColor
        addSubview(timeLabel)
    }

    var contentColor: Color { style == .darkContent ? .black : .white }

    /// The icons sit on the line through the middle of the area below a notch or island: the
    /// bottom 60 % of the safe area's height (chosen).
    var iconLine: Double { bounds.height * 0.6 }

    public override func layoutSubviews() {
        timeLabel.frame = Rect(x: 0, y: iconLine - 11, width: bounds.width * 0.3, height: 22)
    }

    public override func draw(in list: inout DisplayList) {
        let color = contentColor, right = bounds.width - bounds.width * 0.07
        let battery = Rect(x: right - 27, y: iconLine - 6, width: 25, height: 12)
        list.append(.fill(battery, color.scaledAlpha(0.4), cornerRadius: 3.5))
        list.append(
            .fill(
                Rect(x: battery.minX + 2, y: battery.minY + 2, width: battery.width - 4, height: battery.height - 4),
                color, cornerRadius: 2
            ))
        list.append(
            .fill(
                Rect(x: battery.maxX + 1, y: iconLine - 2, width: 1.5, height: 4), color.scaledAlpha(0.4),
                cornerRadius: 0.75))
        for bar in 0..<4 {
            let height = 4 + Double(bar) * 2.5
            let rect = Rect(
                x: battery.minX - 26 + Double(bar) * 4.5, y: iconLine + 5 - height, width: 3, height: height)
            list.append(.fill(rect, color, cornerRadius: 1))
        }
    }
}
