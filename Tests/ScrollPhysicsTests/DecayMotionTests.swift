import Foundation
import Testing
import ScrollPhysics

/// One row of ScrollPhysics.docc/Physics.md's deceleration table (x relative to x0; nil = "(stopped)").
struct DecelerationRow: Sendable, CustomTestStringConvertible {
    let rate: Double
    let v0: Double
    let projection: Double
    let x01: Double
    let x05: Double?
    let x10: Double?
    let v01: Double
    let v05: Double
    let stopTime: Double

    var testDescription: String { "d=\(rate) v0=\(v0)" }
}

/// ScrollPhysics.docc/Physics.md, "Deceleration", reference values.
let decelerationTable: [DecelerationRow] = [
    DecelerationRow(
        rate: 0.998, v0: 1000, projection: 499.000, x01: 90.535, x05: 315.612, x10: 431.603,
        v01: 818.567, v05: 367.511, stopTime: 2.3003),
    DecelerationRow(
        rate: 0.998, v0: 2000, projection: 998.000, x01: 181.070, x05: 631.224, x10: 863.206,
        v01: 1637.134, v05: 735.023, stopTime: 2.6465),
    DecelerationRow(
        rate: 0.998, v0: 4000, projection: 1996.000, x01: 362.141, x05: 1262.448, x10: 1726.411,
        v01: 3274.267, v05: 1470.045, stopTime: 2.9927),
    DecelerationRow(
        rate: 0.99, v0: 1000, projection: 99.000, x01: 62.763, x05: nil, x10: nil,
        v01: 366.032, v05: 6.570, stopTime: 0.4582),
    DecelerationRow(
        rate: 0.99, v0: 2000, projection: 198.000, x01: 125.526, x05: 196.699, x10: nil,
        v01: 732.065, v05: 13.141, stopTime: 0.5272),
]

/// The discrete model stepped one millisecond at a time: v ← v·d, x ← x + v/1000 (ScrollPhysics.docc/Physics.md).
func steppedPerMillisecond(v0: Double, rate: Double, milliseconds: Int) -> (x: Double, v: Double) {
    var x = 0.0, v = v0
    for _ in 0..<milliseconds {
        v *= rate
        x += v / 1000
    }
    return (x, v)
}

@Suite struct DecayMotionTests {
    @Test(arguments: decelerationTable)
    func matchesThePrintedTable(_ row: DecelerationRow) {
        // given
        let motion = DecayMotion(position: 0, velocity: row.v0, rate: DecelerationRate(rawValue: row.rate))

        // when
        let stopped = { (t: Double) in motion.isDone(at: t) }

        // then
        #expect(abs(motion.projection - row.projection) < 1e-3)
        #expect(abs(motion.position(at: 0.1) - row.x01) < 1e-3)
        #expect(abs(motion.velocity(at: 0.1) - row.v01) < 1e-3)
        #expect(abs(motion.stopTime - row.stopTime) < 5e-5)
        for (time, printed) in [(0.5, row.x05), (1.0, row.x10)] {
            if let printed {
                #expect(!stopped(time))
                #expect(abs(motion.position(at: time) - printed) < 1e-3)
            } else {
                #expect(stopped(time))
                #expect(motion.position(at: time) == motion.restingPosition)
            }
        }
        // The table prints the decayed velocity even after the stop; the motion itself reports 0 then.
        #expect(abs(row.v0 * motion.rate.factor(after: 0.5) - row.v05) < 1e-3)
        #expect(stopped(0.5) ? motion.velocity(at: 0.5) == 0 : abs(motion.velocity(at: 0.5) - row.v05) < 1e-3)
    }

    @Test(arguments: decelerationTable)
    func closedFormMatchesMillisecondStepping(_ row: DecelerationRow) {
        // given
        let motion = DecayMotion(position: 25, velocity: row.v0, rate: DecelerationRate(rawValue: row.rate))
        let milliseconds = [1, 17, 100, 250, 400]

        // when
        let stepped = milliseconds.map { steppedPerMillisecond(v0: row.v0, rate: row.rate, milliseconds: $0) }

        // then
        for (ms, reference) in zip(milliseconds, stepped) where abs(reference.v) >= DecayMotion.stopVelocity {
            let t = Double(ms) / 1000
            #expect(abs(motion.position(at: t) - (25 + reference.x)) < 1e-6)
            #expect(abs(motion.velocity(at: t) - reference.v) < 1e-6)
        }
    }

