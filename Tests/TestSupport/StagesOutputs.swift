import Testing

/// Runs the tests it marks one at a time, across suites and targets: for tests that stage files in
/// the process's one `StagedOutputs` registry (an `OutputFile`, a replay's screenshots, a
/// recording) or run the command line in process, whose failure removes everything staged and
/// says so. Swift Testing runs suites in parallel; these would otherwise see each other's files.
public struct StagesOutputs: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard !test.isSuite else { return try await function() }  // a suite: its tests take turns
        await Self.turn.begin()
        do {
            try await function()
        } catch {
            await Self.turn.end()
            throw error
        }
        await Self.turn.end()
    }

    private static let turn = Turn()
}

extension Trait where Self == StagesOutputs {
    /// The test stages outputs or runs the command line in process: one such test at a time.
    public static var stagesOutputs: StagesOutputs { StagesOutputs() }
}

/// One test at a time, in the order they asked.
private actor Turn {
    private var taken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func begin() async {
        guard taken else { taken = true; return }
        await withCheckedContinuation { waiting.append($0) }  // `end` hands the turn over
    }

    func end() {
        if waiting.isEmpty { taken = false } else { waiting.removeFirst().resume() }
    }
}
