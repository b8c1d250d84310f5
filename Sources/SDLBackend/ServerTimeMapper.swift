// ServerTimeMapper — a device clock (the X server's, a compositor's) onto SDL's millisecond clock.
// Implements: CLOCK_MONOTONIC's offset to SDL's clock, read once, for server times that are
//   plausible readings of it; otherwise the smallest (pump − event) difference as the clocks' offset.
// Does not: drift between the clocks, or the server time's wrap after 49 days (one jump).

#if canImport(Glibc)
    import Glibc
#endif

/// Moves the X server's event times onto SDL's millisecond clock. SDL stamps an event when it is
/// pumped, so events that arrive while a frame renders share one stamp; the server stamps each
/// when it happens. A local X server (Xorg, Xvfb, Xwayland: `GetTimeInMillis`) stamps on
/// CLOCK_MONOTONIC, whose difference to SDL's clock is read once: a server time that is a
/// plausible reading of it (at most `plausibleAge` old) maps through that, so every event keeps
/// its exact spacing from the first. Other times (a server on another machine) use the smallest
/// (pump time − server time) seen: every event is pumped at or after it happened, so that
/// estimates the clocks' difference, though its refinements early in a session can shift a stamp
/// by the latency of the events before. (Server times wrap after 49 days, which a session would
/// notice as one jump.)
struct ServerTimeMapper {
    /// SDL ticks − CLOCK_MONOTONIC milliseconds, read when the mapper was made (nil: not used).
    let monotonicOffset: Int64?
    /// The estimate of (SDL ticks − server time) from pump times, in milliseconds.
    private(set) var offset: Int64?
    /// Ages (ms, by CLOCK_MONOTONIC) of a server time that reads CLOCK_MONOTONIC; outside, another clock.
    static let plausibleAge: ClosedRange<Int64> = -2...10_000

    /// A mapper that trusts CLOCK_MONOTONIC when `monotonicOffset` (SDL ticks − its milliseconds) is given.
    init(monotonicOffset: Int64? = nil) {
        self.monotonicOffset = monotonicOffset
    }

    /// A mapper for a server on this machine: CLOCK_MONOTONIC's offset to SDL ticks `sdlTicks`, read now.
    static func local(sdlTicks: UInt64) -> ServerTimeMapper {
        ServerTimeMapper(monotonicOffset: Int64(sdlTicks) - Int64(monotonicMilliseconds()))
    }

    /// SDL milliseconds for an event the server stamped `serverTime`, pumped at SDL tick `pumped`,
    /// when CLOCK_MONOTONIC read `monotonic` milliseconds (nil: `monotonicMilliseconds()` now).
    mutating func sdlTicks(ofServerTime serverTime: UInt32, pumpedAt pumped: UInt64, monotonic: UInt64? = nil) -> UInt64
    {
        if let ticks = monotonicTicks(ofServerTime: serverTime, monotonic: monotonic) { return ticks }
        let observed = Int64(pumped) - Int64(serverTime)
        offset = min(offset ?? observed, observed)
        return UInt64(max(Int64(serverTime) + offset!, 0))
    }

    /// SDL milliseconds for server time `serverTime` when it is a plausible CLOCK_MONOTONIC
    /// reading, with CLOCK_MONOTONIC at `monotonic` milliseconds (nil: read now); else nil.
    func monotonicTicks(ofServerTime serverTime: UInt32, monotonic: UInt64? = nil) -> UInt64? {
        guard let monotonicOffset else { return nil }
        let now = monotonic ?? Self.monotonicMilliseconds()
        let age = Int64(Int32(bitPattern: UInt32(truncatingIfNeeded: now) &- serverTime))
        return Self.plausibleAge.contains(age) ? UInt64(max(Int64(now) - age + monotonicOffset, 0)) : nil
    }

    /// CLOCK_MONOTONIC in whole milliseconds (what `GetTimeInMillis` and libinput read).
    static func monotonicMilliseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1000 + UInt64(now.tv_nsec) / 1_000_000
    }
}
