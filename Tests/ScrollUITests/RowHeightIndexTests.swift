import Testing
import ScrollUI

/// The row index against a plain running sum.
@Suite struct RowHeightIndexTests {
    /// Heights of 1…97 pt in a pattern with no period shorter than the list.
    private func heights(_ count: Int) -> [Double] { (0..<count).map { Double(($0 * 37 + 11) % 97 + 1) } }

    @Test(arguments: [0, 1, 2, 7, 64, 1000])
    func topsAndHeightsMatchARunningSum(count: Int) {
        let expected = heights(count)

        let index = RowHeightIndex(count: count) { expected[$0] }

        var top = 0.0
        for row in 0..<count {
            #expect(index.top(ofRow: row) == top)
            #expect(index.height(ofRow: row) == expected[row])
            top += expected[row]
        }
        #expect(index.totalHeight == top)
    }

    @Test func everyOffsetFindsTheRowWhoseSpanContainsIt() {
        let expected = heights(300)
        let index = RowHeightIndex(count: 300) { expected[$0] }

        var top = 0.0
        for row in 0..<300 {
            #expect(index.row(containing: top) == row)
            #expect(index.row(containing: top + expected[row] - 0.25) == row)
            top += expected[row]
        }
        #expect(index.row(containing: -5) == 0)
        #expect(index.row(containing: top + 100) == 299)
        #expect(RowHeightIndex(count: 0) { _ in 1 }.row(containing: 0) == nil)
    }

    @Test func changingAHeightMovesOnlyTheRowsBelowIt() {
        var index = RowHeightIndex(count: 100) { _ in 50 }

        index.setHeight(80, ofRow: 40)

        #expect(index.top(ofRow: 40) == 2000)
        #expect(index.height(ofRow: 40) == 80)
        #expect(index.top(ofRow: 41) == 2080)
        #expect(index.totalHeight == 5030)
        #expect(index.row(containing: 2079) == 40)
    }

    @Test func aMillionRowsStayExact() {
        let index = RowHeightIndex(count: 1_000_000) { $0 % 2 == 0 ? 64 : 88 }

        let row = 777_777
        let top = Double(row / 2) * 152 + Double(row % 2) * 64

        #expect(index.top(ofRow: row) == top)
        #expect(index.row(containing: top + 1) == row)
        #expect(index.totalHeight == 76_000_000)
    }

    @Test func theRowStartingAtAnOffsetHoldsItWhateverTheRounding() {
        // Heights with no exact binary sum (measured text: 13.5 pt lines of 1.35 em, and so on).
        let index = RowHeightIndex(count: 3000) { Double(($0 * 37 + 11) % 97) * 1.35 + 0.1 }

        let misplaced = (0..<index.count).filter { index.row(containing: index.top(ofRow: $0)) != $0 }

        #expect(misplaced.count == 0, "rows not found at their own top, such as \(misplaced.prefix(5))")
    }
}
