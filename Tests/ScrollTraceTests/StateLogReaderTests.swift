import Geometry
import ScrollTrace
import Testing

@Suite struct StateLogReaderTests {
    @Test func theContractsExampleReadsBackTyped() throws {
        let text = """
            {"frame":12,"t":0.2,"scrollViews":{"list":{"offset":[0,120.5],"contentSize":[390,12800],"size":[390,760],"inset":[0,0,0,0],"tracking":true,"dragging":true,"decelerating":false}},"navigation":{"depth":2,"progress":0}}
            {"frame":12,"t":0.2,"view":"list","callback":"scrollViewWillEndDragging","velocity":[0,1520.3],"target":[0,880]}
            """

        let entries = try StateLog.read(text, file: "example.jsonl")

        let frame = try #require(entries.first?.frame)
        let list = try #require(frame["list"])
        #expect(frame.frame == 12 && frame.depth == 2 && list.offset == Point(x: 0, y: 120.5))
        #expect(list.tracking && list.dragging && !list.decelerating && list.zoomScale == nil)
        let callback = try #require(entries.last?.callback)
        #expect(callback.name == "scrollViewWillEndDragging" && callback.target == Point(x: 0, y: 880))
    }

    @Test(arguments: [
        (#"{"frame":1,"t":0,"navigation":{"depth":1,"progress":0}}"#, #"missing "scrollViews""#),
        (
            #"{"frame":1,"t":0,"scrollViews":{"a":{"offset":[0],"contentSize":[0,0],"size":[0,0],"inset":[0,0,0,0]}},"navigation":{"depth":1,"progress":0}}"#,
            #""offset" must be an array of 2 numbers"#
        ),
        (
            #"{"frame":1.5,"t":0,"scrollViews":{},"navigation":{"depth":1,"progress":0}}"#,
            #""frame" must be a whole number"#
        ),
        ("{", "not valid JSON"),
    ])
    func aBadLineIsNamedByFileAndLine(line: String, reason: String) {
        #expect {
            try StateLog.read("\n\(line)\n", file: "window.log")
        } throws: { error in
            "\(error)".contains("window.log:2:") && "\(error)".contains(reason)
        }
    }
}
