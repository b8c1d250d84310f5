import ScrollTrace

/// `bench --baseline-rows N`: the step figures of the same screen at N rows (items) and of the
/// floor (an empty scroll view as tall, the same script), measured in the same frames as the
/// main figures, and the main step's ratios to them.
struct BenchComparison {
    /// The baseline's row (item) count.
    let rows: Int
    let baseline: Figures
    let floor: Figures

    /// The fields `bench --json` adds.
    func fields(steps: Figures) -> [(String, JSONValue)] {
        [
            ("baselineRows", .number(Double(rows))), ("baselineStepMedianMs", .figure(baseline.median)),
            ("baselineStepP99Ms", .figure(baseline.p99)), ("floorStepMedianMs", .figure(floor.median)),
            ("floorStepP99Ms", .figure(floor.p99)),
            ("stepPerBaseline", .figure(steps.median / max(baseline.median, 1e-9))),
            ("stepPerFloor", .figure(steps.median / max(floor.median, 1e-9))),
            ("baselinePerFloor", .figure(baseline.median / max(floor.median, 1e-9))),
        ]
    }

    /// The lines `bench` prints.
    func summary(rows main: Int, steps: Figures) -> String {
        """
        same frames at \(rows) rows: \(baseline)
        floor, an empty scroll view as tall: \(floor)
        step median at \(main) rows = \(String(format: "%.2f", steps.median / max(baseline.median, 1e-9)))× the one at \(rows), \
        \(String(format: "%.2f", steps.median / max(floor.median, 1e-9)))× the floor (at \(rows): \
        \(String(format: "%.2f", baseline.median / max(floor.median, 1e-9)))× the floor)
        """
    }
}
