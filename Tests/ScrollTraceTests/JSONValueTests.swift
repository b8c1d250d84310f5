import ScrollTrace
import Testing

/// How the state log prints its values: numbers whole or shortest, strings escaped.
@Suite struct JSONValueTests {
    @Test func numbersPrintWholeOrShortest() {
        let value = JSONValue.array([.number(180), .number(120.5), .number(-0.0), .number(0.2), .number(.nan)])

        #expect(value.serialized == "[180,120.5,0,0.2,null]")
    }

    @Test func stringsAreEscaped() {
        #expect(JSONValue.string("a\"b\\c\n\u{1}").serialized == #""a\"b\\c\n\u0001""#)
    }
}
