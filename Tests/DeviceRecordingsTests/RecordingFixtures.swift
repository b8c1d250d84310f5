import DeviceRecordings
import Foundation
import Geometry
import Gestures
import ScrollTrace

/// The committed recordings (Recordings/README.md says where each comes from).
enum Recordings {
    static func path(_ name: String) -> String {
        Bundle.module.url(forResource: "Recordings", withExtension: nil)!.appendingPathComponent(name).path
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }

    /// `name` imported with `options`.
    static func imported(
        _ name: String, _ options: RecordingImporter.Options = .init()
    ) throws -> RecordingImporter.Result {
        try RecordingImporter.importRecording(text(name), file: name, options: options)
    }

    /// The evemu `E:` lines of a recording: (kernel µs, type, code, value), read here on their own
    /// (not through the importer) to check it against.
    static func evemuEvents(_ name: String) throws -> [(microseconds: Int64, type: Int, code: Int, value: Int)] {
        try text(name).split(separator: "\n").filter { $0.hasPrefix("E: ") }.map { line in
            let fields = line.split(separator: " ")
            let time = fields[1].split(separator: ".")
            return (
                Int64(time[0])! * 1_000_000 + Int64(time[1])!, Int(fields[2], radix: 16)!, Int(fields[3], radix: 16)!,
                Int(fields[4])!
            )
        }
    }
}

/// A trace event's fields, for comparisons.
struct TouchLine: Equatable {
    var t: Double
    var phase: TouchPhase
    var id: Int
    var location: Point

    init(t: Double, phase: TouchPhase, id: Int, location: Point) {
        self.t = t
        self.phase = phase
        self.id = id
        self.location = location
    }

    init?(_ event: PointerEvent) {
        guard case .touch(let id, let phase, let location) = event.kind else { return nil }
        self.t = event.deliveredAt
        self.phase = phase
        self.id = id
        self.location = location
    }
}

/// `scroll-lab` as a process (the binary built beside this test bundle), as a user runs it: a
/// process of its own, so its all-or-nothing cleanup never touches another test's outputs.
enum ScrollLab {
    static let binary: String = {
        let folder = Bundle.main.executableURL!.resolvingSymlinksInPath().deletingLastPathComponent()
        return folder.appendingPathComponent("scroll-lab").path
    }()

    /// Runs `arguments`; returns the exit status and what it wrote to standard error.
    @discardableResult
    static func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
