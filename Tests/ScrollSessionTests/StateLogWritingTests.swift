import Geometry
import ScrollSession
import ScrollTrace
import ScrollUI
import Testing

/// The lines `StateLog` writes from a running app, to the contract (ScrollTrace's "The state log").
@Suite struct StateLogWritingTests {
    @Test func frameLineFollowsTheContract() {
        let screen = LoggedScreen(contentHeight: 12800)
        let app = Application(root: screen, size: Size(width: 390, height: 804))
        screen.scrollView.contentOffset = Point(x: 0, y: 120.5)

        let line = StateLog.frameLine(frame: 12, t: 0.2, app: app)

        #expect(
            line
                == #"{"frame":12,"t":0.2,"scrollViews":{"list":{"offset":[0,120.5],"contentSize":[390,12800],"size":[390,760],"inset":[0,0,0,0],"tracking":false,"dragging":false,"decelerating":false}},"navigation":{"depth":1,"progress":0}}"#
        )
    }

    @Test func callbackLineCarriesItsFieldsInOrder() {
        let record = ScrollViewCallback(
            view: "list",
            event: .willEndDragging(
                velocity: Point(x: 0, y: 1520.3),
                targetContentOffset: Point(x: 0, y: 880)))

        let line = StateLog.callbackLine(frame: 12, t: 0.2, record: record)

        #expect(
            line
                == #"{"frame":12,"t":0.2,"view":"list","callback":"scrollViewWillEndDragging","velocity":[0,1520.3],"target":[0,880]}"#
        )
    }
}
