"""Figures and checks for the sessions of .ci/touch-input-check.

- Flicks: each release velocity (the first scrollViewWillEndDragging of the dragged view) against
  the hand's speed, the injected one; the speed the compositor's stamps show (a least-squares line
  through the moves of the last 100 ms of the recording) is printed too. Each must be within
  TOLERANCE percent, in every run.
- Trackpad: scrollViewWillEndDragging at most one frame after the frame that delivers the lift
  (`"phase":"ended"`), the release within TOLERANCE of the fingers' 1,500 pt/s, and the first
  frame of momentum moving at the release velocity (within 10 %: one frame of deceleration).
- Gestures: the two-finger pan leaves `back-gestures` where it was, the edge swipe pops `nested`,
  the tap on home pushes; each window ends in the navigation state the source trace's replay ends in.
Usage: touch_input_figures.py FOLDER RUNS TOLERANCE
"""
import glob, json, math, sys

folder, runs, tolerance = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
failures = []


def lines(path):
    return [json.loads(line) for line in open(path)]


def slope(points):
    n = len(points)
    mt, mx = sum(t for t, _ in points) / n, sum(x for _, x in points) / n
    return sum((t - mt) * (x - mx) for t, x in points) / sum((t - mt) ** 2 for t, _ in points)


print(f"{'case':10} {'hand':>6} {'stamped':>8}  " + "  ".join(f"{'run ' + str(r):>15}" for r in range(1, runs + 1)))
worst = 0.0
for axis, key, view, index in (("v", "y", "list", 1), ("h", "x", "paging", 0)):
    for speed in (600, 1500, 3000, 5000):
        for interval in (8, 16):
            name, cells, stamped = f"{axis}{speed}-{interval}", [], None
            for run in range(1, runs + 1):
                base = f"{folder}/run{run}/{name}"
                moves = [(e["t"], e[key]) for e in lines(base + ".jsonl")[1:] if e.get("phase") == "moved"]
                stamped = abs(slope([m for m in moves if moves[-1][0] - m[0] <= 0.1]))
                ends = [l for l in lines(base + ".window.log") if l.get("callback") == "scrollViewWillEndDragging" and l["view"] == view]
                if not ends:
                    failures.append(f"run {run} {name}: no release was logged")
                    cells.append(f"{'—':>15}")
                    continue
                release = abs(ends[0]["velocity"][index])
                error = (release / speed - 1) * 100
                worst = max(worst, abs(error))
                cells.append(f"{release:7.0f} {error:+6.2f}%")
                if abs(error) > tolerance:
                    failures.append(f"run {run} {name}: release {release:.0f} pt/s is {error:+.2f}% from the hand's {speed} pt/s")
            print(f"{name:10} {speed:6} {stamped:8.0f}  " + "  ".join(cells))
print(f"worst flick error: {worst:.2f}%")

# The compositor frozen for 300 ms mid-flick: the moves it queued come in one burst, each with its
# own stamp, and the release is the hand's, as without the freeze.
cells = []
for run in range(1, runs + 1):
    base = f"{folder}/run{run}/v1500-8-freeze"
    ends = [l for l in lines(base + ".window.log") if l.get("callback") == "scrollViewWillEndDragging" and l["view"] == "list"]
    stamps = [e.get("stamp", e["t"]) for e in lines(base + ".jsonl")[1:] if e.get("type") == "touch"]
    if len(set(stamps)) < len(stamps):
        failures.append(f"run {run} v1500-8-freeze: {len(stamps) - len(set(stamps))} touch events share a stamp")
    if not ends:
        failures.append(f"run {run} v1500-8-freeze: no release was logged")
        continue
    error = (abs(ends[0]["velocity"][1]) / 1500 - 1) * 100
    cells.append(f"{error:+.2f}%")
    if abs(error) > tolerance:
        failures.append(f"run {run} v1500-8-freeze: release {error:+.2f}% from the hand's 1500 pt/s")
print(f"1,500 pt/s with the compositor frozen 300 ms mid-flick: " + "  ".join(cells))

# Weston answers wp_presentation: frame-stats lines say when each frame was really shown, never
# before it was presented nor before its input happened.
shown = []
for run in range(1, runs + 1):
    frames = [f for speed in (600, 1500, 3000, 5000) for interval in (8, 16)
              for f in lines(f"{folder}/run{run}/v{speed}-{interval}.frames.jsonl")]
    answered = [f for f in frames if "shownMs" in f]
    shown += [f["shownLatencyMs"] for f in answered if "shownLatencyMs" in f]
    if not answered or any(f["shownMs"] < 0 or f.get("shownLatencyMs", 1e9) < f.get("inputLatencyMs", 0) for f in answered):
        failures.append(f"run {run}: frame stats without plausible shown times ({len(answered)} of {len(frames)} frames)")
if shown:
    shown.sort()
    print(f"input to shown on screen (wp_presentation): median {shown[len(shown) // 2]:.1f} ms, max {shown[-1]:.1f} ms, {len(shown)} frames")

