import Foundation
import ScrollLabAssets
import ScrollLabDriver
import Testing

/// The driver's SDL-free picture check loads every picture ScrollLab ships (the goldens show the
/// renderer decodes each) and refuses what the renderer's decode refuses: a missing file, a file
/// that is no picture.
@Suite("The driver's picture check")
struct ImageFileCheckTests {
    @Test func loadsEveryShippedPictureAndNothingElse() throws {
        let folder = try #require(AssetCatalog.shared.imagePath("photo-00.png")).replacingOccurrences(
            of: "/photo-00.png", with: "")
        // LICENSE-Images.txt is in the folder: a file found that is no picture
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted() + ["no-such-picture.png"]
        let check = ImageFileCheck()
        names.forEach(check.startDecoding)

        let loaded = names.filter(check.finishDecoding)

        #expect(loaded == names.filter { $0.hasSuffix(".png") && $0 != "no-such-picture.png" })
        #expect(loaded.count > 20)
    }
}
