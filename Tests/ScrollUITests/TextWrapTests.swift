import Foundation
import Testing
import ScrollUI

/// Panels wrap their text rather than cut it (F1 help, gesture overlay).
@Suite struct TextWrapTests {
    /// 11 pt at 0.6 em a character: 10 characters in 66 pt.
    let font = Font(size: 11)

    @Test func linesBreakAtSpacesAndKeepTheirIndent() {
        #expect(
            TextWrap.lines("  winner: list.pan", width: 66, font: font, continuation: "  ")
                == ["  winner:", "  list.pan"])
        #expect(TextWrap.lines("short", width: 66, font: font) == ["short"])
    }

    @Test func aWordLongerThanALineIsBrokenWhereItMust() {
        #expect(TextWrap.lines("abcdefghijklmnopqrstuvwxy", width: 66, font: font) == ["abcdefghij", "klmnopqrst", "uvwxy"])
    }

    @Test func everyLineFitsItsWidth() {
        let text = "gesture overlay: touches, recognizers, velocities, where the content will rest"

        let lines = TextWrap.lines(text, width: 150, font: font, continuation: "  ")

        #expect(lines.allSatisfy { TextWrap.estimatedWidth($0, font: font) <= 150 })
        #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == text)
    }
}