# Weston sends zwp_input_timestamps_v1: the recordings keep its microseconds (a window on whole
# milliseconds would record every touch on a whole millisecond from its start), and say nothing
# of a resolution (exact).
for run in range(1, runs + 1):
    recording = lines(f"{folder}/run{run}/v1500-8.jsonl")
    times = [e.get("stamp", e["t"]) for e in recording[1:] if e.get("type") == "touch"]
    if all(abs(t * 1000 - round(t * 1000)) < 1e-6 for t in times) or "stampResolution" in recording[0]:
        failures.append(f"run {run} v1500-8: the compositor's microsecond times did not reach the recording")

# Events that reached the window after the frame they happened in had run are recorded 2 µs
# after the next frame's time (WindowHost.enqueue); count them over every session.
late = total = 0
for run in range(1, runs + 1):
    for path in glob.glob(f"{folder}/run{run}/*.jsonl"):
        for e in lines(path)[1:]:
            if e.get("type") in ("touch", "scroll", "mouse"):
                total += 1
                late += abs(e["t"] - (round((e["t"] - 0.000002) * 60) / 60 + 0.000002)) < 5e-7
print(f"events moved to the next frame because they arrived after theirs had run: {late} of {total}")

def recorded_lifts(events, name, run):
    """The lifts after the first scroll event; the recording must open with a lift that declares
    that the compositor reports them (wl_pointer version 5), so the first gesture waits for its own."""
    if not events or events[0].get("type") != "scroll" or events[0].get("phase") != "ended":
        failures.append(f"run {run} {name}: the recording does not open with the declaration that lifts are reported")
    first = next((i for i, e in enumerate(events) if e.get("type") == "scroll" and "dy" in e), len(events))
    return [e["t"] for e in events[first:] if e.get("type") == "scroll" and e.get("phase") == "ended"]


for run in range(1, runs + 1):
    base = f"{folder}/run{run}/trackpad-pause"
    lift = recorded_lifts(lines(base + ".jsonl")[1:], "trackpad-pause", run)
    log = lines(base + ".window.log")
    begins = [l["frame"] for l in log if l.get("callback") == "scrollViewWillBeginDragging"]
    ends = [l["frame"] for l in log if l.get("callback") == "scrollViewWillEndDragging"]
    lift_frame = math.ceil(lift[-1] * 60 - 1e-6) if lift else None
    print(f"run {run} trackpad-pause: {len(begins)} drag(s), released in frame(s) {ends}, lift in frame {lift_frame}")
    if len(begins) != 1 or len(ends) != 1 or lift_frame is None or not 0 <= ends[0] - lift_frame <= 1:
        failures.append(f"run {run} trackpad-pause: the first gesture is not one drag released at its lift")

for run in range(1, runs + 1):
    base = f"{folder}/run{run}/trackpad"
    lift = recorded_lifts(lines(base + ".jsonl")[1:], "trackpad", run)
    log = lines(base + ".window.log")
    ends = [l for l in log if l.get("callback") == "scrollViewWillEndDragging"]
    if len(lift) != 1 or not ends:
        failures.append(f"run {run} trackpad: {len(lift)} lifts recorded, {len(ends)} releases logged")
        continue
    lift_frame = math.ceil(lift[0] * 60 - 1e-6)
    release = ends[0]["velocity"][1]
    offsets = {l["frame"]: l["scrollViews"]["list"]["offset"][1] for l in log if "scrollViews" in l}
    frame = ends[0]["frame"]
    momentum = (offsets[frame + 1] - offsets[frame]) * 60
    error = (release / 1500 - 1) * 100
    print(f"run {run} trackpad: lift in frame {lift_frame}, scrollViewWillEndDragging in frame {frame} "
          f"({frame - lift_frame:+d}); release {release:.0f} pt/s ({error:+.2f}%), first momentum frame {momentum:.0f} pt/s")
    if not 0 <= frame - lift_frame <= 1:
        failures.append(f"run {run} trackpad: the release came {frame - lift_frame} frames after the lift")
    if abs(error) > tolerance:
        failures.append(f"run {run} trackpad: release {release:.0f} pt/s is {error:+.2f}% from the fingers' 1500 pt/s")
    if abs(momentum / release - 1) > 0.1:
        failures.append(f"run {run} trackpad: momentum starts at {momentum:.0f} pt/s after a release at {release:.0f}")


def final_depth(path):
    return [l["navigation"]["depth"] for l in lines(path) if "navigation" in l][-1]


expected = {"two-finger-pan": 2, "pinch": 2, "edge-swipe": 1, "tap": 2}
for name, depth in expected.items():
    source = final_depth(f"{folder}/traces/{name}.replay.log")
    windows = [final_depth(f"{folder}/run{run}/{name}.window.log") for run in range(1, runs + 1)]
    print(f"{name}: navigation depth {windows} in the window, {source} in the source trace's replay")
    if source != depth or any(w != depth for w in windows):
        failures.append(f"{name}: expected navigation depth {depth}")
if failures:
    sys.exit("\n".join(failures))
print(f"every release within {tolerance:g}% of the hand, in every run")
