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

    @Test func onlyAPlausibleMonotonicReadingHasMonotonicTicks() {
        // given: the compositor's time 1,000 ms, CLOCK_MONOTONIC 4,000 ms behind SDL's ticks
        let local = ServerTimeMapper(monotonicOffset: 4_000), remote = ServerTimeMapper()

        // then: read 20 ms later it is that clock (what microsecond stamps are moved by); an hour
        // later, or with no offset read, it is not
        #expect(local.monotonicTicks(ofServerTime: 1_000, monotonic: 1_020) == 5_000)
        #expect(local.monotonicTicks(ofServerTime: 1_000, monotonic: 3_601_000) == nil)
        #expect(remote.monotonicTicks(ofServerTime: 1_000, monotonic: 1_020) == nil)
    }
}
