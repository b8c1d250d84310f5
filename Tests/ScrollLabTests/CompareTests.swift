import ArgumentParser
import Foundation
import OutputFiles
import Screens
import SDLRender
import Testing
@testable import ScrollLabApp
import TestSupport

/// The committed image fixtures (`ImageFixtures/make-fixtures.py` writes them).
private func fixture(_ name: String) -> String { Bundle.module.resourcePath! + "/ImageFixtures/" + name }

/// `compare` reads every kind of PNG, GIF and JPEG as the picture it shows (issue 28, item 2: grey
/// and palette PNGs read as all zeros, so white equalled black).
@Suite(.stagesOutputs) struct CompareDecodingTests {
    /// Each image, and its twin in 8-bit truecolour (RGB, or RGBA where the image has transparency).
    static let images = [
        "gray1.png", "gray2.png", "gray4.png", "gray8.png", "gray16.png", "interlaced.png",
        "gray2-trns.png", "gray8-trns.png", "gray16-trns.png", "grayalpha8.png", "grayalpha16.png",
        "palette1.png", "palette2.png", "palette4.png", "palette8.png", "palette4-trns.png", "palette4-key.png",
        "rgb16.png", "rgb8-trns.png", "rgb16-trns.png", "rgba16.png", "palette4.gif",
    ]
    static let twins = [
        "gray1-rgb.png", "gray2-rgb.png", "gray4-rgb.png", "gray8-rgb.png", "gray16-rgb.png", "gray8-rgb.png",
        "gray2-trns-rgba.png", "gray8-trns-rgba.png", "gray16-trns-rgba.png", "grayalpha-rgba.png",
        "grayalpha-rgba.png",
        "palette1-rgb.png", "palette2-rgb.png", "palette4-rgb.png", "palette8-rgb.png", "palette4-trns-rgba.png",
        "palette4-key-rgba.png",
        "rgb16-rgb.png", "rgb8-trns-rgba.png", "rgb16-trns-rgba.png", "rgba16-rgba.png", "palette4-rgb.png",
    ]

    @Test(arguments: zip(images, twins))
    func everyKindOfImageReadsAsItsTruecolourTwin(image: String, twin: String) throws {
        let decoded = try RGBAImage(contentsOf: fixture(image)), expected = try RGBAImage(contentsOf: fixture(twin))

        let (differing, _) = try #require(decoded.difference(from: expected, channelTolerance: 0))

        #expect(differing == 0)
        // a picture, not a flat colour
        #expect(Set(stride(from: 0, to: expected.pixels.count, by: 4).map { expected.pixels[$0..<$0 + 4] }).count > 1)
        try ScrollLabApp.run(
            ["compare", fixture(image), fixture(twin), "--tolerance", "0", "--max-percent", "0"],
            screens: ScreenCatalog.registry)
    }

    @Test func greyLevelsAndClearPixelsAreTheirOwn() throws {
        let grey = try RGBAImage(contentsOf: fixture("gray8.png"))
        let keyed = try RGBAImage(contentsOf: fixture("gray16-trns.png"))

        #expect(Array(grey.pixels[20..<24]) == [5, 5, 5, 255])  // pixel 5: level 5
        #expect(Array(keyed.pixels[8..<16]) == [32, 32, 32, 0, 32, 32, 32, 255])  // 0x2021 clear, 0x2020 not
    }

    @Test func whiteAndBlackGreyAreAllDifferent() throws {
        let white = try RGBAImage(contentsOf: fixture("white-gray1.png")),
            black = try RGBAImage(contentsOf: fixture("black-gray1.png"))

        #expect(white.difference(from: black, channelTolerance: 24)?.differingPixels == 64 * 64)
        #expect(Set(white.pixels) == [255])
        // Exit 1, as the command line gives it (other tests' staged files that a failure removes
        // may wrap the status, StagedOutputs.RemovedAfterFailure; the status is the same).
        #expect {
            try ScrollLabApp.run(
                ["compare", fixture("white-gray1.png"), fixture("black-gray1.png")], screens: ScreenCatalog.registry)
        } throws: { error in
            ScrollLabCommand.exitStatus(for: error) == 1
        }
    }

    @Test func aJPEGReadsWithinAFewLevels() throws {
        let jpeg = try RGBAImage(contentsOf: fixture("blocks.jpg")),
            png = try RGBAImage(contentsOf: fixture("blocks-rgb.png"))

        #expect(jpeg.difference(from: png, channelTolerance: 4)?.differingPixels == 0)
        #expect(zip(jpeg.pixels[0..<4], [230, 40, 40, 255]).allSatisfy { abs(Int($0) - $1) <= 4 })
    }
}

