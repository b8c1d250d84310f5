import Geometry
import Screens
import ScrollUI
import Testing

/// `large-title-snap`: on `large-title` (no status bar: a desktop window), a slow drag up of 40 pt
/// released with no speed leaves the large title more than half collapsed, so the list lands with
/// it collapsed; a slow drag down of 40 pt from there leaves it less than half, so it lands expanded.
@Suite struct LargeTitleReplayTests {
    /// The list's offset with the large title expanded: −(44 + 52).
    private let expanded = -96.0

    @Test func aHalfWayReleaseLandsCollapsedThenExpanded() throws {
        let log = try ReplayLog(trace: "large-title-snap", until: 4)
        func offset(at time: Double) throws -> Double {
            try #require(log.frames.last { $0.time <= time }?.offsets["mailboxes"]).y
        }
        #expect(try offset(at: 0.1) == expanded)
        // Released at 0.95 s part way; at rest by 1.9 s with the title just gone.
        let released = try offset(at: 0.95) - expanded
        #expect(released > 26 && released < 52)
        #expect(abs(try offset(at: 1.9) - (expanded + 52)) < 0.5)
        // The second release, at 2.75 s, part way again; at rest expanded.
        let second = try offset(at: 2.75) - expanded
        #expect(second > 0 && second < 26)
        #expect(abs(try offset(at: 4) - expanded) < 0.5)
        let screen = try #require(log.app.navigation.topViewController as? LargeTitleScreen)
        #expect(log.app.navigation.bar.largeTitle?.height == 52 && screen.title == "Mailboxes")
    }
}

/// Going back from `large-title` leaves the menu as it was: inline title, no toolbar.
@Suite struct LargeTitleScreenTests {
    @Test func theMenuStaysInlineDuringAndAfterThePop() throws {
        let app = try #require(
            ScreenCatalog.makeApplication(screen: "large-title", size: Size(width: 390, height: 844)))
        let navigation = app.navigation
        let home = navigation.stack[0]
        #expect(navigation.bar.largeTitle?.height == 52 && !navigation.showsLargeTitle(home))
        navigation.pop(animated: true, at: 1)
        for frame in 1...30 {
            navigation.advance(to: 1 + Double(frame) / 60)
            #expect(home.view.frame.minY == 44, "frame \(frame)")
        }
        #expect(navigation.depth == 1 && navigation.bar.largeTitle == nil && navigation.isToolbarHidden)
        #expect(home.navigationItem.largeTitleDisplayMode == .automatic && !navigation.bar.prefersLargeTitles)
    }
}
