import Testing

@testable import ScrollLabApp

/// `--compare-physics`' label under each half: where the fling rested and when, or, when it had
/// not by the end, where it was heading — never both at once.
@Suite struct ReleaseSummaryTests {
    private let release =
        #"{"frame":12,"t":0.2,"view":"list","callback":"scrollViewWillEndDragging","velocity":[0,1500],"target":[0,186]}"#

    @Test func aFlingStillMovingAtTheEndSaysWhereItIsHeading() {
        // given / when
        let summary = ReleaseSummary(logLines: [release])

        // then
        #expect(summary.lines == ["release 1500 pt/s", "still moving at the end, heading for (0, 186)"])
    }

    @Test func aFlingThatRestedSaysWhereAndWhen() {
        // given / when
        let summary = ReleaseSummary(logLines: [
            release, #"{"frame":80,"t":1.333,"view":"list","callback":"scrollViewDidEndDecelerating"}"#,
        ])

        // then
        #expect(summary.lines == ["release 1500 pt/s", "rest at (0, 186) at 1.33 s"])
    }

    @Test func aReleaseThatDoesNotDecelerateRestsAtOnce() {
        // given / when: released without deceleration (UIKit: willDecelerate false)
        let summary = ReleaseSummary(logLines: [
            #"{"frame":12,"t":0.2,"view":"list","callback":"scrollViewWillEndDragging","velocity":[0,0],"target":[0,40]}"#,
            #"{"frame":12,"t":0.2,"view":"list","callback":"scrollViewDidEndDragging","willDecelerate":false}"#,
        ])

        // then
        #expect(summary.lines == ["release 0 pt/s", "rest at (0, 40) at 0.20 s"])
    }
}
