import Geometry
import Screens
import ScrollUI
import XCTest

/// The pop-gesture article's cases (seed 003), each screen with its failure (the switch off, as
/// it opens) and its fix (the switch tapped first): `Traces/case-*.jsonl` and `document-*.jsonl`.
final class CasebookBackGestureTests: XCTestCase {
    /// The screen's own `case` field in the log's last frame.
    private func caseField(_ log: ReplayLog, _ key: String) -> Bool? {
        ((log.frames.last { $0.object["case"] != nil }?.object["case"]) as? [String: Any])?[key] as? Bool
    }

    private func assertNoPop(_ log: ReplayLog, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(log.frames.map(\.progress).max(), 0, "the back transition never started", file: file, line: line)
        XCTAssertEqual(log.frames.last?.depth, 2, file: file, line: line)
    }

    private func assertPopped(_ log: ReplayLog, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertGreaterThan(log.frames.map(\.progress).max() ?? 0, 0.3, file: file, line: line)
        XCTAssertEqual(log.frames.last?.depth, 1, file: file, line: line)
    }

    // MARK: A custom left item, a hidden back button

    func testUIKitsDefaultRefusesTheSwipeUnderACustomLeftItemOrAHiddenBackButton() throws {
        for screen in ["back-custom-item", "back-hidden-button"] {
            let log = try ReplayLog(trace: "case-edge-swipe", screen: screen, until: 1.5)

            assertNoPop(log)
            XCTAssertEqual(caseField(log, "fixed"), false, screen)
            let refusal = log.app.navigation.backGesturePolicy.lastRefusal ?? ""
            XCTAssertTrue(refusal.hasPrefix("UIKit's default"), "\(screen): \(refusal)")
        }
    }

    func testTheArticlesDelegatePopsUnderACustomLeftItemOrAHiddenBackButton() throws {
        for screen in ["back-custom-item", "back-hidden-button"] {
            assertPopped(try ReplayLog(trace: "case-fix-then-edge-swipe", screen: screen, until: 1.9))
        }
    }

    func testTheCustomLeftItemReplacesTheBackButtonAndGoesBack() throws {
        let app = try XCTUnwrap(ScreenCatalog.makeApplication(screen: "back-custom-item", size: Size(width: 390, height: 844)))
        app.advance(to: 0)
        let bar = app.navigation.bar

        XCTAssertTrue(bar.backButton.isHidden)
        let item = try XCTUnwrap(bar.leftItem)
        XCTAssertTrue(item.isDescendant(of: bar))
        item.action?(0.1)
        app.advance(to: 1)
        XCTAssertEqual(app.navigation.depth, 1)
        XCTAssertNil(bar.leftItem, "home has no item of its own")
    }

    // MARK: A pager under UIKit's rules

    func testWithoutTheStripThePagerTakesTheEdgeSwipe() throws {
        let log = try ReplayLog(trace: "case-edge-swipe", screen: "back-strip", until: 1.5)

        assertNoPop(log)
        XCTAssertLessThan(log.frames.compactMap { $0.offsets["strip.pager"]?.x }.min() ?? 0, -20, "the pager rubber-banded")
    }

    func testTheStripGivesTheFirst10PointsToTheBackGestureOnly() throws {
        assertPopped(try ReplayLog(trace: "case-fix-then-edge-swipe", screen: "back-strip", until: 1.9))

        let from15 = try ReplayLog(trace: "case-fix-then-swipe-from-15", until: 1.9)
        assertNoPop(from15)
        XCTAssertEqual(caseField(from15, "fixed"), true)
    }

    func testRequireToFailMadeBeforeThePushIsSkippedAndMadeOnTheStackWorks() throws {
        let early = try ReplayLog(trace: "case-edge-swipe", screen: "back-require-fail", until: 1.5)
        assertNoPop(early)
        XCTAssertEqual(caseField(early, "relation"), false, "navigationController was nil in init")

        let onTheStack = try ReplayLog(trace: "case-fix-then-edge-swipe", screen: "back-require-fail", until: 1.9)
        assertPopped(onTheStack)
        let screen = try XCTUnwrap(ScreenCatalog.makeApplication(screen: "back-require-fail", size: Size(width: 390, height: 844))?
            .navigation.topViewController as? RequireToFailScreen)
        XCTAssertFalse(screen.relationMade, "pushed with the switch off: still no relation")
    }

    // MARK: Fullscreen within a distance

    func testTheFullscreenSwipePopsOnlyFromWithinItsStartDistance() throws {
        assertPopped(try ReplayLog(trace: "case-swipe-from-100", until: 1.5))
        assertNoPop(try ReplayLog(trace: "case-swipe-from-200", until: 1.5))
    }

    // MARK: The web view

    private func document(_ log: ReplayLog) throws -> [String: Any] {
        try XCTUnwrap(log.frames.last?.object["document"] as? [String: Any])
    }

    func testTheAppsTapFailsInTheConflictAndFiresWithTheFix() throws {
        let conflict = try document(ReplayLog(trace: "document-tap", screen: "document-conflict", until: 1))
        XCTAssertEqual(conflict["linkTaps"] as? Int, 1, "the document's own tap won")
        XCTAssertEqual(conflict["appTaps"] as? Int, 0)
        XCTAssertEqual(conflict["barsHidden"] as? Bool, false)

        let fixed = try document(ReplayLog(trace: "document-tap", screen: "document", until: 1))
        XCTAssertEqual(fixed["linkTaps"] as? Int, 1, "the document keeps its tap")
        XCTAssertEqual(fixed["appTaps"] as? Int, 1)
        XCTAssertEqual(fixed["barsHidden"] as? Bool, true)
    }

    func testTheDocumentsPanTakesTheEdgeSwipeInTheConflictAndTheFixPops() throws {
        let conflict = try ReplayLog(trace: "case-edge-swipe", screen: "document-conflict", until: 1.5)
        assertNoPop(conflict)
        XCTAssertLessThan(conflict.frames.compactMap { $0.offsets["document"]?.x }.min() ?? 0, -20, "the document rubber-banded")

        assertPopped(try ReplayLog(trace: "case-edge-swipe", screen: "document", until: 1.5))
    }

    func testTheDocumentKeepsItsOwnGesturesEitherWay() throws {
        for screen in ["document", "document-conflict"] {
            XCTAssertEqual(try document(ReplayLog(trace: "document-double-tap", screen: screen, until: 1))["zoom"] as? Double, 2, screen)
            let pinched = try document(ReplayLog(trace: "document-pinch", screen: screen, until: 1))
            XCTAssertGreaterThan(pinched["zoom"] as? Double ?? 0, 2, screen)
            let pressed = try document(ReplayLog(trace: "document-long-press", screen: screen, until: 1.2))
            XCTAssertEqual(pressed["selection"] as? Int, 2, "\(screen): the paragraph under the finger")
            XCTAssertEqual(pressed["appTaps"] as? Int, 0, "\(screen): a long press is not the app's tap")
        }
    }
}
