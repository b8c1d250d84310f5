import Foundation
import Testing
import ScrollUI

/// Panels wrap their text rather than cut it (F1 help, gesture overlay).
@Suite struct TextWrapTests {
    /// 11 pt DejaVu Sans: about 12 lower-case characters in 66 pt.
    let font = Font(size: 11)

    @Test func linesBreakAtSpacesAndKeepTheirIndent() {
        #expect(
            TextWrap.lines("  winner: list.pan", width: 66, font: font, continuation: "  ")
                == ["  winner:", "  list.pan"])
        #expect(TextWrap.lines("short", width: 66, font: font) == ["short"])
    }

    @Test func aWordLongerThanALineIsBrokenWhereItMust() {
        let word = "abcdefghijklmnopqrstuvwxy"
        let lines = TextWrap.lines(word, width: 66, font: font)

        #expect(lines.count > 1 && lines.joined() == word)
        #expect(lines.allSatisfy { TextWrap.width($0, font: font) <= 66 })
        for (line, next) in zip(lines, lines.dropFirst()) {
            #expect(TextWrap.width(line + next.prefix(1), font: font) > 66, "each piece is as long as fits")
        }
    }

    @Test func everyLineFitsItsWidth() {
        let text = "gesture overlay: touches, recognizers, velocities, where the content will rest"

        let lines = TextWrap.lines(text, width: 150, font: font, continuation: "  ")

        #expect(lines.allSatisfy { TextWrap.width($0, font: font) <= 150 })
        #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == text)
    }
}
