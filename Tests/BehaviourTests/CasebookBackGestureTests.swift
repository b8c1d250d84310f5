import Geometry
import Screens
import ScrollTrace
import ScrollUI
import Testing

/// The pop-gesture article's cases (seed 003), each screen with its failure (the switch off, as
/// it opens) and its fix (the switch tapped first): `Traces/case-*.jsonl` and `document-*.jsonl`.
@Suite struct CasebookBackGestureTests {
    /// The screen's own `case` field in the log's last frame.
    private func caseField(_ log: ReplayLog, _ key: String) -> Bool? {
        log.frames.last { $0.fields["case"] != nil }?.fields["case"]?[key]?.bool
    }

    private func assertNoPop(_ log: ReplayLog, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            log.frames.map(\.progress).max() == 0, "the back transition never started", sourceLocation: sourceLocation)
        #expect(log.frames.last?.depth == 2, sourceLocation: sourceLocation)
    }

    private func assertPopped(_ log: ReplayLog, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect((log.frames.map(\.progress).max() ?? 0) > 0.3, sourceLocation: sourceLocation)
        #expect(log.frames.last?.depth == 1, sourceLocation: sourceLocation)
    }

    // MARK: A custom left item, a hidden back button

    @Test func uiKitsDefaultRefusesTheSwipeUnderACustomLeftItemOrAHiddenBackButton() throws {
        for screen in ["back-custom-item", "back-hidden-button"] {
            let log = try ReplayLog(trace: "case-edge-swipe", screen: screen, until: 1.5)

            assertNoPop(log)
            #expect(caseField(log, "fixed") == false, Comment(rawValue: screen))
            let refusal = log.app.navigation.backGesturePolicy.lastRefusal ?? ""
            #expect(refusal.hasPrefix("UIKit's default"), "\(screen): \(refusal)")
        }
    }

    @Test func theArticlesDelegatePopsUnderACustomLeftItemOrAHiddenBackButton() throws {
        for screen in ["back-custom-item", "back-hidden-button"] {
            assertPopped(try ReplayLog(trace: "case-fix-then-edge-swipe", screen: screen, until: 1.9))
        }
    }

    @Test func theCustomLeftItemReplacesTheBackButtonAndGoesBack() throws {
        let app = try #require(
            ScreenCatalog.makeApplication(screen: "back-custom-item", size: Size(width: 390, height: 844)))
        app.advance(to: 0)
        let bar = app.navigation.bar

        #expect(bar.backButton.isHidden)
        let item = try #require(bar.leftItem)
        #expect(item.isDescendant(of: bar))
        item.action?(0.1)
        app.advance(to: 1)
        #expect(app.navigation.depth == 1)
        #expect(bar.leftItem == nil, "home has no item of its own")
    }

    // MARK: A pager under UIKit's rules

    @Test func withoutTheStripThePagerTakesTheEdgeSwipe() throws {
        let log = try ReplayLog(trace: "case-edge-swipe", screen: "back-strip", until: 1.5)

        assertNoPop(log)
        #expect((log.frames.compactMap { $0.offsets["strip.pager"]?.x }.min() ?? 0) < -20, "the pager rubber-banded")
    }

    @Test func theStripGivesTheFirst10PointsToTheBackGestureOnly() throws {
        assertPopped(try ReplayLog(trace: "case-fix-then-edge-swipe", screen: "back-strip", until: 1.9))

        let from15 = try ReplayLog(trace: "case-fix-then-swipe-from-15", until: 1.9)
        assertNoPop(from15)
        #expect(caseField(from15, "fixed") == true)
    }

    @Test func requireToFailMadeBeforeThePushIsSkippedAndMadeOnTheStackWorks() throws {
        let early = try ReplayLog(trace: "case-edge-swipe", screen: "back-require-fail", until: 1.5)
        assertNoPop(early)
        #expect(caseField(early, "relation") == false, "navigationController was nil in init")

        let onTheStack = try ReplayLog(trace: "case-fix-then-edge-swipe", screen: "back-require-fail", until: 1.9)
        assertPopped(onTheStack)
        let screen = try #require(
            ScreenCatalog.makeApplication(screen: "back-require-fail", size: Size(width: 390, height: 844))?
                .navigation.topViewController as? RequireToFailScreen)
        #expect(!screen.relationMade, "pushed with the switch off: still no relation")
    }

    // MARK: Fullscreen within a distance

    @Test func theFullscreenSwipePopsOnlyFromWithinItsStartDistance() throws {
        assertPopped(try ReplayLog(trace: "case-swipe-from-100", until: 1.5))
        assertNoPop(try ReplayLog(trace: "case-swipe-from-200", until: 1.5))
    }

    // MARK: The web view

    private func document(_ log: ReplayLog) throws -> JSONValue {
        try #require(log.frames.last?.fields["document"]?.members.map(JSONValue.object))
    }

    @Test func theAppsTapFailsInTheConflictAndFiresWithTheFix() throws {
        let conflict = try document(ReplayLog(trace: "document-tap", screen: "document-conflict", until: 1))
        #expect(conflict["linkTaps"]?.number == 1, "the document's own tap won")
        #expect(conflict["appTaps"]?.number == 0)
        #expect(conflict["barsHidden"]?.bool == false)

        let fixed = try document(ReplayLog(trace: "document-tap", screen: "document", until: 1))
        #expect(fixed["linkTaps"]?.number == 1, "the document keeps its tap")
        #expect(fixed["appTaps"]?.number == 1)
        #expect(fixed["barsHidden"]?.bool == true)
    }

    @Test func theDocumentsPanTakesTheEdgeSwipeInTheConflictAndTheFixPops() throws {
        let conflict = try ReplayLog(trace: "case-edge-swipe", screen: "document-conflict", until: 1.5)
        assertNoPop(conflict)
        #expect(
            (conflict.frames.compactMap { $0.offsets["document"]?.x }.min() ?? 0) < -20, "the document rubber-banded")

        assertPopped(try ReplayLog(trace: "case-edge-swipe", screen: "document", until: 1.5))
    }

    @Test func theDocumentKeepsItsOwnGesturesEitherWay() throws {
        var selections: [Double] = []
        for screen in ["document", "document-conflict"] {
            #expect(
                try document(ReplayLog(trace: "document-double-tap", screen: screen, until: 1))["zoom"]?.number == 2,
                Comment(rawValue: screen))
            let pinched = try document(ReplayLog(trace: "document-pinch", screen: screen, until: 1))
            #expect((pinched["zoom"]?.number ?? 0) > 2, Comment(rawValue: screen))
            let pressed = try document(ReplayLog(trace: "document-long-press", screen: screen, until: 1.2))
            let selection = try #require(pressed["selection"]?.number, "\(screen): a paragraph is selected")
            selections.append(selection)
            #expect(pressed["appTaps"]?.number == 0, "\(screen): a long press is not the app's tap")
        }
        // The same paragraph (the one under the finger; which one depends on the text's layout).
        #expect(selections.count == 2 && selections[0] == selections[1])
    }
}
