import Foundation
import Geometry
import ScrollSession
import ScrollTrace
import ScrollUI
import Testing
@testable import SDLBackend

/// The screenshot key (F12), issue 28 item 9: its folder is found unwritable when the key is
/// pressed — a toast and one line on stderr naming the folder and the reason — never at start.
@Suite struct ScreenshotKeyTests {
    let folder: String

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("screenshot-key-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test func aScreenshotIsWrittenInTheFolderNamedByScreenAndTime() throws {
        let outcome = ScreenshotKey.save(folder: folder, screen: "list", time: 1.5) { try $0.write(line: "pixels") }

        #expect(outcome == .saved(path: folder + "/scroll-lab-list-1.500s.png", name: "scroll-lab-list-1.500s.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["scroll-lab-list-1.500s.png"])
    }

    @Test func theFileIsNamedAfterTheScreenOnTopAtThePress() throws {
        // given: an app opened on `feed` (as `run --screen feed` opens it)
        var screens = ScreenRegistry(root: "menu")
        for name in ["menu", "feed", "post"] {
            screens.register(name, summary: name) { _ in ViewController(title: name, name: "\(name).screen") }
        }
        let app = try #require(screens.makeApplication(screen: "feed", size: Size(width: 390, height: 844)))
        let opened = ScreenshotKey.screenName(of: app)

        // when: a registered screen is pushed, then one made directly
        app.push(try #require(screens.make("post")))
        let pushed = ScreenshotKey.screenName(of: app)
        app.push(ViewController(title: "Draft", name: "draft screen/1"))
        let unregistered = ScreenshotKey.screenName(of: app)

        // then: each press names the screen then on top: its registry name, else its view's name
        #expect(opened == "feed")
        #expect(pushed == "post")
        #expect(ScreenshotKey.fileName(screen: unregistered, time: 2) == "scroll-lab-draft-screen-1-2.000s.png")
        #expect(
            ScreenshotKey.fileName(program: "my feed", screen: "post", time: 2) == "my-feed-post-2.000s.png",
            "a prototype's own name")
    }

    @Test func aFolderThatCannotBeWrittenIsAToastAndALineNamingItAndTheReason() throws {
        let gone = folder + "/gone"
        let outcome = ScreenshotKey.save(folder: gone, screen: "list", time: 1.5) { try $0.write(line: "pixels") }

        #expect(
            outcome
                == .failed(
                    toast: "Screenshot not saved: No such file or directory",
                    line: "scroll-lab: F12: cannot save a screenshot in \(gone): No such file or directory"))
    }

    @Test func aFolderThatIsAFileIsNamedToo() throws {
        let file = folder + "/file"
        _ = FileManager.default.createFile(atPath: file, contents: Data())
        let outcome = ScreenshotKey.save(folder: file, screen: "home", time: 0) { try $0.write(line: "pixels") }

        #expect(
            outcome
                == .failed(
                    toast: "Screenshot not saved: Not a directory",
                    line: "scroll-lab: F12: cannot save a screenshot in \(file): Not a directory"))
    }
}
