// ServerTimeMapper — a device clock (the X server's, a compositor's) onto SDL's millisecond clock.
// Implements: the smallest (pump − event) difference as the clocks' offset.
// Does not: drift between the clocks, or the server time's wrap after 49 days (one jump).

/// Moves the X server's event times onto SDL's millisecond clock. SDL stamps an event when it is
/// pumped, so events that arrive while a frame renders share one stamp; the server stamps each
/// when it happens. The two clocks differ by a constant: every event is pumped at or after it
/// happened, so the smallest (pump time − server time) seen estimates it, and each event keeps
/// its own server time on SDL's clock. (Server times wrap after 49 days, which a session would
/// notice as one jump.)
struct ServerTimeMapper {
    /// The estimate of (SDL ticks − server time), in milliseconds.
    private(set) var offset: Int64?

    /// SDL milliseconds for an event the server stamped `serverTime`, pumped at SDL tick `pumped`.
    mutating func sdlTicks(ofServerTime serverTime: UInt32, pumpedAt pumped: UInt64) -> UInt64 {
        let observed = Int64(pumped) - Int64(serverTime)
        offset = min(offset ?? observed, observed)
        return UInt64(max(Int64(serverTime) + offset!, 0))
    }
}
