import Foundation
import Testing
import ScrollLabAssets

/// Where the assets are looked for (README "Installing"), and what a missing one says.
@Suite struct AssetsTests {
    @Test func theEnvironmentWinsThenTheFoldersBesideTheBinary() {
        #expect(
            ScrollLabAssets.candidates(environment: ["SCROLLLAB_ASSETS": "/a"], executableFolder: "/opt/bin") == ["/a"])
        #expect(
            ScrollLabAssets.candidates(environment: [:], executableFolder: "/opt/bin")
                == ["/opt/bin/scroll-lab-assets", "/opt/bin/ScrollLab_ScrollLabAssets.resources"])
    }

    @Test func aMissingImageIsNamedWithTheFoldersSearched() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)").path
        let assets = folder + "/scroll-lab-assets"
        try FileManager.default.createDirectory(atPath: assets + "/Fonts", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: assets + "/Images", withIntermediateDirectories: true)
        for font in ScrollLabAssets.fontFiles {
            _ = FileManager.default.createFile(atPath: assets + "/Fonts/" + font, contents: Data())
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }

        #expect(
            throws: AssetError(
                missing: assets + "/Images/photo-00.png",
                searched: [assets, folder + "/ScrollLab_ScrollLabAssets.resources"])
        ) {
            try ScrollLabAssets.locate(environment: [:], executableFolder: folder, images: ["photo-00.png"])
        }
        #expect(try ScrollLabAssets.locate(environment: [:], executableFolder: folder, images: []) == assets)
    }
}
