import ArgumentParser
import ScrollUI

/// `scroll-lab screens`: the screen names of docs/Architecture.md, "Screens", one a line.
struct ScreensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screens", abstract: "List the screen names, one a line.")

    @Flag(help: "Also print what each screen shows.")
    var verbose = false

    func run() {
        for entry in ScrollLabApp.screens.entries {
            print(verbose ? "\(entry.name)\t\(entry.summary)" : entry.name)
        }
    }
}
