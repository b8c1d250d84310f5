import Foundation
import Geometry
import ScrollLabTesting
import ScrollSession
import ScrollUI
import SDLRender
import SnapshotTesting
import Testing

/// A screen with a bug: while dragged it throws its list far past the end of its content.
private final class RunawayScreen: ViewController, ScrollViewDelegate {
    let list = ListView(name: "runaway", rowCount: 40, height: { _ in 60 }) { ListView.Row(title: "Row \($0 + 1)") }

    init() {
        super.init(title: "Runaway", name: "runaway.screen")
        view.addSubview(list)
        list.delegate = self
    }

    override var loggedScrollViews: [(id: String, scrollView: ScrollView)] { [("runaway", list)] }
    override func layoutView() { list.frame = view.bounds }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if scrollView.isDragging { scrollView.contentOffset.y = 1_000_000 }  // the bug
    }
}

/// What the test-support library catches: a broken invariant, a changed golden.
@Suite struct ScreenDriverChecksTests {
    @Test func aBrokenInvariantFailsTheRunNamingTheRuleAndTheFrame() throws {
        let driver = ScreenDriver(RunawayScreen())
        driver.drag(from: Point(x: 200, y: 600), by: Point(x: 0, y: -100))

        let violation = #expect(throws: InvariantViolation.self) { try driver.runUntilAtRest() }
        #expect(violation?.description.contains("runaway offset") == true)
        #expect(violation?.description.contains("beyond its rubber band") == true)
        #expect(violation?.description.contains("frame ") == true, "\(violation?.description ?? "")")
    }

    @Test func withoutTheCheckTheSameRunGoesThrough() throws {
        let driver = ScreenDriver(RunawayScreen())
        driver.checksInvariants = false
        driver.drag(from: Point(x: 200, y: 600), by: Point(x: 0, y: -100))

        try driver.run(for: 1)
        #expect(driver.scrollView("runaway")?.contentOffset.y == 1_000_000)
    }

    @Test func aChangedGoldenFailsAndWritesTheActualAndADiffImage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let driver = ScreenDriver(ListScreenMaker.make())
        try driver.run(for: 0.1)

        // recorded, then matched
        _ = verifySnapshot(of: driver, as: .screenshot(), named: "list", record: .all, snapshotDirectory: folder)
        #expect(
            verifySnapshot(of: driver, as: .screenshot(), named: "list", record: .never, snapshotDirectory: folder)
                == nil)

        // a 40 x 40 block of the golden painted red: 1,600 pixels, more than the 0.2 % allowed
        let golden = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".png") })
        let path = (folder as NSString).appendingPathComponent(golden)
        let image = try RGBAImage(contentsOf: path)
        var pixels = image.pixels
        for y in 100..<140 {
            for x in 100..<140 {
                let at: Int = (y * image.width + x) * 4
                pixels[at] = 255
                pixels[at + 1] = 0
                pixels[at + 2] = 0
            }
        }
        try RGBAImage(width: image.width, height: image.height, pixels: pixels).pngData().write(
            to: URL(fileURLWithPath: path))

        let failure = try #require(
            verifySnapshot(of: driver, as: .screenshot(), named: "list", record: .never, snapshotDirectory: folder))
        #expect(failure.contains("1600 pixels differ"))
        let diff = try #require(failure.split(separator: " ").last { $0.hasSuffix(".diff.png") })
        #expect(FileManager.default.fileExists(atPath: String(diff)))
    }
}

/// A plain list screen of the user's own.
private enum ListScreenMaker {
    static func make() -> ViewController {
        let screen = ViewController(title: "List", name: "list.screen")
        let list = ListView(name: "list", rowCount: 30, height: { _ in 60 }) { ListView.Row(title: "Row \($0 + 1)") }
        screen.view.addSubview(list)
        list.frame = Rect(x: 0, y: 0, width: 390, height: 800)
        return screen
    }
}
