import Foundation
import Testing

/// `replay --physics FILE.json`: a settings file's feel replaces the header's; a bad file is data
/// (65, `FILE:LINE`), a missing one a missing input (66).
@Suite struct PhysicsOptionTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("physics-\(UUID().uuidString)")

    private func write(_ name: String, _ text: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Runs the `scroll-lab` built beside this test bundle (a process: a failed command removes
    /// every output staged in its process); its exit status and stderr.
    private func status(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process(), errors = Pipe()
        process.executableURL = URL(fileURLWithPath: ProcessTests.binary)
        process.arguments = arguments
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// Where `list` rests after a 1,500 pt/s flick replayed with `--physics` (nil: the header's feel).
    private func rest(physics: String?) throws -> (status: Int32, errors: String, offset: Double?) {
        let trace = try write(
            "flick.jsonl",
            ([
                #"{"trace":1,"screen":"list","physics":{"decelerationRate":0.99}}"#,
                #"{"t":0,"type":"touch","phase":"began","id":1,"x":200,"y":700}"#,
            ]
                + (1...12).map {
                    #"{"t":\#(Double($0) * 0.008),"type":"touch","phase":"moved","id":1,"x":200,"y":\#(700 - $0 * 12)}"#
                }
                + [#"{"t":0.1,"type":"touch","phase":"ended","id":1,"x":200,"y":556}"#, #"{"t":4,"type":"end"}"#])
                .joined(separator: "\n"))
        let log = folder.appendingPathComponent("log.jsonl").path
        let (status, errors) = try status(["replay", trace, "--log", log] + (physics.map { ["--physics", $0] } ?? []))
        let last = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").last
        let offset =
            last.flatMap { line in
                line.range(of: #""offset":[0,"#).map { Double(line[$0.upperBound...].prefix { $0 != "]" }) }
            } ?? nil
        return (status, errors, offset)
    }

    @Test func aSettingsFileReplacesTheHeadersFeel() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let uiKit = try write("uikit.json", "{}")

        let header = try rest(physics: nil), file = try rest(physics: uiKit)

        #expect(header.status == 0 && file.status == 0)
        // 134 pt of drag, then (1,500 − 10) · d / (1 − d) / 1000: 147.5 pt at 0.99, 743.5 pt at 0.998.
        #expect(abs(try #require(header.offset) - (134 + 147.5)) < 1, "the header's 0.99")
        #expect(abs(try #require(file.offset) - (134 + 743.5)) < 1, "UIKit's 0.998 from the file")
    }

    @Test func aBadFileIsDataAndAMissingOneAMissingInput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = try write("bad.json", "{\n  \"rubberBand\": 3\n}\n")

        let refused = try rest(physics: bad),
            missing = try rest(physics: folder.appendingPathComponent("none.json").path)

        #expect(refused.status == 65)
        #expect(refused.errors == "\(bad):2: \"rubberBand\" 3 is out of range 0.05…2\n")
        #expect(missing.status == 66)
        #expect(missing.errors.hasSuffix("none.json: cannot read the file (does it exist, and is it a file?)\n"))
    }

    @Test func anEmptyOrOversizedFileIsBadDataNotAMissingOne() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = try write("empty.json", "")
        let huge = try write("huge.json", "{" + String(repeating: " ", count: 1 << 20) + "}")

        let emptied = try rest(physics: empty), oversized = try rest(physics: huge)

        #expect(emptied.status == 65)
        #expect(emptied.errors == "\(empty):1: not valid JSON\n")
        #expect(oversized.status == 65)
        #expect(oversized.errors == "\(huge):1: larger than 1,048,576 bytes: not a settings file\n")
    }

    @Test func theNullDeviceIsNeverBothTheSettingsAndAnOutput() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = try write("still.jsonl", #"{"trace":1,"screen":"list"}"# + "\n" + #"{"t":0.1,"type":"end"}"#)

        let result = try status(["replay", trace, "--physics", "/dev/null", "--log", "/dev/null"])

        // refused for what it holds (nothing), not as "also the physics settings"
        #expect(result.status == 65)
        #expect(result.errors == "/dev/null:1: not valid JSON\n")
    }

    @Test func seventyLevelsOfNestingAreNamedAsSuch() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let deep = try write(
            "deep.json",
            #"{"rubberBand":"# + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "}")

        let refused = try rest(physics: deep)

        #expect(refused.status == 65)
        #expect(refused.errors == "\(deep):1: nested too deeply (more than 64 levels): not a settings file\n")
    }
}
