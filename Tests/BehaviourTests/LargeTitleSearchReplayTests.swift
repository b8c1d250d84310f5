import Geometry
import Screens
import ScrollUI
import Testing

/// `large-title-search` (a desktop window: no status bar, the keyboard 216 pt): a slow pull of
/// 50 pt (40 after the pan's hysteresis) released still snaps the tucked search bar shown; a tap
/// activates search; "tr" filters the 60 mailboxes to the 7 Trash ones; a drag down into the
/// keyboard pulls it down and it falls (editing ends, search stays); Cancel brings all back.
@Suite struct LargeTitleSearchReplayTests {
    /// The list's offset with the search bar shown: −(44 + 52 + 52); tucked: 52 more.
    private let shown = -148.0

    @Test func thePullSnapsTheSearchBarShownAndSearchFiltersInPlace() throws {
        let log = try ReplayLog(trace: "large-title-search", until: 5)
        func state(at time: Double) throws -> (offset: Double, rows: Double) {
            let frame = try #require(log.frames.last { $0.time <= time })
            return (
                try #require(frame.offsets["searchMailboxes"]).y,
                try #require(frame.contentSizes["searchMailboxes"]).height
            )
        }
        #expect(try state(at: 0.1).offset == shown + 52, "tucked away")
        let released = try state(at: 0.95).offset - shown
        #expect(released > 0 && released < 26, "released with more than half of it shown")
        #expect(abs(try state(at: 1.6).offset - shown) < 0.5)
        #expect(try state(at: 2.5).rows == 7 * 52, "\"tr\": the Trash mailboxes")
        #expect(try state(at: 5).rows == 60 * 52, "Cancel: all of them")

        let screen = try #require(log.app.navigation.topViewController as? LargeTitleSearchScreen)
        #expect(!screen.search.isActive && screen.search.searchBar.text.isEmpty)
    }

    @Test func theKeyboardFollowedTheFingerAndFell() throws {
        let log = try ReplayLog(trace: "large-title-search", until: 3.8)
        let screen = try #require(log.app.navigation.topViewController as? LargeTitleSearchScreen)
        #expect(screen.search.isActive && !screen.search.searchBar.field.isFirstResponder)
        #expect(log.app.displayLink.textInput.keyboard.superview == nil)
    }
}
