import Foundation
import Testing
import ScrollPhysics

/// UIKit's paging integrator (ScrollPhysics.docc/Physics.md, "Paging"): per millisecond the pull
/// (0.0003 at 320 pt wide) times the distance is added to the velocity, then 0.97 of it kept, the
/// constants moved with the width; it rests on the page once a step slower than 10 pt/s starts within
/// 1 pt of it.
@Suite struct PagingMotionTests {
    /// UIKit's own stepping (`_getPagingDecelerationOffset:forTimeInterval:`): per millisecond
    /// v ← (v + (T − x) · pull) · friction, x ← x + v (v in pt/ms), with UIKit's constants for `width`.
    /// Returns y (offset − page) after each whole millisecond, from 0 to `milliseconds`.
    private func steps(
        position: Double, velocity: Double, page: Double, width: Double = 320, milliseconds: Int
    ) -> [Double] {
        let w = min(width, 1024)
        let pull = 0.000359090909 - 1.84659091e-7 * w, friction = 0.966818182 + 9.94318182e-6 * w
        var x = position, v = velocity / 1000
        var path = [x - page]
        for _ in 0..<milliseconds {
            v += (page - x) * pull
            v *= friction
            x += v
            path.append(x - page)
        }
        return path
    }

    /// Offsets every millisecond from the release to 0.1 s after the rest.
    private func path(of motion: PagingMotion) -> [Double] {
        (0...Int((motion.stopTime + 0.1) * 1000)).map { motion.position(at: Double($0) / 1000) }
    }

    /// How far `motion` goes past its page, away from where it was released, in points.
    private func overshoot(of motion: PagingMotion) -> Double {
        let direction: Double = motion.restingPosition >= motion.initialPosition ? 1 : -1
        return max(0, path(of: motion).map { ($0 - motion.restingPosition) * direction }.max() ?? 0)
    }

    /// The largest change of velocity between two milliseconds while moving (the rest then stops a
    /// landing slower than 10 pt/s), in pt/s².
    private func peakDeceleration(of motion: PagingMotion) -> Double {
        let velocities = (0..<Int(motion.stopTime * 1000)).map { motion.velocity(at: Double($0) / 1000) }
        return zip(velocities, velocities.dropFirst()).map { abs($1 - $0) * 1000 }.max() ?? 0
    }

    @Test func theConstantsAreUIKitsLinesInTheWidthHeldAbove1024Points() {
        // given / when
        let narrow = PagingMotion.constants(width: 320), phone = PagingMotion.constants(width: 390)
        let wide = PagingMotion.constants(width: 1024), wider = PagingMotion.constants(width: 1366)

        // then: `-[UIScrollView setFrame:]`'s values
        #expect(abs(narrow.springPull - 0.0003) < 1e-12 && abs(narrow.friction - 0.97) < 1e-9)
        #expect(abs(phone.springPull - (0.000359090909 - 1.84659091e-7 * 390)) < 1e-15)
        #expect(abs(phone.friction - (0.966818182 + 9.94318182e-6 * 390)) < 1e-12)
        #expect(abs(wide.springPull - 0.00017) < 1e-12 && abs(wide.friction - 0.977) < 1e-9)
        #expect(wider == wide)
    }

    @Test func theModelIsASlightlyUnderdampedSpringAt17RadiansPerSecond() {
        // given: per ms the velocity becomes friction · (v − pull · y): ω² = friction · pull
        let (pull, friction) = PagingMotion.constants(width: 320)
        let omega = (friction * pull).squareRoot() * 1000
        let zeta = -log(friction) * 1000 / (2 * omega)

        // then
        #expect(abs(omega - 17.06) < 0.01, "ω = \(omega) rad/s")
        #expect(abs(zeta - 0.893) < 0.001, "ζ = \(zeta)")
    }

    @Test(
        arguments: [
            (0.0, 300.0, 294.0), (36, 1000, 390), (242, 6000, 390), (3600, 8000, 3300), (110, 0, 0), (-40, -2500, 0),
        ],
        [320.0, 390, 1024])
    func theClosedFormEqualsUIKitsSteppingAtItsWidth(release: (Double, Double, Double), width: Double) {
        // given
        let (position, velocity, page) = release
        let motion = PagingMotion(position: position, velocity: velocity, page: page, width: width)
        let stepped = steps(
            position: position, velocity: velocity, page: page, width: width, milliseconds: Int(motion.stopTime * 1000))

        // when
        let worst =
            stepped.indices.dropLast().map { n in
                abs(motion.position(at: Double(n) / 1000) - page - stepped[n])
            }.max() ?? 0

        // then
        #expect(worst < 0.01, "differs from 1 ms steps by up to \(worst) pt")
        #expect(worst < 1e-5)
    }

