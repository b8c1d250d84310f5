import Foundation
import ScrollTrace
import Testing
@testable import SDLBackend

/// The screenshot key (F12), issue 28 item 9: its folder is found unwritable when the key is
/// pressed — a toast and one line on stderr naming the folder and the reason — never at start.
@Suite struct ScreenshotKeyTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("screenshot-key-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test func aScreenshotIsWrittenInTheFolderNamedByScreenAndTime() throws {
        let outcome = ScreenshotKey.save(folder: folder, screen: "list", time: 1.5) { try $0.write(line: "pixels") }

        #expect(outcome == .saved(path: folder + "/scroll-lab-list-1.500s.png", name: "scroll-lab-list-1.500s.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["scroll-lab-list-1.500s.png"])
    }

    @Test func aFolderThatCannotBeWrittenIsAToastAndALineNamingItAndTheReason() throws {
        let gone = folder + "/gone"
        let outcome = ScreenshotKey.save(folder: gone, screen: "list", time: 1.5) { try $0.write(line: "pixels") }

        #expect(outcome == .failed(toast: "Screenshot not saved: No such file or directory",
                                   line: "scroll-lab: F12: cannot save a screenshot in \(gone): No such file or directory"))
    }

    @Test func aFolderThatIsAFileIsNamedToo() throws {
        let file = folder + "/file"
        FileManager.default.createFile(atPath: file, contents: Data())
        let outcome = ScreenshotKey.save(folder: file, screen: "home", time: 0) { try $0.write(line: "pixels") }

        #expect(outcome == .failed(toast: "Screenshot not saved: Not a directory",
                                   line: "scroll-lab: F12: cannot save a screenshot in \(file): Not a directory"))
    }
}
