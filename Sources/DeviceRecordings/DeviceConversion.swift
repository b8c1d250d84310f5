import Foundation
import Geometry
import Gestures
import ScrollTrace

/// One device's kernel events turned into trace events as they are read, so memory does not grow
/// with the recording: its frames of fingers (`ContactFrames`), then touches (a touchscreen) or
/// precise scrolling (a touchpad). It keeps the trace format's bounds as it goes: time goes
/// forward, stays within the longest trace, and holds at most `ImportLimits.maximumEventsAtOneTime`
/// events at one instant, kernel events and trace events alike.
struct DeviceConversion {
    let device: RecordedDevice
    let kind: DeviceKind
    let file: String
    private var frames: ContactFrames
    private var output: Output
    /// The first event's kernel time: the trace's 0.
    private var origin: Int64?
    private var lastMicroseconds: Int64 = 0
    private var kernelEventsAtLastTime = 0
    private var lastTraceMicroseconds: Int64 = -1
    private var traceEventsAtLastTime = 0
    /// Trace events written so far.
    private(set) var eventCount = 0

    private enum Output {
        case touchscreen(TouchscreenConversion)
        case touchpad(TouchpadScrolling)
    }

    /// Checks that `device` can be imported: a touchscreen or a touchpad with absolute x and y.
    init(device: RecordedDevice, file: String, options: RecordingImporter.Options) throws {
        self.device = device
        self.file = file
        kind = device.kind
        frames = ContactFrames(device: device)
        let axisCodes = frames.kind.axisCodes
        func refuse(_ reason: String) -> TraceError { TraceError(file: file, line: device.line, reason: reason) }
        let axes = device.axes[axisCodes.x].flatMap { x in device.axes[axisCodes.y].map { (x, $0) } }
        switch (kind, axes) {
        case (.other(let what), _):
            throw refuse("\(device.label) is \(what), not a touchscreen or a touchpad")
        case (_, nil):
            throw refuse("\(device.label) has no absolute x and y axes")
        case (.touchscreen, let (xAxis, yAxis)?):
            let mapping = PanelMapping(xAxis: xAxis, yAxis: yAxis, window: options.size, scale: options.scale)
            output = .touchscreen(TouchscreenConversion(mapping: mapping))
        case (.touchpad, let (xAxis, yAxis)?):
            guard frames.kind != .singleTouch else {
                throw refuse(
                    "\(device.label) is a single-touch touchpad: two-finger scrolling needs its fingers' positions (ABS_MT_POSITION_X/Y)"
                )
            }
            output = .touchpad(TouchpadScrolling(xAxis: xAxis, yAxis: yAxis))
        }
    }

    /// The trace events of the device's next kernel event (none until a frame ends).
    mutating func consume(_ event: EvdevEvent) throws -> [PointerEvent] {
        let file = self.file
        func error(_ reason: String) -> TraceError { TraceError(file: file, line: event.line, reason: reason) }
        var events: [PointerEvent] = []
        if origin == nil {
            origin = event.microseconds
            lastMicroseconds = event.microseconds
            // A lift at 0 declares up front that this source reports its lifts (libinput's
            // axis_stop), so even the first gesture's momentum waits for its lift, not for the
            // 60 ms idle gap of sources that never report one (InputOnLinux.md, "Trackpad gestures").
            if case .touchpad = output {
                events.append(PointerEvent(deliveredAt: 0, kind: .scrollEnded(location: Point(x: .nan, y: .nan))))
            }
        }
        try checkTime(of: event, error: error)
        if let frame = try frames.consume(event, error: error) {
            let t = time(frame.microseconds)
            switch output {
            case .touchscreen(var conversion):
                events += conversion.events(for: frame, at: t)
                output = .touchscreen(conversion)
            case .touchpad(var scrolling):
                events += scrolling.events(for: frame, at: t)
                output = .touchpad(scrolling)
            }
        }
        try countTraceEvents(events, at: event.microseconds, error: error)
        return events
    }

