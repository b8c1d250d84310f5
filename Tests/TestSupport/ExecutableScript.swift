import Foundation

/// Writes executable scripts for tests that stand in for a program (a fake `ffmpeg`, a build
/// command) without the "Text file busy" race: a file this process opened for writing can be
/// held open, for a moment, by a child another test thread is forking, and `execve` of a file
/// that anyone holds open for writing fails with ETXTBSY. So the script's text goes to a side
/// file, and `/bin/cp` — a process of its own, which no fork of ours inherits — writes the
/// executable.
public enum ExecutableScript {
    /// Writes `text` to `path` as an executable (mode 755).
    public static func write(_ text: String, to path: String) throws {
        let source = path + ".source"
        try text.write(toFile: source, atomically: true, encoding: .utf8)
        let copy = Process()
        copy.executableURL = URL(fileURLWithPath: "/bin/cp")
        copy.arguments = [source, path]
        try copy.run()
        copy.waitUntilExit()
        guard copy.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }
}
