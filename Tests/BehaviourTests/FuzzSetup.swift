import Geometry
import Gestures
import Screens
import ScrollPhysics
import ScrollSession
import ScrollTrace
import ScrollUI

/// What a fuzz run varies besides its events, over what a trace header, `--size`, a device preset
/// and `--physics` may hold: the window's size (100…8,192 pt a side), the device's safe area (up
/// to 10,000 pt an edge, though mostly a phone's), the stamp resolution (exact, whole
/// milliseconds, up to 0.1 s) and the feel the scroll views start with (every `PhysicsSettings`
/// value anywhere in its range, its ends included). The shrinker replays a failure with it, and
/// writes it in the trace's header.
struct FuzzSetup: Equatable {
    var size = Size(width: 390, height: 844)
    var safeArea = EdgeInsets()
    var stampResolution = 0.0
    var physics = PhysicsSettings.uiKit

    /// A setup drawn from `random`.
    static func random(_ random: inout FuzzTests.Random) -> FuzzSetup {
        var setup = FuzzSetup()
        let sides = random.chance(0.7) ? 100.0...1200.0 : Trace.sizeRange
        setup.size = Size(width: random.double(sides), height: random.double(sides))
        let insets = random.chance(0.9) ? 0.0...60.0 : 0.0...10_000.0
        if random.chance(0.6) {
            setup.safeArea = EdgeInsets(
                top: random.double(insets), left: random.double(insets), bottom: random.double(insets),
                right: random.double(insets))
        }
        setup.stampResolution = [0, 0.001, random.double(Trace.stampResolutionRange)][random.int(0...2)]
        if random.chance(0.8) { setup.physics = randomPhysics(&random) }
        return setup
    }

    /// A legal feel: each value uniform in its range, or one of its ends, drawn again until the
    /// values fit together (`PhysicsSettings.problems()`).
    static func randomPhysics(_ random: inout FuzzTests.Random) -> PhysicsSettings {
        for _ in 0..<100 {
            var settings = PhysicsSettings.uiKit
            for parameter in PhysicsSettings.parameters where random.chance(0.7) {
                let range = parameter.range
                settings[keyPath: parameter.keyPath] =
                    switch random.int(0...5) {
                    case 0: range.lowerBound
                    case 1: range.upperBound
                    default: random.double(range)
                    }
            }
            if settings.problems().isEmpty { return settings }
        }
        return .uiKit
    }

    /// `screen` in an app set up this way.
    func makeApplication(screen: String) -> Application? {
        guard let app = ScreenCatalog.makeApplication(screen: screen, size: size) else { return nil }
        app.safeAreaInsets = safeArea
        app.stampResolution = stampResolution
        if !physics.isUIKit { app.tuning.apply(PhysicsChange(settings: physics)) }
        return app
    }

    /// The trace header that sets a replay up this way.
    func header(screen: String) -> Trace.Header {
        Trace.Header(
            screen: screen, size: size, stampResolution: stampResolution == 0 ? nil : stampResolution,
            safeArea: safeArea == EdgeInsets() ? nil : safeArea, physics: physics.isUIKit ? nil : physics)
    }

    var description: String {
        "size \(size.width.formattedSide)x\(size.height.formattedSide), safe area \(safeArea), stamps \(stampResolution) s, feel \(PhysicsFile.changedValues(of: physics).serialized)"
    }
}
