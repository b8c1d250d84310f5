// SourceWatcher — `scroll-lab dev`'s eye on a package's sources: polls modification times.
// Does not: use inotify (polling a few hundred files four times a second costs nothing here
//   and survives editors that replace files), follow symbolic links out of the package.

import Foundation

/// The Swift sources of a package (`Sources/**/*.swift` and `Package.swift`) and when each was
/// last modified; `changes()` says which were added, removed or saved since the last call.
struct SourceWatcher {
    let package: URL
    private var known: [String: Date]

    /// Starts watching the package at `package` (its current files are the baseline).
    init(package: String) {
        self.package = URL(fileURLWithPath: package)
        known = [:]
        known = scan()
    }

    /// The files changed since the last call (or since `init`), sorted; empty when none.
    mutating func changes() -> [String] {
        let now = scan()
        let changed = Set(now.keys).union(known.keys).filter { now[$0] != known[$0] }
        known = now
        return changed.sorted()
    }

    /// Every watched file and its modification time.
    private func scan() -> [String: Date] {
        var files: [String: Date] = [:]
        let manifest = package.appendingPathComponent("Package.swift").path
        if let date = Self.modified(manifest) { files[manifest] = date }
        let sources = package.appendingPathComponent("Sources")
        guard
            let walker = FileManager.default.enumerator(
                at: sources, includingPropertiesForKeys: [.contentModificationDateKey])
        else {
            return files
        }
        for case let url as URL in walker where url.pathExtension == "swift" {
            if let date = Self.modified(url.path) { files[url.path] = date }
        }
        return files
    }

    private static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
