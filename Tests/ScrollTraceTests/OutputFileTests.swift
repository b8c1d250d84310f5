import Foundation
import OutputFiles
import Testing
import ScrollTrace
import TestSupport

/// The output policy (README "Outputs"): regular files staged and renamed, devices and FIFOs
/// streamed and never replaced, links followed, recordings protected, errors with the OS reason.
@Suite(.serialized, .stagesOutputs) struct OutputFileTests {
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
        _ = FileManager.default.createFile(atPath: path, contents: Data("old\n".utf8))
        let output = try OutputFile(path: path)

        try output.write(line: "new")

        #expect(FileManager.default.contents(atPath: path) == Data("old\n".utf8))
        let staged = try #require(output.stagedPath)
        #expect(FileManager.default.fileExists(atPath: staged))

        try output.commit()

        #expect(FileManager.default.contents(atPath: path) == Data("new\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["log.jsonl"])
    }

    @Test func theStagingFileIsANewHiddenFileOfItsOwnBesideTheOutput() throws {
        let output = try OutputFile(path: folder + "/log.jsonl")
        let staged = try #require(output.stagedPath)
        let name = (staged as NSString).lastPathComponent

        #expect((staged as NSString).deletingLastPathComponent == folder)
        #expect(name.hasPrefix(".log.jsonl.") && name.count == ".log.jsonl.".count + 6)
        #expect(fileType(staged) == S_IFREG)
        let long = String(repeating: "n", count: 250) + ".png"  // 254 bytes: the staging name is cut to fit
        let longOutput = try OutputFile(path: folder + "/" + long)
        #expect(try #require(longOutput.stagedPath).utf8.count - folder.utf8.count - 1 == 255)
        output.discard()
        longOutput.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }

    /// Issue 28, item 3: what someone left at the old staging name `PATH.partial` is never
    /// followed, consumed or opened, and the output is written all the same.
    @Test func whateverIsAtTheOldStagingNameIsLeftUntouched() throws {
        let victim = folder + "/victim.txt"
        _ = FileManager.default.createFile(atPath: victim, contents: Data("victim\n".utf8))
        let cases: [(String, (String) throws -> Void)] = [
            ("a link", { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: victim) }),
            ("a file", { _ = FileManager.default.createFile(atPath: $0, contents: Data("mine\n".utf8)) }),
            ("a folder", { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: false) }),
        ]
        for (index, (what, make)) in cases.enumerated() {
            let log = folder + "/log\(index).jsonl"
            try make(log + ".partial")
            let output = try OutputFile(path: log)
            try output.write(line: "new")
            try output.commit()

            #expect(FileManager.default.contents(atPath: log) == Data("new\n".utf8), "\(what)")
            #expect(fileType(log) == S_IFREG, "\(what)")
        }
        #expect(FileManager.default.contents(atPath: victim) == Data("victim\n".utf8))
        #expect(fileType(folder + "/log0.jsonl.partial") == S_IFLNK)
        #expect(FileManager.default.contents(atPath: folder + "/log1.jsonl.partial") == Data("mine\n".utf8))
        #expect(fileType(folder + "/log2.jsonl.partial") == S_IFDIR)
    }

    /// Two writers of one output each write their own staging file: both succeed and the output
    /// is one whole run's (the last to commit), never a splice of the two.
    @Test func twoWritersOfOneOutputBothSucceedAndTheLastCommitWinsWhole() throws {
        let path = folder + "/log.jsonl"
        let first = try OutputFile(path: path), second = try OutputFile(path: path)
        #expect(first.stagedPath != second.stagedPath)
        for index in 0..<1000 {
            try first.write(line: "first \(index)")
            try second.write(line: "second \(index)")
        }
        try first.commit()
        #expect(FileManager.default.contents(atPath: path) == Data((0..<1000).map { "first \($0)\n" }.joined().utf8))

        try second.commit()

        #expect(FileManager.default.contents(atPath: path) == Data((0..<1000).map { "second \($0)\n" }.joined().utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["log.jsonl"])
    }

    /// `/dev/stdout`, `/dev/fd/N` and `/proc/self/fd/N` are the process's descriptors, written
    /// through whatever they are open on — a pipe here, where opening the path finds no file.
    @Test func theProcessOwnDescriptorsAreStreamsEvenOnAPipe() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        for path in ["/dev/fd/\(ends[1])", "/proc/self/fd/\(ends[1])"] {
            let output = try OutputFile(path: path)
            #expect(output.destination.kind == .stream)
            #expect(output.destination.descriptor == ends[1])
            try output.write(line: path)
            try output.commit()
        }
        close(ends[1])
        let received = FileHandle(fileDescriptor: ends[0]).readDataToEndOfFile()

        #expect(received == Data("/dev/fd/\(ends[1])\n/proc/self/fd/\(ends[1])\n".utf8))
        #expect(try OutputDestination(path: "/dev/stdout").descriptor == 1)
        #expect(throws: OutputError(path: "/dev/fd/999", reason: "descriptor 999 is not open")) {
            try OutputFile(path: "/dev/fd/999")
        }
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
        _ = FileManager.default.createFile(atPath: target, contents: Data())
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.jsonl")
        let output = try OutputFile(path: link)

        try output.write(line: "x")
        try output.commit()

        #expect(fileType(link) == S_IFLNK)
        #expect(FileManager.default.contents(atPath: target) == Data("x\n".utf8))
    }

    @Test func aFolderIsRefusedByName() {
        #expect(throws: OutputError(path: folder, reason: "it is a folder")) { try OutputFile(path: folder) }
    }

    @Test func aFailedCommitLeavesNoOutputHalfUpdated() throws {
        let log = folder + "/log.jsonl"
        _ = FileManager.default.createFile(atPath: log, contents: Data("old\n".utf8))
        let first = try OutputFile(path: log), second = try OutputFile(path: "/dev/full")
        try first.write(line: "new")
        try second.write(line: "x")

        #expect(throws: OutputError.self) { try OutputFile.commit([first, second]) }

        #expect(FileManager.default.contents(atPath: log) == Data("old\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["log.jsonl"])
    }

    @Test func removingEverythingStagedSaysWhatWasRemovedAndForWhichOutput() throws {
        let staged = StagedOutputs()
        let path = folder + "/.a.png.Ab12Cd"
        staged.register(path, for: "a.png")
        _ = FileManager.default.createFile(atPath: path, contents: Data())

        let removed = staged.removeAll()

        #expect(removed == ["\(path) (staged for a.png)"])
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(
            StagedOutputs.interruptionMessage(signal: SIGTERM, removed: removed)
                == "scroll-lab: interrupted by SIGTERM; removed \(path) (staged for a.png)")
        #expect([SIGINT, SIGTERM, SIGHUP].map(StagedOutputs.exitStatus) == [130, 143, 129])
    }

    /// A staged file replaced by a folder is not ours any more: removing what is staged unlinks
    /// files and never empties a folder.
    @Test func removingEverythingStagedNeverRemovesAFolderPutAtAStagedName() throws {
        let staged = StagedOutputs()
        let path = folder + "/.a.png.Ab12Cd"
        staged.register(path, for: "a.png")
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)

        staged.removeAll()

        #expect(FileManager.default.fileExists(atPath: path + "/inside"))
    }

    /// Issue 28, item 8: for `run`, the first interrupt ends the session (outputs kept); a
    /// second one aborts. Elsewhere the first one aborts.
    @Test func theFirstInterruptEndsALiveSessionAndASecondAborts() {
        var live = InterruptPolicy(firstSignalEndsSession: true)
        #expect(live.receive(SIGTERM) == .endSession)
        #expect(live.endingSignal == SIGTERM)
        #expect(live.receive(SIGINT) == .abort)
        #expect(live.endingSignal == SIGTERM)

        var replay = InterruptPolicy(firstSignalEndsSession: false)
        #expect(replay.receive(SIGINT) == .abort)
        #expect(replay.endingSignal == nil)
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
