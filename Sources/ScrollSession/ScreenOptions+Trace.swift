import ScrollTrace
import ScrollUI

extension ScreenOptions {
    /// The most rows `--rows` accepts: as many as a trace header's `rows` may name
    /// (`Trace.maximumRows`; a list's height index holds 8 bytes a row).
    public static let maximumRows = Trace.maximumRows
}
