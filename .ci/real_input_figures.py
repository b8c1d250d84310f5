"""Release velocity against the hand's speed for the sessions of .ci/real-input-check.

The hand's speed is what the X server saw: a least-squares line through the positions and the
server's timestamps of the moves in the last 100 ms before the button went up (the recording
holds those stamps). xdotool does not keep the commanded speed exactly on a loaded machine, so
the commanded speed is shown too but not checked. Usage: real_input_figures.py FOLDER TOLERANCE
"""
import json, sys

folder, tolerance = sys.argv[1], float(sys.argv[2])

def line_slope(points):
    n = len(points)
    mt = sum(t for t, _ in points) / n
    mx = sum(x for _, x in points) / n
    spread = sum((t - mt) ** 2 for t, _ in points)
    return sum((t - mt) * (x - mx) for t, x in points) / spread

failures = []
print(f"{'case':8} {'commanded':>9} {'hand':>8} {'release':>8} {'error':>7}")
for axis, key, view, index in (("v", "y", "list", 1), ("h", "x", "paging", 0)):
    for speed in (600, 1500, 3000, 5000):
        name = f"{axis}{speed}"
        events = [json.loads(line) for line in open(f"{folder}/{name}.jsonl")][1:]
        moves = [(e["t"], e[key]) for e in events if e.get("type") == "mouse" and e["phase"] == "moved"]
        last = moves[-1][0]
        hand = abs(line_slope([m for m in moves if last - m[0] <= 0.1]))
        log = [json.loads(line) for line in open(f"{folder}/{name}.window.log")]
        ends = [l for l in log if l.get("callback") == "scrollViewWillEndDragging" and l["view"] == view]
        if not ends:
            failures.append(f"{name}: no release was logged")
            continue
        release = abs(ends[0]["velocity"][index])
        error = (release / hand - 1) * 100
        print(f"{name:8} {speed:9} {hand:8.0f} {release:8.0f} {error:+6.1f}%")
        if abs(error) > tolerance:
            failures.append(f"{name}: release {release:.0f} pt/s is {error:+.1f}% from the hand's {hand:.0f} pt/s")

depths = [json.loads(line)["navigation"]["depth"] for line in open(f"{folder}/tap-edge.window.log") if '"navigation"' in line]
pushed, popped = 2 in depths, depths[-1] == 1
print(f"tap pushed list: {pushed}; edge swipe went back: {popped}")
if not (pushed and popped):
    failures.append("the tap or the edge swipe did not act")
if failures:
    sys.exit("\n".join(failures))
print(f"every release within {tolerance:g}% of the hand")
