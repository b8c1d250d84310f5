import Foundation

extension PrototypeTemplate {
    /// SwiftPM's `originHash` for a root manifest: the SHA-256 of its bytes in lower-case hex, from
    /// coreutils' `sha256sum` (essential on Debian and Ubuntu, in BusyBox too): swift-crypto compiled
    /// all of BoringSSL, a third of a fresh build's CPU, for this one hash. Nil when `sha256sum`
    /// cannot be run; the prototype then gets no pins and SwiftPM resolves its graph itself.
    static func originHash(of manifest: String) -> String? {
        let hasher = Process()
        hasher.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        hasher.arguments = ["sha256sum"]
        let input = Pipe()
        let output = Pipe()
        hasher.standardInput = input
        hasher.standardOutput = output
        hasher.standardError = FileHandle.nullDevice
        guard (try? hasher.run()) != nil else { return nil }
        input.fileHandleForWriting.write(Data(manifest.utf8))
        try? input.fileHandleForWriting.close()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        hasher.waitUntilExit()
        let digest = String(decoding: printed.prefix(64), as: UTF8.self)
        let isHex = digest.count == 64 && digest.allSatisfy { $0.isHexDigit && !$0.isUppercase }
        return hasher.terminationStatus == 0 && isHex ? digest : nil
    }
}