    @Test(arguments: [300.0, 1000, 8000])
    func itStartsAtTheReleasePositionAndVelocity(velocity: Double) {
        // given
        let motion = PagingMotion(position: 36, velocity: velocity, page: 390)

        // then
        #expect(motion.position(at: 0) == 36)
        #expect(abs(motion.velocity(at: 0) - velocity) < 1e-9 * velocity)
    }

    @Test(arguments: [300.0, 800, 1000])
    func aFlickLandsInAThirdOfASecondPassingThePageByAboutAPoint(velocity: Double) {
        // given: released 36 pt into the drag from a 330 pt page (`paging`) or a 390 pt one (`pages`)
        for pageSize in [330.0, 390] {
            let motion = PagingMotion(position: 36, velocity: velocity, page: pageSize)

            // then
            #expect((0.30...0.40).contains(motion.stopTime), "lands in \(motion.stopTime) s (\(pageSize) pt pages)")
            #expect(overshoot(of: motion) <= 1.5, "passes the page by \(overshoot(of: motion)) pt")
            #expect(overshoot(of: motion) >= 0.4, "passes the page by \(overshoot(of: motion)) pt, as UIKit (0.4–1.2)")
            #expect(motion.position(at: motion.stopTime) == pageSize)
        }
    }

    @Test func aFastFlickCloseToItsPagePassesItAndComesBack() {
        // given: 6,000 pt/s with 148 pt to go
        let motion = PagingMotion(position: 242, velocity: 6000, page: 390)

        // when
        let farthest = path(of: motion).max() ?? 0

        // then
        #expect((45...55).contains(farthest - 390), "passes the page by \(farthest - 390) pt")
        #expect(motion.stopTime <= 0.5, "back on the page \(motion.stopTime) s after the release")
        #expect(motion.position(at: motion.stopTime) == 390)
    }

    @Test(arguments: [-1.9, 0.3, 110, -165])
    func aReleaseAtRestGoesToItsPageWithoutJumping(offset: Double) {
        // given: let go at rest `offset` points from the page
        let motion = PagingMotion(position: 660 + offset, velocity: 0, page: 660)

        // when
        let jump = abs(motion.position(at: motion.stopTime - 0.001) - 660)

        // then: the last step starts within a point and is slower than 0.01 pt/ms
        #expect(jump <= PagingMotion.restDistance + PagingMotion.restSpeed / 1000)
        #expect(motion.stopTime <= 0.4, "lands in \(motion.stopTime) s")
        #expect(motion.position(at: motion.stopTime) == 660)
    }

    @Test func itRestsWhereUIKitEndsIt() throws {
        // given: let go at rest 0.3 pt and 1.9 pt from the page
        let near = PagingMotion(position: 660.3, velocity: 0, page: 660)
        let far = PagingMotion(position: 661.9, velocity: 0, page: 660)
        let stepped = steps(position: 661.9, velocity: 0, page: 660, milliseconds: 400)

        // then: within a point and still, at once; 1.9 pt away, at UIKit's first slow step from within a point
        #expect(near.stopTime == 0)
        let uiKitEnd = (1..<stepped.count).first {
            abs(stepped[$0] - stepped[$0 - 1]) < 0.01 && abs(stepped[$0 - 1]) <= 1
        }
        #expect(far.stopTime == Double(try #require(uiKitEnd)) / 1000)
    }

    @Test func noLandingDeceleratesHarderThanItsReleaseBound() {
        // given: releases up to the fling limit, toward their page and away from it, up to a page off
        var worst = 0.0
        for velocity in stride(from: -8000.0, through: 8000, by: 500) {
            for distance in stride(from: -390.0, through: 390, by: 30) {
                let motion = PagingMotion(position: 1000, velocity: velocity, page: 1000 + distance)

                // when
                let bound = PagingMotion.decelerationBound(velocity: velocity, distance: distance)

                // then
                guard bound > 0 else { continue }
                worst = max(worst, peakDeceleration(of: motion) / bound)
            }
        }
        #expect(worst <= 1.000_001, "peaks at \(worst) × its bound")
    }

    @Test func theBoundOfTheIssuesFastFlickIsWhereItsPeakIs() {
        // given: 6,000 pt/s with 148 pt to go
        let motion = PagingMotion(position: 242, velocity: 6000, page: 390)

        // when
        let peak = peakDeceleration(of: motion)

        // then: friction 30 s⁻¹ × 6,000 less the pull 0.97 × 300 s⁻² × 148 at the release
        #expect(abs(peak - (180_000 - 43_068)) < 0.005 * peak, "peaks at \(peak) pt/s²")
        #expect(peak <= PagingMotion.decelerationBound(velocity: 6000, distance: 148))
    }
}
