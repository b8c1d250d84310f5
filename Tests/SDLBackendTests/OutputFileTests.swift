import CSDL2
import Foundation
import Testing
import SDLRender
import ScrollTrace
import SDLBackend

/// The output policy (README "Outputs"): regular files staged and renamed, devices and FIFOs
/// streamed and never replaced, links followed, recordings protected, errors with the OS reason.
@Suite(.serialized) struct OutputFileTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("output-file-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func fileType(_ path: String) -> mode_t {
        var info = stat()
        lstat(path, &info)
        return info.st_mode & S_IFMT
    }

    @Test func aRegularFileIsUntouchedUntilTheCommitThenReplacedWhole() throws {
        let path = folder + "/log.jsonl"
        FileManager.default.createFile(atPath: path, contents: Data("old\n".utf8))
        let output = try OutputFile(path: path)

        try output.write(line: "new")

        #expect(FileManager.default.contents(atPath: path) == Data("old\n".utf8))
        #expect(FileManager.default.fileExists(atPath: path + ".partial"))

        try output.commit()

        #expect(FileManager.default.contents(atPath: path) == Data("new\n".utf8))
        #expect(!FileManager.default.fileExists(atPath: path + ".partial"))
    }

    @Test func aCharacterDeviceIsWrittenThroughAndStaysADevice() throws {
        let output = try OutputFile(path: "/dev/null")

        try output.write(line: "{}")
        try output.commit()

        #expect(output.destination.kind == .stream)
        #expect(fileType("/dev/null") == S_IFCHR)
    }

    @Test func aFullDeviceIsAOneLineErrorWithTheReason() throws {
        let output = try OutputFile(path: "/dev/full")

        #expect(throws: OutputError(path: "/dev/full", reason: "No space left on device")) {
            for _ in 0..<10_000 { try output.write(line: "a line of the log") }
            try output.commit()
        }
        #expect(fileType("/dev/full") == S_IFCHR)
    }

    @Test func aFIFOIsOpenedOnlyWhenWrittenAndItsReaderGetsEverything() throws {
        let fifo = folder + "/fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        let output = try OutputFile(path: fifo)  // no reader yet: must not block
        let received = Received()
        let reader = Thread { received.data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() }
        reader.start()

        try output.write(line: "one")
        try output.write(line: "two")
        try output.commit()
        while !received.isDone { usleep(1000) }

        #expect(received.data == Data("one\ntwo\n".utf8))
        #expect(fileType(fifo) == S_IFIFO)
    }

    @Test func aSymbolicLinkWritesItsTargetAndStaysALink() throws {
        let target = folder + "/target.jsonl", link = folder + "/link.jsonl"
        FileManager.default.createFile(atPath: target, contents: Data())
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.jsonl")
        let output = try OutputFile(path: link)

        try output.write(line: "x")
        try output.commit()

        #expect(fileType(link) == S_IFLNK)
        #expect(FileManager.default.contents(atPath: target) == Data("x\n".utf8))
    }

    @Test func anExistingRecordingIsRefusedUnlessReplacingIsAllowed() throws {
        let path = folder + "/rec.jsonl"
        FileManager.default.createFile(atPath: path, contents: Data("precious\n".utf8))

        #expect(throws: OutputError(path: path, reason: "it exists; pass --force to replace it")) {
            try TraceRecorder(path: path, header: .init())
        }
        let forced = try TraceRecorder(path: path, header: .init(), replacingExisting: true)
        forced.finish(at: 1)

        #expect(FileManager.default.contents(atPath: path) == Data("precious\n".utf8))
    }

    @Test func aFolderIsRefusedByName() {
        #expect(throws: OutputError(path: folder, reason: "it is a folder")) { try OutputFile(path: folder) }
    }

    @Test func aFailedCommitLeavesNoOutputHalfUpdated() throws {
        let log = folder + "/log.jsonl"
        FileManager.default.createFile(atPath: log, contents: Data("old\n".utf8))
        let first = try OutputFile(path: log), second = try OutputFile(path: "/dev/full")
        try first.write(line: "new")
        try second.write(line: "x")

        #expect(throws: OutputError.self) { try OutputFile.commit([first, second]) }

        #expect(FileManager.default.contents(atPath: log) == Data("old\n".utf8))
        #expect(!FileManager.default.fileExists(atPath: log + ".partial"))
    }

    @Test func removingEverythingStagedSaysWhatWasRemoved() throws {
        let staged = StagedOutputs()
        let path = folder + "/a.png.partial"
        staged.register(path)
        FileManager.default.createFile(atPath: path, contents: Data())

        let removed = staged.removeAll()

        #expect(removed == [path])
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(StagedOutputs.interruptionMessage(signal: SIGTERM, removed: removed) == "scroll-lab: interrupted by SIGTERM; removed \(path)")
        #expect([SIGINT, SIGTERM, SIGHUP].map(StagedOutputs.exitStatus) == [130, 143, 129])
    }
}

/// What the FIFO's reader thread got.
private final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Data??
    var data: Data? {
        get { lock.withLock { value ?? nil } }
        set { lock.withLock { value = .some(newValue) } }
    }
    var isDone: Bool { lock.withLock { value != nil } }
}

/// SDL_image does not check its file's close: a PNG written to a full disk must still fail, named.
@Suite struct ImageWriterTests {
    @Test func aScreenshotOnAFullDiskIsAnErrorWithTheReason() throws {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        try SDLLibraries.startRendering()

        #expect(throws: OutputError(path: "a.png", reason: "No space left on device")) {
            try ImageWriter.write(surface, to: "/dev/full", format: .png, name: "a.png")
        }
    }
}
