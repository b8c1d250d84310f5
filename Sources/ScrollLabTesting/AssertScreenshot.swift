import Foundation
import SnapshotTesting

/// Compares the driven screen's current frame with its golden,
/// `__Snapshots__/<test file>/<test>.<name>.png` beside the test file, within `ImageTolerance`;
/// on a mismatch the test fails naming the actual image and a diff image (differences in red).
///
/// A golden that does not exist yet is recorded and the test passes, saying so on standard
/// output (as Jest does with a new snapshot), so a new prototype's first `swift test` passes;
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
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try driver.screenshot(scale: scale).pngData().write(to: golden)
            print("ScrollLabTesting: recorded a new golden, \(golden.path)")
            return
        } catch {
            // fall through: swift-snapshot-testing reports the failure
        }
    }
    assertSnapshot(of: driver, as: .screenshot(scale: scale), named: name,
                   fileID: fileID, file: filePath, testName: testName, line: line, column: column)
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
