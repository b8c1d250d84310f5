import ArgumentParser
import Foundation
import ScrollUI

/// `scroll-lab`: iOS-style scrolling and gestures on Linux (docs/Architecture.md, "Commands").
@main
struct ScrollLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scroll-lab",
        abstract: "Prototype and test iOS-style scrolling and gestures on Linux.",
        subcommands: [RunCommand.self, ReplayCommand.self, ScreensCommand.self, DevicesCommand.self, BenchCommand.self, CompareCommand.self],
        defaultSubcommand: RunCommand.self)

    /// ArgumentParser's `main`, except that a value it quotes in an error is cut to 80 characters.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let text = shortened(fullMessage(for: error))
            if !text.isEmpty {
                if code == .success { print(text) } else { FileHandle.standardError.write(Data((text + "\n").utf8)) }
            }
            Foundation.exit(code.rawValue)
        }
    }

    /// `message` with every single-quoted value of more than 80 characters (and no spaces, so
    /// prose with apostrophes is left alone) cut, as `quoted` cuts: `'kkk…' (5000000 characters)`.
    static func shortened(_ message: String) -> String {
        var out = "", rest = Substring(message)
        while let open = rest.firstIndex(of: "'"), let close = rest[rest.index(after: open)...].firstIndex(of: "'") {
            let value = rest[rest.index(after: open)..<close]
            out += rest[...open]
            let isLongValue = value.count > 80 && !value.contains(where: \.isWhitespace)
            out += isLongValue ? "\(value.prefix(80))…' (\(value.count) characters)" : "\(value)'"
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}
