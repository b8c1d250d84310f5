import Foundation
import Geometry
import SDLRender
@testable import ScrollLabAssets
import ScrollUI
import Testing

/// An app's own asset folders before ScrollLab's, and image sizes from headers (issue 33, images).
@Suite struct AssetCatalogTests {
    /// A temporary folder, removed by `cleanUp`.
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)").path

    /// Writes a `width` × `height` PNG of one colour at `path`, making its folder.
    func writePicture(_ path: String, width: Int = 4, height: Int = 2, rgb: [UInt8] = [0, 0, 255]) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let pixels = [UInt8]((0..<width * height).flatMap { _ in rgb + [255] })
        try RGBAImage(width: width, height: height, pixels: pixels).pngData().write(to: URL(fileURLWithPath: path))
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: root) }

    @Test func theEnvironmentsFoldersThenTheAppsThenScrollLabsAndTheFirstHoldingAFileWins() throws {
        defer { cleanUp() }
        let env = root + "/env", app = root + "/app", lab = root + "/lab"
        try writePicture(app + "/Images/shared.png")
        try writePicture(lab + "/Images/shared.png")
        try writePicture(lab + "/Images/lab-only.png")
        try writePicture(env + "/Images/env.png")
        try FileManager.default.createDirectory(atPath: lab + "/Fonts", withIntermediateDirectories: true)
        let catalog = AssetCatalog(
            environment: ["SCROLLLAB_ASSET_PATH": env, "SCROLLLAB_ASSETS": lab], executableFolder: nil)

        catalog.addFolders([app])

        #expect(catalog.folders == [env, app, lab])
        #expect(catalog.imagePath("shared.png") == app + "/Images/shared.png", "the app's picture hides ScrollLab's")
        #expect(catalog.imagePath("lab-only.png") == lab + "/Images/lab-only.png", "ScrollLab's are still found")
        #expect(catalog.imagePath("env.png") == env + "/Images/env.png")
        try writePicture(env + "/Images/shared.png")
        #expect(catalog.imagePath("shared.png") == env + "/Images/shared.png", "the environment's come first")
    }

    @Test func aMissingImageNamesEveryFolderSearchedInOrder() throws {
        defer { cleanUp() }
        let catalog = AssetCatalog(
            environment: ["SCROLLLAB_ASSET_PATH": root + "/a:" + root + "/b", "SCROLLLAB_ASSETS": root + "/lab"],
            executableFolder: nil)
        for font in ScrollLabAssets.fontFiles { try writePicture(root + "/lab/Fonts/" + font) }

        #expect(throws: AssetError(missing: "Images/cat.png", searched: [root + "/a", root + "/b", root + "/lab"])) {
            try catalog.verify(images: ["cat.png"])
        }
        #expect(catalog.imageFolders == [root + "/a/Images", root + "/b/Images", root + "/lab/Images"])
    }

    @Test func thePrototypesPictureIsDrawnFromItsOwnFolder() throws {
        defer { cleanUp() }
        let name = "prototype-\(UUID().uuidString).png"
        try writePicture(root + "/Images/" + name, rgb: [0, 200, 0])
        AssetCatalog.shared.addFolders([root])
        var list = DisplayList()
        list.append(.image(name: name, rect: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0))
        let canvas = try HeadlessCanvas(size: Size(width: 10, height: 10))

        try canvas.render(list)

        #expect(Array(canvas.rgbaPixels()[0..<4]) == [0, 200, 0, 255])
        #expect(ImageView.pixelSize(ofImage: name) == Size(width: 4, height: 2))
    }

    @Test func aFontOfThePrototypesOwnDrawsItsTextAndAMissingOneFailsAHeadlessRender() throws {
        defer { cleanUp() }
        let name = "prototype-\(UUID().uuidString).ttf"  // Inter Bold under another name
        try FileManager.default.createDirectory(atPath: root + "/Fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: ScrollLabAssets.fontsDirectory.path + "/Inter-Bold.ttf", toPath: root + "/Fonts/" + name)
        AssetCatalog.shared.addFolders([root])
        func pixels(_ font: Font) throws -> [UInt8] {
            var list = DisplayList()
            list.append(
                .text(
                    "Hello", box: Rect(x: 0, y: 0, width: 120, height: 40), font: font, color: .black,
                    alignment: .leading))
            let canvas = try HeadlessCanvas(size: Size(width: 120, height: 40))
            try canvas.render(list)
            return canvas.rgbaPixels()
        }

        let own = try pixels(Font(size: 24, file: name))

        #expect(own == (try pixels(Font(size: 24, weight: .bold))))
        #expect(own != (try pixels(Font(size: 24))))
        let missing = "missing-\(UUID().uuidString).ttf"
        #expect(throws: AssetError(missing: missing, searched: AssetCatalog.shared.fontFolders)) {
            try pixels(Font(size: 24, file: missing))
        }
    }

    @Test func everyShippedPicturesHeaderSizeIsItsDecodedSize() throws {
        let folder = ScrollLabAssets.imagesDirectory.path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }
        #expect(names.count > 20)

        for name in names {
            let decoded = try RGBAImage(contentsOf: folder + "/" + name)
            #expect(
                ImageHeader.pixelSize(ofFileAt: folder + "/" + name)
                    == Size(width: Double(decoded.width), height: Double(decoded.height)),
                "\(name)")
        }
    }

    @Test func aJPEGsSizeIsReadWithoutReadingItsData() throws {
        // A 1 MB JPEG: a 60 kB EXIF segment, then the frame header of a 4032 × 3024 picture, then data.
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0xEA, 0x62] + [UInt8](repeating: 7, count: 60_000)
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x0B, 0xD0, 0x0F, 0xC0, 0x03] + [UInt8](repeating: 1, count: 1_000_000)
        var read = 0

        let size = ImageHeader.pixelSize { offset, count in
            let start = min(Int(offset), bytes.count), end = min(start + count, bytes.count)
            read += end - start
            return Array(bytes[start..<end])
        }

        #expect(size == Size(width: 4032, height: 3024))
        #expect(read < 64, "the EXIF segment is skipped, the data never read: \(read) bytes")
    }

    @Test func aMalformedOrForeignFileHasNoSize() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let cases: [[UInt8]] = [
            [], png, png + [UInt8](repeating: 0, count: 20), [0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF],
            [0xFF, 0xD8] + [UInt8](repeating: 0xFF, count: 40), Array("hello, world, not a picture".utf8),
        ]

        for bytes in cases {
            let size = ImageHeader.pixelSize { offset, count in
                let start = min(Int(offset), bytes.count)
                return Array(bytes[start..<min(start + count, bytes.count)])
            }
            #expect(size == nil, "\(bytes.prefix(12))")
        }
        #expect(ImageHeader.pixelSize(ofFileAt: "/dev/null") == nil)
        #expect(ImageHeader.pixelSize(ofFileAt: "/nonexistent/picture.png") == nil)
    }
}
