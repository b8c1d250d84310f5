import Foundation

extension PrototypeTemplate {
    /// The prototype's README: how to run, record and test it, and how to build it on the
    /// checkout's build when ScrollLab is a checkout on this machine.
    var readme: String {
        """
        # \(name)

        A prototype on \(scrollLabLink) — iOS-style scrolling and gestures on Linux.

        ```
        \(command("run")) \(name)     # the window (F1: keys; F2: gesture overlay; F3: frame HUD)
        \(command("test"))            # the behaviour test and the screenshot test
        ```

        Record what you do in the window and replay it headlessly, with screenshots and a state log:

        ```
        \(command("run")) \(name) run --record feed.jsonl
        \(command("run")) \(name) replay feed.jsonl --screenshot 1:feed.png --log feed-log.jsonl
        ```

        The screen is `Sources/\(module)Screens/FeedScreen.swift`; register more in `makeScreens()`
        (`Sources/\(module)Screens/Screens.swift`), which the app and the tests share. The first
        `swift test` records the screenshot's golden in `Tests/\(module)Tests/__Snapshots__/`;
        `SNAPSHOT_TESTING_RECORD=all swift test` records it again on purpose.
        \(buildSection)
        """
    }

    /// ScrollLab, linked when it is a URL, else named with the checkout's path.
    private var scrollLabLink: String {
        switch dependency {
        case .url(let url, _): "[ScrollLab](\(url))"
        case .path(let path): "ScrollLab (the checkout at `\(path)`)"
        }
    }

    /// `swift VERB`, sharing the checkout's build when there is one to share.
    private func command(_ verb: String) -> String {
        sharedScratch.map { "swift \(verb) --scratch-path \($0)" } ?? "swift \(verb)"
    }

    /// Why the commands name the checkout's build folder, and what that shares.
    private var buildSection: String {
        guard let scratch = sharedScratch else { return "" }
        return """

            ## Building on ScrollLab's build

            `--scratch-path \(scratch)` builds in the checkout's own build folder, where ScrollLab
            is compiled already: the first build compiles only this package (seconds, not the
            minute or so of compiling ScrollLab again). `Package.resolved` holds the checkout's
            versions of ScrollLab's dependencies, so neither build moves the other's (after an edit
            to `Package.swift`, SwiftPM resolves again, preferring those versions). This package's
            products land in that folder too (`\(scratch)/debug/\(name)`); a build of the checkout
            and one of this package take turns (SwiftPM locks the folder).

            Without the option, `swift build`, `swift run \(name)` and `swift test` build everything
            here in `.build/`, as any package does; so does a prototype that depends on ScrollLab by URL.

            The folder keeps one package's resolution at a time: after an edit to `Package.swift`
            (a dependency added, a product changed), the next build here resolves this package's
            graph in it (a minute or two) and may remove from `\(scratch)/checkouts` what only
            the checkout uses (its DocC plugin); run `swift package resolve` in the checkout before
            building it again. The generated manifest links `ScrollLabKit` and `ScrollLabTesting`,
            everything a screen and its tests import, so it needs no edit to start. `\(name) dev`
            builds in the folder it was built in, this one.

            """
    }
}
