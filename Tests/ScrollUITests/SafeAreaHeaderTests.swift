import Geometry
import ScrollSession
import ScrollTrace
import ScrollUI
import Testing

/// The trace header's `"safeArea"` extension: the device insets a window ran with.
@Suite struct SafeAreaHeaderTests {
    private func parse(_ header: String) throws -> Trace {
        try TraceReader.parse(header, file: "t.jsonl")
    }

    @Test func aHeaderCarriesTheSafeAreaBothWays() throws {
        // given a header written with an iPhone 14's insets
        let header = Trace.Header(
            screen: "present", size: DeviceProfile.iPhone14.size, safeArea: DeviceProfile.iPhone14.safeAreaInsets)

        // when written and read back
        let line = TraceWriter.headerLine(header)
        let read = try parse(line).header

        // then it says them in order top, left, bottom, right, and reads them back
        #expect(line == #"{"trace":1,"screen":"present","width":390,"height":844,"safeArea":[47,0,34,0]}"#)
        #expect(read == header)
    }

    @Test func noSafeAreaWritesTheHeaderAsBefore() {
        let zero = Trace.Header(screen: "list", size: Size(width: 390, height: 844), safeArea: .zero)

        #expect(TraceWriter.headerLine(zero) == #"{"trace":1,"screen":"list","width":390,"height":844}"#)
    }

    @Test(arguments: [#"[47,0,34]"#, #"[47,0,34,-1]"#, #""47""#, #"[47,0,"34",0]"#, #"[1e9,0,0,0]"#])
    func aBadSafeAreaNamesTheFileAndLine(value: String) {
        // given a header whose safeArea is not four numbers from 0 to 10000
        let line = #"{"trace":1,"screen":"list","width":390,"height":844,"safeArea":\#(value)}"#

        // then reading it fails with the file and line
        #expect(throws: TraceError.self) { try parse(line) }
        do {
            _ = try parse(line)
        } catch {
            #expect("\(error)".hasPrefix("t.jsonl:1: \"safeArea\" must be [top, left, bottom, right]"))
        }
    }
}
