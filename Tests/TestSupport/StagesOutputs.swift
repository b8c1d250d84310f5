import OutputFiles
import ScrollTrace
import Testing

/// Gives each test it marks a staged-output scope of its own (`StagedOutputs.current`), as each
/// command has: the outputs a test stages outside a command (an `OutputFile`, a replay's
/// screenshots, a recording) are its own, and what it lists or removes is only what it staged.
public struct StagesOutputs: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard !test.isSuite else { return try await function() }
        try await StagedOutputs.$current.withValue(StagedOutputs()) { try await function() }
    }
}

extension Trait where Self == StagesOutputs {
    /// The test's staged outputs are its own, as a command's are.
    public static var stagesOutputs: StagesOutputs { StagesOutputs() }
}
