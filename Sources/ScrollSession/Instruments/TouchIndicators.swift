import Geometry
import ScrollUI

/// Where each finger is, as iOS screen recordings show touches (`--touches`, F6): a translucent
/// grey circle with a darker ring, centred on the touch, drawn over the app (and under the
/// gesture overlay). The same in the window, in replays, in videos and in screenshots.
struct TouchIndicators {
    /// The touches, in window points.
    let touches: [Point]

    /// The circle's diameter in points: about a fingertip, as iOS draws it.
    static let diameter = 40.0
    /// The ring's width in points.
    static let ringWidth = 2.0
    /// Grey, half see-through: visible over white rows and dark headers alike.
    static let fill = Color(red: 0.55, green: 0.55, blue: 0.57, alpha: 0.5)
    static let ring = Color(red: 0.25, green: 0.25, blue: 0.27, alpha: 0.55)

    func draw(into list: inout DisplayList) {
        let radius = Self.diameter / 2
        for touch in touches where touch.isFinite {
            let outer = Rect(x: touch.x - radius, y: touch.y - radius, width: Self.diameter, height: Self.diameter)
            let inner = outer.inset(
                by: EdgeInsets(top: Self.ringWidth, left: Self.ringWidth, bottom: Self.ringWidth, right: Self.ringWidth)
            )
            list.append(.fill(outer, Self.ring, cornerRadius: radius))
            list.append(.fill(inner, Self.fill, cornerRadius: radius - Self.ringWidth))
        }
    }
}
