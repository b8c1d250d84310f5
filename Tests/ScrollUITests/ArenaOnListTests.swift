import Geometry
import Testing
@testable import ScrollUI

/// The gesture arena deciding between the list's pan and its delayed content touches.
@Suite struct ArenaOnListTests {
    @Test func theArenaExplainsThatTheListsPanWonADrag() {
        let harness = ListHarness()

        harness.drag(from: Point(x: 200, y: 174), by: Point(x: 0, y: -120))
        harness.settle()
        let explanation = harness.app.dispatcher.arena.explain()

        #expect(explanation.contains("Winner: list.pan"))
        #expect(explanation.contains("list.delayContentTouches"))
        #expect(explanation.contains("list.row.2"))
    }
}