    /// Time goes forward, within the longest trace, and advances.
    private mutating func checkTime(of event: EvdevEvent, error: (String) -> TraceError) throws {
        guard event.microseconds >= lastMicroseconds else {
            throw error("time goes backwards (\(event.microseconds) µs after \(lastMicroseconds) µs)")
        }
        guard event.microseconds - origin! <= Int64(TraceReader.maximumTime * 1_000_000) else {
            throw error(
                "more than \(Int(TraceReader.maximumTime)) s after the first event, the longest trace (trim the recording)"
            )
        }
        kernelEventsAtLastTime = event.microseconds == lastMicroseconds ? kernelEventsAtLastTime + 1 : 1
        lastMicroseconds = event.microseconds
        guard kernelEventsAtLastTime <= ImportLimits.maximumEventsAtOneTime else {
            throw error(
                "more than \(ImportLimits.maximumEventsAtOneTime.grouped) events at one kernel time (\(event.microseconds) µs): time must advance"
            )
        }
    }

    /// Keeps the trace within its bound of events at one `t` (the time of `microseconds`).
    private mutating func countTraceEvents(
        _ events: [PointerEvent], at microseconds: Int64, error: (String) -> TraceError
    ) throws {
        guard !events.isEmpty else { return }
        eventCount += events.count
        traceEventsAtLastTime =
            microseconds == lastTraceMicroseconds ? traceEventsAtLastTime + events.count : events.count
        lastTraceMicroseconds = microseconds
        guard traceEventsAtLastTime <= ImportLimits.maximumEventsAtOneTime else {
            throw error(
                "more than \(ImportLimits.maximumEventsAtOneTime.grouped) trace events at one time (t = \(time(microseconds))), "
                    + "more than a trace may hold (replay refuses it): time must advance")
        }
    }

    private func time(_ microseconds: Int64) -> Double { Double(microseconds - (origin ?? microseconds)) / 1_000_000 }

    /// The end marker's time (`tail` seconds after the last event) and the summary, once every event is read.
    func finish(tail: Double) throws -> (end: Double, summary: String) {
        guard origin != nil else {
            throw TraceError(file: file, line: device.line, reason: "\(device.label) has no events")
        }
        let end = min(TraceReader.maximumTime, time(lastMicroseconds) + tail)
        let described: String
        switch output {
        case .touchscreen(let conversion): described = touchscreenSummary(conversion)
        case .touchpad(let scrolling): described = touchpadSummary(scrolling)
        }
        return (end, "imported \(device.label), \(kind.description), \(frames.kind.rawValue): " + described)
    }

    private func touchscreenSummary(_ conversion: TouchscreenConversion) -> String {
        let touches = conversion.touches
        var summary = "\(touches) touch\(touches == 1 ? "" : "es"), \(eventCount) events; \(conversion.mapping.summary)"
        if conversion.outside > 0 {
            summary +=
                "; \(conversion.outside) of them landed outside the window, beside the prototype on the panel (a --size with the panel's aspect uses all of it)"
        }
        if conversion.stillDown > 0 { summary += "; \(conversion.stillDown) still down when the recording ends" }
        return summary
    }

    private func touchpadSummary(_ scrolling: TouchpadScrolling) -> String {
        let pad = scrolling.pad
        let perMillimetre = String(format: "%.4g", TouchpadScrolling.pointsPerMillimetre)
        return "\(scrolling.gestures) two-finger scroll\(scrolling.gestures == 1 ? "" : "s"), \(eventCount) events; "
            + "\(perMillimetre) pt per mm (libinput 1.29: 1000/25.4 × 0.9 × 0.2968), "
            + "\(Int(pad.x))×\(Int(pad.y)) units per mm"
            + (pad.guessed ? " (no resolution: libinput's 69×50 mm guess)" : "") + ", natural direction"
    }
}
