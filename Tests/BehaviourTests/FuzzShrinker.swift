import Foundation
import Geometry
import Gestures
import Screens
import ScrollLabTesting
import ScrollTrace
import ScrollUI

/// Shrinks a failing fuzz run to a short trace that `scroll-lab replay` (and `ScreenDriver`)
/// plays: events a trace cannot hold (non-finite numbers) are left out, times are rounded to
/// the microsecond as a trace line keeps them, and chunks of events, then single events, are
/// removed as long as the replay still breaks the same rule (delta debugging, Zeller's ddmin);
/// last, the trace is moved earlier by whole seconds when it still fails so.
struct FuzzShrinker {
    let screen: String
    /// The window, safe area, stamp resolution and feel the run had.
    let setup: FuzzSetup
    /// The failure to keep, as the start of its message (e.g. "parallax.content offset").
    let signature: String
    /// Replays stop this long after the last event (bounces and decelerations end within it).
    static let settling = 4.0

    /// The events as a trace holds them, doing what they did: a touch or mouse event without a
    /// finite location is left out where the app drops it, and otherwise (an end, a cancel) given
    /// the last location of its touch (which the app keeps); a scroll without a finite location
    /// has none (the app scrolls under the pointer); a scroll by a non-finite delta is left out.
    static func traceable(_ events: [SessionEvent]) -> [SessionEvent] {
        var lastLocation: [String: Point] = [:]  // "touch 3", "mouse"
        return events.compactMap { event in
            var event = event
            func located(_ key: String, _ location: Point, ends: Bool) -> Point? {
                if location.isFinite { lastLocation[key] = location; return location }
                return ends ? lastLocation[key] ?? .zero : nil
            }
            guard case .pointer(let kind) = event.kind else { return event }
            switch kind {
            case .touch(let id, let phase, let location):
                guard let point = located("touch \(id)", location, ends: phase == .ended || phase == .cancelled) else {
                    return nil
                }
                event.kind = .touch(id: id, phase: phase, location: point)
            case .mouse(let phase, let location, let button):
                guard let point = located("mouse", location, ends: phase == .up) else { return nil }
                event.kind = .mouse(phase: phase, location: point, button: button)
            case .scroll(let delta, let precise, let location):
                guard delta.isFinite else { return nil }
                event.kind = .scroll(
                    delta: delta, precise: precise, location: location.isFinite ? location : Point(x: .nan, y: .nan))
            case .scrollEnded(let location):
                event.kind = .scrollEnded(location: location.isFinite ? location : Point(x: .nan, y: .nan))
            }
            return event
        }
    }

    /// The invariant `events` break when replayed from a fresh app, or nil.
    func failure(_ events: [SessionEvent]) -> String? {
        guard let app = setup.makeApplication(screen: screen) else { return "no screen \(screen)" }
        let driver = ScreenDriver(app: app)
        events.forEach(driver.enqueue)
        do {
            try driver.run(until: (events.last?.deliveredAt ?? 0) + Self.settling)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// True when `events` break the rule this shrinker keeps.
    func fails(_ events: [SessionEvent]) -> Bool {
        failure(events)?.hasPrefix(signature) ?? false
    }

    /// A 1-minimal subsequence of `events` (which must fail) that still fails.
    func shrink(_ events: [SessionEvent], log: (String) -> Void = { _ in }) -> [SessionEvent] {
        var current = events
        var chunks = 2
        while current.count >= 2 {
            let size = Int((Double(current.count) / Double(chunks)).rounded(.up))
            var removedOne = false
            var start = 0
            while start < current.count {
                let candidate = Array(current[..<start] + current[min(start + size, current.count)...])
                if !candidate.isEmpty, fails(candidate) {
                    current = candidate
                    removedOne = true
                    log("\(current.count) events (chunks of \(size))")
                } else {
                    start += size
                }
            }
            if removedOne { chunks = max(chunks - 1, 2); continue }
            if size == 1 { break }
            chunks = min(chunks * 2, current.count)
        }
        // Earlier by whole seconds (60 frames), so the trace starts within its first second.
        let shift = (current.first?.deliveredAt ?? 0).rounded(.down)
        let shifted = current.map { event in
            var event = event
            event.deliveredAt = TraceWriter.recordedTime(event.deliveredAt - shift)
            event.stamp = event.stamp.map { TraceWriter.recordedTime($0 - shift) }
            return event
        }
        return shift > 0 && fails(shifted) ? shifted : current
    }

    /// The trace file's text: a header with the screen and the setup, the events, and an end line.
    func traceText(_ events: [SessionEvent]) -> String {
        var lines = [TraceWriter.headerLine(setup.header(screen: screen))]
        lines += events.map(TraceWriter.line(for:))
        lines.append(TraceWriter.endLine(at: (events.last?.deliveredAt ?? 0) + Self.settling))
        return lines.joined(separator: "\n") + "\n"
    }
}
