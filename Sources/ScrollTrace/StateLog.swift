/// Extra top-level fields a screen adds to its frame lines (e.g. `nested`'s `header`): adopt it
/// in the screen's view controller.
public protocol StateLogFields: AnyObject {
    /// The fields, in order, as JSON values.
    func logFields() -> [(key: String, value: JSONValue)]
}

/// The JSON Lines of the state log (<doc:TheStateLog>): a `frame` line per frame and a
/// `callback` line per delegate callback, key order and number format fixed. This module reads
/// them back, typed (``read(_:file:)``); ScrollSession writes them from a running app.
public enum StateLog {}
