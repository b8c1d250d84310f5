/// The `type` of a trace's event line, the one list the reader, the writer and the reader's
/// error text share (ScrollTrace.docc/TraceFormat.md). Adding an event type: a case here, its
/// `SessionEvent.Kind`, its fields in `TraceReader` and `TraceWriter`, and what the app does
/// with it (`Application.handle`).
public enum TraceEventType: String, CaseIterable, Sendable {
    case touch, mouse, scroll, key, text, resize, focus, touchDevice, physics
    /// The last line of a recording: when it stopped (not an event).
    case end

    /// The names, as an error lists them: "touch, mouse, … or end".
    static var expectedList: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}
