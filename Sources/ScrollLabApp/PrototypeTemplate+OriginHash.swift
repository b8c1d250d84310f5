import Crypto

extension PrototypeTemplate {
    /// SwiftPM's `originHash` for a root manifest: the SHA-256 of its bytes (swift-crypto), in
    /// lower-case hex.
    static func originHash(of manifest: String) -> String {
        SHA256.hash(data: Array(manifest.utf8)).map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
    }
}
