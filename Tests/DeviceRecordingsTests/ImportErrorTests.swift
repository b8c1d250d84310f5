import DeviceRecordings
import Foundation
import ScrollTrace
import Testing

/// Bad recordings: `FILE:LINE: reason` and exit status 65, as bad traces; devices that are not
/// touchscreens or touchpads are named.
@Suite(.serialized) struct ImportErrorTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func status(_ arguments: [String]) -> Int32? {
        try? ScrollLab.run(arguments).status
    }

    private func importError(_ text: String, file: String, device: String? = nil) -> String? {
        do {
            _ = try RecordingImporter.importRecording(text, file: file, options: .init(device: device))
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aBrokenEvemuLineIsNamedByFileAndLineAndExits65() throws {
        var lines = try Recordings.text("ntrig-protocol-a-drag.evemu").split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(
            String.init)
        let broken = lines.firstIndex { $0.hasPrefix("E:") }! + 3
        lines[broken] = "E: 12.5x 0003 0035 100"
        let path = folder + "/broken.evemu"
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)

        #expect(
            importError(lines.joined(separator: "\n"), file: "broken.evemu")
                == "broken.evemu:\(broken + 1): the time \"12.5x\" is not SECONDS.MICROSECONDS (up to 6 digits after the point)"
        )
        #expect(status(["import", path, "-o", folder + "/t.jsonl"]) == 65)
        #expect(!FileManager.default.fileExists(atPath: folder + "/t.jsonl"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/t.jsonl.partial"))
    }

    @Test func aYAMLErrorKeepsLibyamlsLineAndExits65() throws {
        var lines = try Recordings.text("mouse-and-touchpad.yml").split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        let broken = lines.firstIndex { $0.hasPrefix("      53: [") }!
        lines[broken] = "      53: [1472, 5472, 8, [0, 0]"
        let path = folder + "/broken.yml"
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)

        // libyaml notices on the next line; its context names the broken one.
        #expect(
            importError(lines.joined(separator: "\n"), file: "broken.yml")
                == "broken.yml:\(broken + 2): not valid YAML: while parsing a flow sequence (line \(broken + 1)): did not find expected ',' or ']' (column 7)"
        )
        #expect(status(["import", path, "-o", folder + "/t.jsonl"]) == 65)
    }

    @Test func aBrokenEventLineInYAMLIsNamedByItsOwnLine() throws {
        var lines = try Recordings.text("mouse-and-touchpad.yml").split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        let broken = lines.firstIndex { $0.contains("- evdev:") }! + 2
        lines[broken] = "    - [  0,  7000,   3,  [53, 100]"

        #expect(
            importError(lines.joined(separator: "\n"), file: "broken.yml")
                == "broken.yml:\(broken + 1): expected a whole number, got \"[53\"")
    }

    @Test func aWrongEventShapeInYAMLNamesItsLine() throws {
        var lines = try Recordings.text("mouse-and-touchpad.yml").split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        let broken = lines.firstIndex { $0.contains("- evdev:") }! + 1
        lines[broken] = "    - [  0,  0,   3,  53]"

        #expect(
            importError(lines.joined(separator: "\n"), file: "r.yml")
                == "r.yml:\(broken + 1): an event must be [sec, usec, type, code, value], got 4 numbers")
    }

    @Test func aDeviceThatIsNeitherIsNamedWithWhatItIs() throws {
        let text = try Recordings.text("mouse-and-touchpad.yml")
        let mouseLine =
            text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                $0.hasPrefix("- node: /dev/input/event3")
            }! + 1

        #expect(
            importError(text, file: "r.yml", device: "/dev/input/event3")
                == "r.yml:\(mouseLine): \"CHICONY USB Keyboard\" (/dev/input/event3) is a mouse, not a touchscreen or a touchpad"
        )
        let keyboard =
            "N: Some Keyboard\nB: 01 00 00 00 40 00 00 00 00\nE: 0.000000 0001 001e 1\nE: 0.000000 0000 0000 0\n"
        #expect(
            importError(keyboard, file: "k.evemu")
                == "k.evemu:1: no touchscreen or touchpad in the recording: \"Some Keyboard\" is a keyboard")
        let path = folder + "/k.evemu"
        try keyboard.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(status(["import", path]) == 65)
    }

    @Test func aDeviceNotInTheRecordingIsABadArgument() throws {
        #expect(
            status([
                "import", Recordings.path("mouse-and-touchpad.yml"), "--device", "/dev/input/event9", "-o",
                folder + "/t.jsonl",
            ]) == 64)
        #expect(
            importError(try Recordings.text("mouse-and-touchpad.yml"), file: "r.yml", device: "nope")?.hasPrefix(
                "r.yml has no device \"nope\"; it has \"CHICONY USB Keyboard\" (/dev/input/event3), a mouse; \"SynPS/2 Synaptics TouchPad\" (/dev/input/event7), a touchpad"
            ) == true)
    }

    @Test func eventsWithoutADescriptionSayHowToJoinThem() {
        #expect(
            importError("E: 0.000000 0000 0000 0\n", file: "x.events")
                == "x.events:1: events without a device description (N: and A: lines); put the device's evemu-describe output first (cat DEVICE.desc DEVICE.events > RECORDING.evemu)"
        )
    }
}
