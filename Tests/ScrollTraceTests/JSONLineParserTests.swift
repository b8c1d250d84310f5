@testable import ScrollTrace
import Testing

/// The trace's JSON parser accepts exactly JSON, as Foundation's did before it.
@Suite struct JSONLineParserTests {
    private func parse(_ text: String) -> RawJSON? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { try? JSONLineParser.parse($0) }
    }

    private func parseBytes(_ bytes: [UInt8]) -> RawJSON? {
        bytes.withUnsafeBufferPointer { try? JSONLineParser.parse($0) }
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try #require(
            parse(
                #" {"n": -12.5e-1, "s": "a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "b": true, "f": false, "z": null, "a": [1, [], {}]} "#
            ))
        guard case .object(let object) = value else { Issue.record("not an object"); return }
        guard case .number(let n)? = object["n"], case .string(let s)? = object["s"], case .bool(true)? = object["b"],
            case .bool(false)? = object["f"], case .null? = object["z"], case .array(let a)? = object["a"]
        else {
            Issue.record("wrong members"); return
        }
        #expect(n == -1.25)
        #expect(s == "a\"\\/\u{8}\u{C}\n\r\té😀")
        #expect(a.count == 3)
    }

    @Test func keepsTheLastOfRepeatedKeys() throws {
        guard case .object(let object)? = parse(#"{"t":1,"t":2}"#), case .number(let t)? = object["t"] else {
            Issue.record("not parsed"); return
        }
        #expect(t == 2)
    }

    @Test(arguments: [
        "", "{", "}", "{\"t\":1,}", "[1,]", "{\"t\":01}", "{\"t\":1.}", "{\"t\":.5}", "{\"t\":+1}", "{\"t\":1e}",
        "{\"t\":-}", "{t:1}", "{'t':1}", "{\"t\":1} x", "{\"t\":1}{}", "{\"t\":tru}", "{\"t\":NaN}", "{\"t\":Infinity}",
        "{\"s\":\"a\tb\"}", "{\"s\":\"\\x\"}", "{\"s\":\"\\u12\"}", "{\"s\":\"\\ud83d\"}", "{\"s\":\"\\ude00\"}",
        "{\"s\":\"open}",
        "// comment", "{\"t\":1 /* c */}",
    ])
    func refusesWhatIsNotJSON(_ text: String) {
        #expect(parse(text) == nil, "accepted \(text)")
    }

    @Test func refusesInvalidUTF8InStrings() {
        #expect(parseBytes(Array(#"{"s":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)) == nil)
        #expect(parseBytes(Array(#"{"s":""#.utf8) + [0xC3, 0xA9] + Array(#""}"#.utf8)) != nil)
    }

    @Test func refusesNestingDeeperThanTheLimit() {
        #expect(parse(String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)) == nil)
        #expect(parse(String(repeating: "[", count: 10) + String(repeating: "]", count: 10)) != nil)
    }
}
