import Gestures
import ScrollTrace

/// The bounds an import keeps, so that memory and time stay bounded whatever the recording and
/// the trace it writes is always one `replay` reads whole: the trace format's own bounds (line
/// length, events at one time, touches followed), and the kernel's for what a device can report.
package enum ImportLimits {
    /// The longest line read, as for a trace: 1 MiB.
    package static let maximumLineLength = TraceStream.maximumLineLength
    /// The most kernel events at one kernel time, and the most trace events at one `t`: the
    /// trace's 100,000. A device reports a few events an instant; time that never advances
    /// (standard input repeating one line) stops here.
    package static let maximumEventsAtOneTime = TraceStream.maximumEventsAtOneTime
    /// The most fingers down at once: the touches a replay follows (`TouchDispatcher`). More
    /// would be dropped in replay, so the recording is refused instead.
    package static let maximumContacts = TouchDispatcher.maximumTouches
    /// The most slots a multitouch device may declare (`ABS_MT_SLOT`'s range). Panels have 10
    /// to 60; the bound keeps the slots remembered small.
    package static let maximumSlots = 1024
    /// The most devices one recording describes.
    package static let maximumDevices = 64
    /// The longest device name, in characters (the kernel keeps names in a 256-byte buffer
    /// in `EVIOCGNAME`; evemu and libinput record read it so).
    package static let maximumNameLength = 1024
    /// The bytes of a `P:` or `B:` bitmask per event type: `KEY_CNT` / 8, the largest.
    package static let maximumBitmaskBytes = 0x300 / 8
    /// The largest event type (`EV_MAX`) and code (`KEY_MAX`, the largest of all types).
    package static let maximumEventType = 0x1f
    package static let maximumEventCode = 0x2ff
    /// The largest absolute axis code (`ABS_MAX`).
    package static let maximumAxisCode = 0x3f
    /// A kernel time's seconds: below 2⁴⁰ (35,000 years), so microseconds never overflow.
    package static let secondsBound: Int64 = 1 << 40

    static let tooManyContacts =
        "more than \(maximumContacts) fingers down at once, the most a trace follows (replay would drop the rest)"

    /// The axes import reads (positions, slots), checked where they are declared: a range that
    /// is not empty and fits the kernel's 32 bits, a resolution that is not negative, and no more
    /// slots than `maximumSlots`. Any other axis only needs to fit 32 bits.
    static func problem(with axis: AxisInfo, code: Int) -> String? {
        let name = axisName(code)
        guard fits32Bits(axis.minimum), fits32Bits(axis.maximum), fits32Bits(axis.resolution) else {
            return "\(name)'s minimum, maximum and resolution must fit the kernel's 32 bits"
        }
        let positions = [EvdevCode.x, EvdevCode.y, EvdevCode.positionX, EvdevCode.positionY]
        guard positions.contains(code) || code == EvdevCode.slot else { return nil }
        if axis.minimum > axis.maximum {
            return "\(name)'s minimum \(axis.minimum) is above its maximum \(axis.maximum)"
        }
        if axis.resolution < 0 { return "\(name)'s resolution \(axis.resolution) is negative" }
        if code == EvdevCode.slot {
            guard axis.maximum - axis.minimum < maximumSlots else {
                return
                    "\(name) declares \(axis.maximum - axis.minimum + 1) slots, more than any panel (at most \(maximumSlots))"
            }
            return nil
        }
        if axis.minimum == axis.maximum {
            return "\(name) has a zero range (\(axis.minimum)…\(axis.maximum)): no position can be read"
        }
        return nil
    }

    /// The problem with one event's numbers, if any.
    static func problem(type: Int, code: Int, value: Int) -> String? {
        guard (0...maximumEventType).contains(type) else {
            return "event type \(type) is not one the kernel has (0…\(maximumEventType))"
        }
        guard (0...maximumEventCode).contains(code) else {
            return "event code \(code) is not one the kernel has (0…\(maximumEventCode))"
        }
        guard fits32Bits(value) else { return "the value \(value) does not fit the kernel's 32 bits" }
        return nil
    }

    static func fits32Bits(_ value: Int) -> Bool { Int(Int32.min)...Int(Int32.max) ~= value }

    private static func axisName(_ code: Int) -> String {
        switch code {
        case EvdevCode.x: "ABS_X"
        case EvdevCode.y: "ABS_Y"
        case EvdevCode.positionX: "ABS_MT_POSITION_X"
        case EvdevCode.positionY: "ABS_MT_POSITION_Y"
        case EvdevCode.slot: "ABS_MT_SLOT"
        default: "axis \(code)"
        }
    }
}
