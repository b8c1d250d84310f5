import Foundation

/// The recorded trace `name` of the behaviour tests (`Tests/BehaviourTests/Traces/<name>.jsonl`),
/// which a few goldens replay to reach the frame they show.
func traceURL(_ name: String, file: String = #filePath) -> URL {
    URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("BehaviourTests/Traces/\(name).jsonl")
}
