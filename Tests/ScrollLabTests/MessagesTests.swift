import ArgumentParser
import ScrollTrace
import ScrollUI
import Screens
import Testing
@testable import ScrollLabApp

/// The command line's messages and exit statuses (issue 20, item 8; README "Exit status").
@Suite struct MessagesTests {
    /// The message and exit status ArgumentParser gives for `arguments`, or nil when they parse.
    private func refusal(_ arguments: [String]) -> (message: String, status: Int32)? {
        do {
            _ = try ScrollLabApp.$screens.withValue(ScreenCatalog.registry) {
                try ScrollLabCommand.parseAsRoot(arguments)
            }
            return nil
        } catch {
            return (ScrollLabCommand.message(for: error), ScrollLabCommand.exitStatus(for: error))
        }
    }

    @Test func aNegativeScreenshotTimeIsNamedNotAMissingValue() throws {
        let refused = try #require(refusal(["replay", "t.jsonl", "--screenshot", "-1:x.png"]))

        #expect(refused.message.contains("SECONDS must be between 0 and 3600 (got -1)"))
        #expect(!refused.message.contains("Missing value"))
        #expect(refused.status == 64)
    }

    @Test func anUnknownSizeListsTheFormAndThePresets() throws {
        let refused = try #require(refusal(["replay", "t.jsonl", "--size", "ipad"]))

        #expect(
            refused.message.contains(
                "expected WIDTHxHEIGHT in points (e.g. 390x844) or a preset: iphone-se, iphone-14, iphone-15-pro-max, ipad-air"
            ))
        #expect(refused.status == 64)
    }

    @Test func tooManyPixelsIsAUsageError() throws {
        let replay = try #require(refusal(["replay", "t.jsonl", "--size", "8192x8192", "--scale", "4"]))
        let run = try #require(refusal(["run", "--size", "8192x8192", "--scale", "4"]))

        #expect(replay.message.contains("32768x32768 pixels; a side may have at most 16384"))
        #expect(replay.status == 64)
        #expect(run.status == 64)
    }

    @Test func aHugeScreenNameIsQuotedCut() throws {
        let refused = try #require(refusal(["run", "--screen", String(repeating: "s", count: 100_000)]))

        #expect(refused.message.contains("…\" (100000 characters)"))
        #expect(refused.message.count < 1000)
    }
}

/// `bench --json` figures are rounded as documented, then written in the shortest form.
@Suite struct BenchFiguresTests {
    @Test func aFigureIsRoundedToSixDecimalsWithoutNoise() {
        #expect(JSONValue.figure(0.16304600000000002).serialized == "0.163046")
        #expect(JSONValue.figure(12.5).serialized == "12.5")
    }
}

/// Values ArgumentParser quotes in its errors are cut like ours.
@Suite struct ShortenedMessagesTests {
    @Test func aHugeOptionValueIsCutAndProseIsLeftAlone() throws {
        let huge = String(repeating: "9", count: 5_000)
        let message = ScrollLabCommand.fullMessage(
            for: try #require(refusalError(["replay", "t.jsonl", "--size", huge])))

        let shortened = ScrollLabCommand.shortened(message)

        #expect(shortened.contains("'" + String(repeating: "9", count: 80) + "…' (5000 characters)"))
        #expect(shortened.count < 1500)
        #expect(
            ScrollLabCommand.shortened("the trace header's size; see 'scroll-lab replay --help'")
                == "the trace header's size; see 'scroll-lab replay --help'")
    }

    private func refusalError(_ arguments: [String]) -> Error? {
        do {
            _ = try ScrollLabApp.$screens.withValue(ScreenCatalog.registry) {
                try ScrollLabCommand.parseAsRoot(arguments)
            }
            return nil
        } catch {
            return error
        }
    }
}
