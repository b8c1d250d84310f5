import Testing
@testable import SDLBackend

/// The X server's times on SDL's clock, for events SDL pumps in bunches.
@Suite struct ServerTimeMapperTests {
    /// A flick's moves 8 ms apart on the server, pumped four at a time every 32 ms, 3–27 ms late.
    private static let serverTimes: [UInt32] = (0..<12).map { 1000 + 8 * UInt32($0) }
    private static func pumped(_ index: Int) -> UInt64 { 5_030 + 32 * UInt64(index / 4) }

    @Test func aLocalServersTimesKeepTheirSpacingFromTheFirstEvent() {
        // given: the server stamps on CLOCK_MONOTONIC, which reads 4,000 ms behind SDL's ticks
        var mapper = ServerTimeMapper(monotonicOffset: 4_000)

        // when: each event is mapped as it is pumped
        let mapped = Self.serverTimes.indices.map { index in
            mapper.sdlTicks(
                ofServerTime: Self.serverTimes[index], pumpedAt: Self.pumped(index),
                monotonic: Self.pumped(index) - 4_000)
        }

        // then: 8 ms apart, at the server's times on SDL's clock
        #expect(mapped == Self.serverTimes.map { UInt64($0) + 4_000 })
    }

    @Test func anotherClockFallsBackToTheSmallestPumpDifference() {
        // given: a server whose clock is an hour away from CLOCK_MONOTONIC
        var mapper = ServerTimeMapper(monotonicOffset: 4_000)

        // when
        let mapped = Self.serverTimes.indices.map { index in
            mapper.sdlTicks(
                ofServerTime: Self.serverTimes[index], pumpedAt: Self.pumped(index),
                monotonic: Self.pumped(index) - 4_000 + 3_600_000)
        }

        // then: the first bunch shares the offset of its first event until its last refines it;
        // from then on the spacing is the server's
        #expect(mapped.prefix(4) == [5_030, 5_030, 5_030, 5_030])
        #expect(zip(mapped.dropFirst(4), mapped.dropFirst(5)).allSatisfy { $1 - $0 == 8 })
    }
}
