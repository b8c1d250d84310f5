import Foundation
import SnapshotTesting
#if canImport(Testing)
    import Testing
#endif

/// Compares the driven screen's current frame with its golden,
/// `__Snapshots__/<test file>/<test>.<name>.png` beside the test file, within `ImageTolerance`;
/// on a mismatch the test fails naming the actual image and a diff image (differences in red).
///
/// A golden that does not exist yet is recorded and the test passes, saying so loudly (as Jest
/// does with a new snapshot): a warning issue in Swift Testing, a banner on standard error in
/// XCTest, asking to look at it — a test that already failed may have recorded its failure.
/// So a new prototype's first `swift test` passes;
/// with `SNAPSHOT_TESTING_RECORD=never` (for CI) a missing golden fails instead. Re-record on
/// purpose with `SNAPSHOT_TESTING_RECORD=all swift test` (swift-snapshot-testing's switch).
/// Works in Swift Testing and XCTest alike.
public func assertScreenshot(
    of driver: ScreenDriver,
    named name: String,
    scale: Double = 1,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let golden = goldenURL(file: "\(filePath)", testName: testName, name: name)
    let mode = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"]
    if !FileManager.default.fileExists(atPath: golden.path), mode != "never", mode != "all" {
        do {
            try FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try driver.screenshot(scale: scale).pngData().write(to: golden)
            announceNewGolden(golden, sourceLocation: (fileID, filePath, line, column))
            return
        } catch {
            // fall through: swift-snapshot-testing reports the failure
        }
    }
    assertSnapshot(
        of: driver, as: .screenshot(scale: scale), named: name,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// Says, where it cannot be missed, that `golden` was recorded and must be looked at.
private func announceNewGolden(_ golden: URL, sourceLocation: (StaticString, StaticString, UInt, UInt)) {
    let message =
        "recorded a new golden, \(golden.path): look at it before committing it "
        + "(if this test failed before this point, the golden shows the failure: delete it and run again)"
    #if canImport(Testing)
        if Test.current != nil {
            let (fileID, filePath, line, column) = sourceLocation
            Issue.record(
                Comment(rawValue: message), severity: .warning,
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
    #endif
    FileHandle.standardError.write(Data("\n*** ScrollLabTesting: \(message) ***\n\n".utf8))
}

/// Where swift-snapshot-testing keeps the golden of `name` in `testName` of the test file `file`.
func goldenURL(file: String, testName: String, name: String) -> URL {
    func sanitized(_ text: String) -> String {
        text.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }
    let fileURL = URL(fileURLWithPath: file)
    return fileURL.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(fileURL.deletingPathExtension().lastPathComponent)
        .appendingPathComponent("\(sanitized(testName)).\(sanitized(name)).png")
}
