import Testing

/// `present`'s large sheet released three times short of halfway and slowly
/// (`Traces/present-sheet-releases.jsonl`: 60 pt at 350 pt/s, 150 pt at 320 pt/s, 310 pt at
/// 280 pt/s), replayed as `scroll-lab replay` does. UIKit's sheet springs back from all three
/// (`SheetRelease`); ScrollLab's former rule dismissed the first (faster than 300 pt/s).
@Suite struct SheetReplayTests {
    @Test func threeSlowReleasesShortOfHalfwayAllSpringBack() throws {
        let log = try ReplayLog(trace: "present-sheet-releases", until: 6)
        let travel = 844.0 - 10  // a large sheet on a window without a safe area

        // then the sheet is presented from the tap on, through every release
        let presented = log.frames.filter { $0.frame >= 9 }
        #expect(presented.allSatisfy { $0.extra["presentation"]?["depth"] == 1 })
        // and each drag took it down as far as the finger, then it came back to rest
        let progress = presented.compactMap { $0.extra["presentation"]?["progress"] }
        for (start, end, distance) in [(1.2, 2.2, 60.0), (2.2, 3.4, 150), (3.4, 6, 310)] {
            let window = presented.filter { $0.time >= start && $0.time < end }.compactMap {
                $0.extra["presentation"]?["progress"]
            }
            let lowest = try #require(window.min())
            #expect(abs((1 - lowest) * travel - distance) < 6, "the drag of \(distance) pt")
            #expect(window.last == 1, "back at rest after the drag of \(distance) pt")
        }
        #expect(progress.last == 1)
    }
}
