import Geometry
import ScrollUI

/// The frame HUD: frames per second, the costs of the frame step, the render and the present,
/// the input latency (device stamp to present, averaged over the frames that had input), as numbers
/// and a running graph (one bar a frame: step, then render, against the 16.7 ms budget). In a
/// replay there are no wall-clock costs: it shows the virtual clock instead.
struct FrameHUD {
    /// The frames of the graph, oldest first.
    let frames: [Instruments.FrameCost]
    /// The frames the numbers average (the last 30 of `frames` when nil).
    var summarized: [Instruments.FrameCost]? = nil
    let currentFrame: Int
    let time: Double
    /// The window's renderer, after the frame rate.
    var renderer: String? = nil

    static let size = Size(width: 236, height: 92)
    /// One frame at 60 Hz, in milliseconds: the graph's full height.
    static let budget = 1000 / FrameLoop.rate

    /// The HUD's height in points: without the graph on the virtual clock (no `frames`).
    static func height(frames: [Instruments.FrameCost]) -> Double { frames.isEmpty ? 44 : size.height }

    /// The HUD's text lines.
    var lines: [String] {
        guard !frames.isEmpty else {
            return [
                "virtual clock: \(Int(FrameLoop.rate)) fps",
                "frame \(currentFrame), t \(String(format: "%.3f", time)) s",
            ]
        }
        let recent = summarized.map { ArraySlice($0) } ?? frames.suffix(30)
        let fps = 1000 / max(recent.map(\.interval).reduce(0, +) / Double(recent.count), 0.001)
        let step = recent.map(\.step).reduce(0, +) / Double(recent.count)
        let render = recent.map(\.render).reduce(0, +) / Double(recent.count)
        let present = recent.map(\.present).reduce(0, +) / Double(recent.count)
        let latencies = recent.compactMap(\.inputLatency)
        let latency =
            latencies.isEmpty
            ? "no input"
            : String(format: "input %.1f ms", latencies.reduce(0, +) / Double(latencies.count))
        return [
            String(format: "%.0f fps", fps) + (renderer.map { " · \($0)" } ?? ""),
            String(format: "step %.2f · render %.2f ms", step, render),
            String(format: "present %.2f ms · ", present) + latency,
        ]
    }

    func draw(into list: inout DisplayList, width: Double) {
        let height = Self.height(frames: frames)
        let frame = Rect(x: width - Self.size.width - 8, y: 52, width: Self.size.width, height: height)
        list.append(.fill(frame, Color(red: 0, green: 0, blue: 0, alpha: 0.72), cornerRadius: 8))
        for (index, line) in lines.enumerated() {
            list.append(
                .text(
                    line,
                    box: Rect(
                        x: frame.minX + 8, y: frame.minY + 4 + Double(index) * 18, width: frame.width - 16, height: 18),
                    font: Font(size: 12, weight: index == 0 ? .bold : .regular), color: .white, alignment: .leading))
        }
        let graph = Rect(x: frame.minX + 8, y: frame.minY + 62, width: frame.width - 16, height: 24)
        guard !frames.isEmpty else { return }
        list.append(
            .line(
                from: Point(x: graph.minX, y: graph.minY), to: Point(x: graph.maxX, y: graph.minY), width: 0.5,
                Color(red: 1, green: 1, blue: 1, alpha: 0.4)))  // the 16.7 ms budget
        let barWidth = graph.width / Double(Instruments.frameHistory)
        for (index, cost) in frames.enumerated() {
            let x = graph.minX + Double(index) * barWidth
            let step = min(cost.step / Self.budget, 1) * graph.height
            let render = min(cost.render / Self.budget, 1 - step / graph.height) * graph.height
            list.append(
                .fill(
                    Rect(x: x, y: graph.maxY - step, width: barWidth, height: step), Color(hex: 0x34C759),
                    cornerRadius: 0))
            list.append(
                .fill(
                    Rect(x: x, y: graph.maxY - step - render, width: barWidth, height: render), Color(hex: 0x0A84FF),
                    cornerRadius: 0))
        }
    }
}