/// `compare` as a process: exit statuses and messages (README "Exit status"), and `--diff` by the
/// output policy (issue 28, items 2 and 10).
@Suite(.serialized) struct CompareProcessTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["white-gray1.png", "black-gray1.png"] {
            try FileManager.default.copyItem(atPath: fixture(name), toPath: folder + "/" + name)
        }
    }

    private func compare(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ProcessTests.binary)
        process.arguments = ["compare"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text, errorText)
    }

    private var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }

    @Test func whiteAgainstBlackIsAllDifferentAndTheDiffIsAllRed() throws {
        let result = try compare(["white-gray1.png", "black-gray1.png", "--diff", "diff.png"])

        #expect(result.status == 1)
        #expect(result.output == "4096 of 4096 pixels (100.000 %) differ by more than 24 levels\n")
        let diff = try RGBAImage(contentsOf: folder + "/diff.png")
        #expect(
            diff.width == 64
                && Set(stride(from: 0, to: diff.pixels.count, by: 4).map { diff.pixels[$0..<$0 + 4] }) == [
                    [255, 0, 0, 255]
                ])
        #expect(contents == ["black-gray1.png", "diff.png", "white-gray1.png"])
    }

    @Test func anInputThatIsNotAnImageIs65AndAMissingOneIs66() throws {
        try "hello\n".write(toFile: folder + "/notes.png", atomically: true, encoding: .utf8)

        let zero = try compare(["/dev/zero", "white-gray1.png"])
        let text = try compare(["white-gray1.png", "notes.png"])
        let missing = try compare(["missing.png", "white-gray1.png"])
        let folderInput = try compare([".", "white-gray1.png"])

        #expect(zero.status == 65)
        #expect(
            zero.errors
                == "scroll-lab: /dev/zero is not a PNG, GIF or JPEG image: it starts with 00 00 00 00 00 00 00 00, the signature of none of them\n"
        )
        #expect(text.status == 65)
        #expect(
            text.errors
                == "scroll-lab: notes.png is not a PNG, GIF or JPEG image: it starts with 68 65 6c 6c 6f 0a, the signature of none of them\n"
        )
        #expect(missing.status == 66)
        #expect(missing.errors == "scroll-lab: cannot read missing.png: No such file or directory\n")
        #expect(folderInput.status == 66)
        #expect(folderInput.errors == "scroll-lab: cannot read .: it is a folder\n")
    }

    @Test func aDiffOverAnInputIsRefusedNamingIt() throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/white-gray1.png"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: "black-gray1.png")

        let same = try compare(["white-gray1.png", "black-gray1.png", "--diff", "white-gray1.png"])
        let linked = try compare(["white-gray1.png", "black-gray1.png", "--diff", "link.png"])

        #expect(same.status == 64)
        #expect(
            same.errors
                == "scroll-lab: --diff white-gray1.png is the expected image (white-gray1.png); write the differences somewhere else\n"
        )
        #expect(linked.status == 64)
        #expect(linked.errors.hasPrefix("scroll-lab: --diff link.png is the actual image (black-gray1.png)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/white-gray1.png")) == before)
        #expect(contents == ["black-gray1.png", "link.png", "white-gray1.png"])
    }

    @Test func aDiffThatCannotBeWrittenIs73InOneLine() throws {
        try FileManager.default.createSymbolicLink(atPath: folder + "/full.png", withDestinationPath: "/dev/full")

        let full = try compare(["white-gray1.png", "black-gray1.png", "--diff", "full.png"])
        let nowhere = try compare(["white-gray1.png", "black-gray1.png", "--diff", "nowhere/diff.png"])

        #expect(full.status == 73)
        #expect(full.errors.hasPrefix("scroll-lab: cannot write full.png: No space left on device\n"))
        #expect(!full.errors.contains("Error Domain"))
        #expect(nowhere.status == 73)
        #expect(nowhere.errors.hasPrefix("scroll-lab: cannot write nowhere/diff.png: the folder "))
        #expect(contents == ["black-gray1.png", "full.png", "white-gray1.png"])
    }
}
