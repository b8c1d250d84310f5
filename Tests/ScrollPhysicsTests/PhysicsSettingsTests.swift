import Foundation
import ScrollPhysics
import Testing

/// `PhysicsSettings`: UIKit's defaults, the allowed ranges, JSON, and motions built from it.
@Suite struct PhysicsSettingsTests {
    @Test func theDefaultsAreTheConstantsTheMotionsUseAndLieInTheirRanges() {
        let settings = PhysicsSettings.uiKit

        #expect(settings.decelerationRate == DecelerationRate.normal.rawValue)
        #expect(settings.fastDecelerationRate == DecelerationRate.fast.rawValue)
        #expect(settings.rubberBand == RubberBand.defaultCoefficient)
        #expect(settings.bounceRate == BounceMotion.edgePull)
        #expect(
            settings.pagingSpringPull == PagingMotion.springPull && settings.pagingFriction == PagingMotion.friction)
        #expect(settings.landingFrequency == LandingMotion.minimumFrequency)
        #expect(settings.pageTurnVelocity == PageTarget.defaultVelocityThreshold)
        #expect(settings.flingLimits == FlingLimits.standard)
        #expect(settings.problems().isEmpty)
        #expect(settings.changedParameters.isEmpty)
        for parameter in PhysicsSettings.parameters {
            #expect(parameter.range.contains(settings[keyPath: parameter.keyPath]), "\(parameter.key)")
            #expect(
                parameter.snapped(settings[keyPath: parameter.keyPath]) == settings[keyPath: parameter.keyPath],
                "\(parameter.key) is on its step")
        }
    }

    @Test func aValueOutOfRangeIsNamedWithItsRange() {
        var settings = PhysicsSettings.uiKit
        settings.rubberBand = 3
        settings.decelerationRate = .nan

        let reasons = settings.problems().map(\.reason)

        #expect(
            reasons == [
                "\"decelerationRate\" not finite is out of range 0.9…0.9999 /ms",
                "\"rubberBand\" 3 is out of range 0.05…2",
            ])
    }

    @Test func valuesThatDoNotFitTogetherAreNamed() {
        var spring = PhysicsSettings.uiKit
        spring.pagingFriction = 0.9  // needs a pull above (1 − √0.9)² / 0.9 ≈ 0.00292
        var fling = PhysicsSettings.uiKit
        fling.minimumFlingVelocity = 900
        fling.maximumFlingVelocity = 800

        #expect(spring.problems().map(\.key) == ["pagingSpringPull"])
        #expect(fling.problems().map(\.key) == ["minimumFlingVelocity"])
    }

    @Test func jsonMayHoldOnlyWhatItChanges() throws {
        let decoded = try JSONDecoder().decode(PhysicsSettings.self, from: Data(#"{"decelerationRate":0.994}"#.utf8))
        var expected = PhysicsSettings.uiKit
        expected.decelerationRate = 0.994

        #expect(decoded == expected)
        #expect(try JSONDecoder().decode(PhysicsSettings.self, from: JSONEncoder().encode(decoded)) == decoded)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PhysicsSettings.self, from: Data(#"{"friction":1}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PhysicsSettings.self, from: Data(#"{"rubberBand":9}"#.utf8))
        }
    }

    @Test func normalAndFastMeanWhatTheSettingsSayAndOtherRatesStay() {
        var settings = PhysicsSettings.uiKit
        settings.decelerationRate = 0.994
        settings.fastDecelerationRate = 0.95

        #expect(settings.rate(for: .normal).rawValue == 0.994)
        #expect(settings.rate(for: .fast).rawValue == 0.95)
        #expect(settings.rate(for: DecelerationRate(rawValue: 0.9)).rawValue == 0.9)
    }

    @Test func aTunedBounceReturnsSlowerAndTheDefaultOneIsUnchanged() {
        var settings = PhysicsSettings.uiKit
        settings.bounceRate = 0.995

        let uiKit = ScrollMotion(position: -100, velocity: 0, range: 0...1000)
        let explicit = ScrollMotion(position: -100, velocity: 0, range: 0...1000, physics: .uiKit)
        let tuned = ScrollMotion(position: -100, velocity: 0, range: 0...1000, physics: settings)

        // PHYSICS.md, "Bounce back": y(0.1) = 36.603 pt for y0 = 100 with k = 0.99; k^(1000 t) with k = 0.995: 60.62
        #expect(abs(uiKit.position(at: 0.1) + 36.603) < 0.001)
        #expect(explicit.position(at: 0.1) == uiKit.position(at: 0.1) && explicit.stopTime == uiKit.stopTime)
        #expect(abs(tuned.position(at: 0.1) + 100 * pow(0.995, 100)) < 1e-9)
        #expect(tuned.stopTime > uiKit.stopTime)
    }

    @Test func aTunedPagingSpringLandsOnItsPage() {
        var settings = PhysicsSettings.uiKit
        settings.pagingSpringPull = 0.001
        settings.pagingFriction = 0.95

        let uiKit = ScrollMotion(position: 100, velocity: 500, page: 390, range: 0...1170, extent: 390)
        let tuned = ScrollMotion(
            position: 100, velocity: 500, page: 390, range: 0...1170, extent: 390, physics: settings)

        #expect(tuned.restingPosition == 390 && tuned.position(at: tuned.stopTime) == 390)
        #expect(tuned.stopTime < uiKit.stopTime, "a stiffer spring lands sooner")
    }
}
