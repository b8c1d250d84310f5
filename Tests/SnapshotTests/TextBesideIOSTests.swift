import Geometry
import SDLRender
import ScrollLabTesting
import ScrollUI
import Testing

/// The default font beside iOS's own: the ink widths of words set in iOS text styles, against the
/// same words in an iOS screenshot. The reference is swift-snapshot-testing's
/// `testTraitsEmbeddedInTabNavigation.iphone-x.png` (UILabels in `.headline` and `.body` on an
/// iPhone X, drawn by iOS in San Francisco at 3 pixels a point), its ink measured in points.
@Suite struct TextBesideIOSTests {
    /// Word, text style, ink width in San Francisco (points).
    static let sanFrancisco: [(word: String, font: Font, inkWidth: Double)] = [
        ("What's", .headline, 51.33), ("the", .body, 22.33), ("point", .body, 34.67),
    ]

    @Test(arguments: sanFrancisco.indices)
    func aWordIsAsWideAsInSanFrancisco(_ index: Int) throws {
        let (word, font, reference) = Self.sanFrancisco[index]
        let width = try inkWidth(of: word, font: font)
        // Measured: Inter 9–11 % wider than San Francisco (56.7, 24.3, 38.3 pt), ScrollLab's old
        // DejaVu Sans 18–25 % (64.0 pt "What's", 41.0 pt "point"). iOS also tracks SF tighter.
        #expect(abs(width / reference - 1) < 0.12, "\(word): \(width) pt against San Francisco's \(reference) pt")
    }

    /// The width in points of the dark pixels of `word` drawn at 3 pixels a point.
    private func inkWidth(of word: String, font: Font) throws -> Double {
        let screen = ViewController(title: "", name: "ink")
        let label = Label(word, font: font, color: .black)
        label.frame = Rect(x: 20, y: 300, width: 300, height: 40)
        screen.view.addSubview(label)
        let driver = ScreenDriver(screen)
        try driver.runUntilAtRest()
        let image = try driver.screenshot(scale: 3)
        let box = label.convert(label.bounds, to: nil)
        var columns = Set<Int>()
        for y in Int(box.minY * 3)..<Int(box.maxY * 3) {
            for x in 0..<image.width {
                let pixel = (y * image.width + x) * 4
                let sum = Int(image.pixels[pixel]) + Int(image.pixels[pixel + 1]) + Int(image.pixels[pixel + 2])
                if sum < 300 { columns.insert(x) }
            }
        }
        guard let first = columns.min(), let last = columns.max() else { return 0 }
        return Double(last - first + 1) / 3
    }
}