    @Test(arguments: decelerationTable)
    func stopsWhereTheVelocityFallsBelowTenPointsPerSecond(_ row: DecelerationRow) {
        // given
        let motion = DecayMotion(position: 0, velocity: -row.v0, rate: DecelerationRate(rawValue: row.rate))

        // when
        let justBefore = motion.velocity(at: motion.stopTime - 1e-6)
        let cutoffDistance = 10 * row.rate / (1 - row.rate) / 1000

        // then
        #expect(abs(abs(justBefore) - 10) < 1e-3)
        #expect(motion.velocity(at: motion.stopTime) == 0)
        #expect(abs(motion.restingPosition - (-row.projection + cutoffDistance)) < 1e-9)
        #expect(motion.position(at: motion.stopTime + 5) == motion.restingPosition)
    }

    @Test func steppingEveryFrameEqualsTheClosedForm() {
        // given
        let frame = 1.0 / 60
        let closed = DecayMotion(position: 40, velocity: 3200, rate: .normal)
        var stepped = closed
        var largestDeviation = 0.0
        var displacements: [Double] = []

        // when
        for n in 1...240 {
            let previous = stepped.initialPosition
            stepped = DecayMotion(
                position: stepped.position(at: frame), velocity: stepped.velocity(at: frame), rate: .normal)
            largestDeviation = max(
                largestDeviation, abs(stepped.initialPosition - closed.position(at: Double(n) * frame)))
            if !closed.isDone(at: Double(n) * frame) { displacements.append(stepped.initialPosition - previous) }
        }
        print("DecayMotion: largest deviation of 60 Hz stepping from the closed form: \(largestDeviation) pt")

        // then
        #expect(largestDeviation < 1e-6)
        #expect(abs(stepped.initialPosition - closed.restingPosition) < 1e-6)
        let expectedRatio = pow(0.998, 1000.0 / 60)
        for (a, b) in zip(displacements, displacements.dropFirst()) {
            #expect(abs(b / a - expectedRatio) < 1e-9)
        }
    }

    @Test func closedFormMatchesAnIndependentExpressionAtFractionalTimes() {
        // given
        let d = 0.998, v0 = -2750.0
        let motion = DecayMotion(position: 10, velocity: v0, rate: .normal)

        // when
        let times = [0.0123, 0.2345, 0.777, 1.5]

        // then
        for t in times {
            let decay = exp(1000 * t * log(d))
            #expect(abs(motion.position(at: t) - (10 + v0 / 1000 * d * (1 - decay) / (1 - d))) < 1e-6)
            #expect(abs(motion.velocity(at: t) - v0 * decay) < 1e-6)
        }
    }

    @Test(arguments: [-700.0, -3.25, 0.001, 12.5, 480, 2600])
    func landsExactlyOnTarget(_ distance: Double) {
        // given
        let start = 137.25, target = 137.25 + distance

        // when
        let motion = DecayMotion(position: start, landingAt: target, rate: .normal)

        // then
        #expect(motion.restingPosition == target)
        #expect(motion.position(at: motion.stopTime) == target)
        #expect(motion.position(at: motion.stopTime + 10) == target)
        #expect(abs(motion.position(at: motion.stopTime * (1 - 1e-9)) - target) < 1e-6)
        #expect((motion.initialVelocity > 0) == (distance > 0))
    }

    @Test func findsTheTimeItReachesAPosition() {
        // given: the first table row
        let motion = DecayMotion(position: 0, velocity: 1000, rate: .normal)

        // when
        let atTable = motion.time(toReach: 90.535)
        let atHalfway = motion.time(toReach: 250)

        // then
        #expect(abs((atTable ?? -1) - 0.1) < 1e-5)
        #expect(abs(motion.position(at: atHalfway ?? -1) - 250) < 1e-9)
        #expect(motion.time(toReach: 496) == nil)  // past the resting point (≈ 494.01)
        #expect(motion.time(toReach: -1) == nil)  // behind the start
        #expect(motion.time(toReach: 0) == 0)
    }

    @Test func handsOverWithoutMemory() {
        // given
        let motion = DecayMotion(position: 0, velocity: 1800, rate: .normal)

        // when
        let successor = motion.continued(from: 0.3)

        // then
        #expect(abs(successor.initialVelocity - 1800 * pow(0.998, 300)) < 1e-9)
        #expect(abs(successor.position(at: 0.45) - motion.position(at: 0.75)) < 1e-9)
        #expect(abs(successor.restingPosition - motion.restingPosition) < 1e-9)
        #expect(abs(successor.stopTime + 0.3 - motion.stopTime) < 1e-9)
    }

    @Test func slowReleaseDoesNotMove() {
        // given
        let motion = DecayMotion(position: 5, velocity: 9.5, rate: .normal)

        // when
        let later = motion.position(at: 0.5)

        // then
        #expect(motion.isDone(at: 0))
        #expect(later == 5)
    }
}
