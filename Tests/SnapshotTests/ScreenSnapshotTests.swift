import Geometry
import Screens
import ScrollUI
import SnapshotTesting
import XCTest

/// Goldens of the screens, rendered headless (software renderer, 390x844 points, scale 1).
final class ScreenSnapshotTests: XCTestCase {
    private func app(_ screen: String) throws -> Application {
        let app = try XCTUnwrap(ScreenCatalog.makeApplication(screen: screen, size: Size(width: 390, height: 844)))
        app.advance(to: 0)
        return app
    }

    func testHome() throws {
        let app = try app("home")

        assertSnapshot(of: app, as: .screenshot())
    }

    func testList() throws {
        let app = try app("list")

        assertSnapshot(of: app, as: .screenshot())
    }
}
