"""Figures of a Tools/vm-play output folder: for each stack and each trace played, the release
velocity the window logged against the speed the kernel's stamps show, and the drags it began.

- The stamped speed is a least-squares line through the moves written in the trace's last 100 ms
  of kernel stamps (touch points, or the clickpad's fingers × 10.5165 pt/mm), so the writer's own
  lateness under emulation is not counted against the app.
- A trace's releases and drags are the window log's `scrollViewWillEndDragging` and
  `scrollViewWillBeginDragging` between its marker key and the next (guest.py; one more marker
  follows the last trace).
- `received`: the same fit on the times the window recorded the moves as seen by their device
  (`stamp` where a move was delivered later than it occurred): what the stack delivered.
- `lift`: for a touchpad, the frame of the release counted from the frame the lift arrived in
  (Xorg, where no lift reaches the app: the frame of the last motion).
- `late`: how late the kernel stamped the written frames after they were due (the writer's
  lateness under emulation; the stamped speed already accounts for it). `unsteady`: the frames'
  stamps are not spaced as the trace's — over the last 150 ms, the lift included, or over a
  whole touchpad gesture (`steady`) — because the writer stalled under emulation: what reached the device was a
  finger that paused (0 is the right release after a pause of 40 ms before the lift, and a
  lift-less touchpad rightly ends a gesture at a long enough gap), not the trace.

Usage: figures.py OUT [--tolerance PERCENT] [--drags N] [--lift]: exit 1 if a flick's release is
off by more than PERCENT or missing, a trace began other than N drags per gesture (given
--drags), or (given --lift) a touchpad's momentum began later than LIFT_FRAMES after its lift or
a scroll was a whole wheel tick. These are judged on the traces written steadily; an unsteady
one is listed, not judged, and so is an Xorg touchpad gesture the stack delivered 30 ms late or
more (`LIFTLESS`); each case (stack and trace) needs one trace judged.
"""
import argparse, json, math, os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from devices import ABS_MT_POSITION_Y, ABS_MT_SLOT, TOUCHPAD_UNITS_PER_MM  # noqa: E402
from frames import SCROLL_POINTS_PER_MM  # noqa: E402
from guest import MARKER_KEY  # noqa: E402

# Frames from a touchpad's lift to its momentum: on Weston the lift's own; on Xorg, where no lift
# reaches the app, from its last motion (the 2 frames: a fast gesture on an 8 ms pad ends
# 30 ms after it, TrackpadVelocity.endsAfter).
LIFT_FRAMES = {"weston": 0, "xorg": 2}
# A touchpad on Xorg reports no lift: the app ends a fast gesture at a 30 ms silence
# (TrackpadVelocity.endsAfter), which it can only measure on events delivered to it. When the
# stack delivers a gesture's events later than that (the X server or the window starved under
# emulation, frames run in a batch without them), a pause is indistinguishable from a lift: such
# a gesture is listed as "delivered late", not judged (the stamps still carry the right times).
LIFTLESS, LIFTLESS_GAP = {"weston": False, "xorg": True}, 0.03
# Steady: each gap of the last 150 ms within this of the trace's (guest.py's SLACK: a frame later
# than that already delays the rest of the trace).
STEADY = 0.002


def lines(path):
    with open(path) as file:
        return [json.loads(line) for line in file if line.strip()]


def slope(points):
    n = len(points)
    if n < 2:
        return float("nan")
    mt, mx = sum(t for t, _ in points) / n, sum(x for _, x in points) / n
    den = sum((t - mt) ** 2 for t, _ in points)
    return sum((t - mt) * (x - mx) for t, x in points) / den if den else float("nan")


def last_100ms(points):
    return [p for p in points if points[-1][0] - p[0] <= 0.1 + 1e-9] if points else []


def written_moves(frames):
    """(kernel seconds, points along the motion's axis) of a trace's moves, and the gesture count."""
    touches = [(f["stamp"], touch) for f in frames if f.get("stamp") for touch in f.get("touches", []) if touch[1] == "moved"]
    if touches:
        xs, ys = [t[2] for _, t in touches], [t[3] for _, t in touches]
        axis = 2 if max(xs) - min(xs) > max(ys) - min(ys) else 3
        began = sum(1 for f in frames for t in f.get("touches", []) if t[1] == "began")
        return [(stamp, touch[axis]) for stamp, touch in touches], axis - 2, began
    pad = [f for f in frames if f.get("device") == "touchpad" and f.get("stamp")]
    moves, gestures = [], 0
    for frame in pad:
        events = frame["events"]
        if [3, 57, 1] in events or (3, 57, 1) in events:
            gestures += 1
            continue
        slot, ys = 0, []
        for kind, code, value in events:
            slot = value if (kind, code) == (3, ABS_MT_SLOT) else slot
            if (kind, code) == (3, ABS_MT_POSITION_Y) and slot == 0:
                ys.append(value)
        if ys:  # fingers up (y falls) scroll toward the end (dy > 0)
            moves.append((frame["stamp"], -ys[0] / TOUCHPAD_UNITS_PER_MM * SCROLL_POINTS_PER_MM))
    return moves, 1, gestures


def session(folder, stack):
    """Per trace: name, stamped speed, received speed, releases, drags, gestures."""
    written, log = lines(f"{folder}/written.jsonl"), lines(f"{folder}/window.log")
    recording = lines(f"{folder}/recording.jsonl")[1:]
    names = list(dict.fromkeys(f["trace"] for f in written))
    starts = [e["t"] for e in recording if e.get("type") == "key" and e.get("key") == MARKER_KEY and e.get("phase") == "down"]
    if len(starts) != len(names):
        raise SystemExit(f"{folder}: {len(starts)} trace markers ({MARKER_KEY}) recorded for {len(names)} traces")
    bounds = list(zip(starts, starts[1:] + [float("inf")]))
    results = []
    for name, (begin, end) in zip(names, bounds):
        frames = [f for f in written if f["trace"] == name]
        moves, axis, gestures = written_moves(frames)
        inside = [entry for entry in log if entry.get("callback") and begin <= entry["t"] < end]
        ends = [entry for entry in inside if entry["callback"] == "scrollViewWillEndDragging"]
        releases = [abs(entry["velocity"][axis]) for entry in ends]
        scrolls = [e for e in recording if begin <= e["t"] < end and e.get("type") == "scroll"]
        lifts = [e["t"] for e in scrolls if e.get("phase") == "ended"] or [e["t"] for e in scrolls if "dy" in e][-1:]
        after_lift = ends[0]["frame"] - math.ceil(lifts[0] * 60 - 1e-6) if lifts and ends else None
        drags = sum(entry["callback"] == "scrollViewWillBeginDragging" for entry in inside)
        key = "xy"[axis]
        received = [(occurred(e), e[key]) for e in recording if begin <= e["t"] < end and e.get("phase") == "moved"]
        if not received:  # scrolling: the offset the deltas add up to
            deltas = [(occurred(e), e["d" + key]) for e in recording
                      if begin <= e["t"] < end and e.get("type") == "scroll" and "dy" in e]
            received = [(t, sum(d for _, d in deltas[:k + 1])) for k, (t, _) in enumerate(deltas)]
        lag = max((e["t"] - e["stamp"] for e in scrolls if "stamp" in e and "dy" in e), default=0.0)
        late = not any(f.get("device") == "touchscreen" for f in frames) and lag >= LIFTLESS_GAP and LIFTLESS[stack]
        results.append({"trace": name, "stamped": abs(slope(last_100ms(moves))), "steady": steady(frames) and not late, "late": late,
                        "received": abs(slope(last_100ms(received))),
                        "releases": releases, "drags": drags, "gestures": gestures, "afterLift": after_lift,
                        "flick": any(f.get("device") == "touchscreen" for f in frames),
                        "coarse": sum(1 for e in scrolls if "dy" in e and not e.get("precise")),
                        "lateMs": [f["lateMs"] for f in frames if f.get("lateMs") is not None]})
    return results


def occurred(event):
    """When the device saw a recorded event: its `stamp` when it was delivered later (a late
    event, or one of a burst), else its time."""
    return event.get("stamp", event["t"])


def release_error(r):
    """The first release's error in percent against the stamped speed; None without a release
    or a stamped speed (a trace with no moves)."""
    if not r["releases"] or not r["stamped"] > 0:
        return None
    return (r["releases"][0] / r["stamped"] - 1) * 100


def judge(stack, r, error, args):
    """What is wrong with trace result `r` on `stack` by the options' criteria."""
    failures = []
    if args.tolerance is not None and r["flick"] and r["stamped"] > 0:
        if error is None:
            failures.append(f"{stack} {r['trace']}: no release was logged between its marker and the next")
        elif abs(error) > args.tolerance:
            failures.append(f"{stack} {r['trace']}: release {r['releases'][0]:.0f} pt/s is {error:+.2f}% "
                            f"from the {r['stamped']:.0f} pt/s the kernel's stamps show")
    if args.drags is not None and r["drags"] != args.drags * r["gestures"]:
        failures.append(f"{stack} {r['trace']}: {r['drags']} drags for {r['gestures']} gestures")
    limit = LIFT_FRAMES[stack]
    if args.lift and r["afterLift"] is not None and not 0 <= r["afterLift"] <= limit:
        failures.append(f"{stack} {r['trace']}: momentum began {r['afterLift']:+d} frames after the "
                        f"{'lift' if stack == 'weston' else 'last motion'} (at most {limit})")
    if args.lift and r["coarse"]:
        failures.append(f"{stack} {r['trace']}: {r['coarse']} scrolls were whole wheel ticks, not precise")
    return failures


def steady(frames):
    """Whether the kernel stamped the frames a trace's touch device wrote as the trace spaced
    them: each gap within STEADY (2 ms) of the trace's over the last 150 ms, lift included (what a
    release is estimated from), and within 5 ms over the whole trace (a stall of 120 ms just
    before those 150 ms still bent a flick's release by 8 %; on a touchpad a gap 30 ms longer
    ends a fast gesture on a source that never reports its lift): a trace the writer wrote
    without stalling. A stall is a pause of the finger, to which an estimator rightly
    answers otherwise than a straight line does."""
    device = "touchscreen" if any(f.get("device") == "touchscreen" for f in frames) else "touchpad"
    written = sorted((f["stamp"], f["t"]) for f in frames if f.get("device") == device and f.get("stamp"))
    if len(written) < 2:
        return False
    last = [(stamp, t) for stamp, t in written if written[-1][0] - stamp <= 0.15]
    return spaced(last, STEADY) and spaced(written, 0.005)


def spaced(written, tolerance):
    """Whether each gap between the (kernel stamp, trace time) pairs is the trace's, within `tolerance` seconds."""
    return all(abs((b - a) - (tb - ta)) <= tolerance for (a, ta), (b, tb) in zip(written, written[1:]))


def lifts_declared(folder):
    """Whether the window's recording says the trackpad reports lifts (a lift before its first
    scroll) — on Wayland it must, or a first gesture ends at a pause of the fingers."""
    scrolls = [e for e in lines(f"{folder}/recording.jsonl")[1:] if e.get("type") == "scroll"]
    return not scrolls or scrolls[0].get("phase") == "ended"


def case_of(name):
    return re.sub(r"^\d+-", "", name)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--tolerance", type=float)
    parser.add_argument("--drags", type=int)
    parser.add_argument("--lift", action="store_true",
                        help="a touchpad's momentum in its lift's frame (Weston) or within the idle gap of its last motion (Xorg), every scroll precise")
    args = parser.parse_args()
    failures, worst, steady_worst, steady_count = [], {}, {}, {}
    stacks = [s for s in ("weston", "xorg") if os.path.exists(f"{args.out}/{s}/window.log")]
    print(f"{'stack':7} {'trace':14} {'stamped':>8} {'received':>9} {'release':>8} {'error':>8} {'drags':>6} "
          f"{'lift':>5} {'late ms (median/max)':>21}")
    for stack in stacks:
        for r in session(f"{args.out}/{stack}", stack)[:-1]:  # the last is the end marker's
            error = release_error(r)
            late = sorted(r["lateMs"]) or [float("nan")]
            release = f"{r['releases'][0]:8.0f}" if r["releases"] else "    none"
            lift = "" if r["afterLift"] is None else f"{r['afterLift']:+d}"
            print(f"{stack:7} {r['trace']:14} {r['stamped']:8.0f} {r['received']:9.0f} {release} "
                  + (f"{error:+7.2f}%" if error is not None else "       -")
                  + f" {r['drags']:3}/{r['gestures']:<2} {lift:>5} {late[len(late) // 2]:10.1f} /{late[-1]:8.1f}"
                  + ("  delivered late" if r["late"] else "" if r["steady"] else "  unsteady"))
            if r["trace"] == "warm-up":
                continue
            group = (stack, case_of(r["trace"]))
            steady_count[group] = steady_count.get(group, 0) + r["steady"]
            if error is not None or not r["releases"]:
                worst[group] = max(worst.get(group, 0), abs(error) if error is not None else float("inf"))
                if r["steady"]:
                    steady_worst[group] = max(steady_worst.get(group, 0), abs(error) if error is not None else float("inf"))
            if r["steady"]:
                failures += judge(stack, r, error, args)
    print("worst |error| per case: " + ", ".join(f"{s} {c} {w:.2f}%" for (s, c), w in sorted(worst.items())))
    print("worst |error| per case, traces written steadily (judged): "
          + ", ".join(f"{s} {c} {w:.2f}% ({steady_count[(s, c)]})" for (s, c), w in sorted(steady_worst.items())))
    print("traces written steadily per case: " + ", ".join(f"{s} {c} {n}" for (s, c), n in sorted(steady_count.items())))
    if args.lift and "weston" in stacks and not lifts_declared(f"{args.out}/weston"):
        failures.append("weston: the window did not declare that the trackpad reports lifts before its first scroll")
    failures += [f"{s} {c}: every one of its traces was written unsteadily or delivered late, so none was judged"
                 for (s, c), n in sorted(steady_count.items()) if n == 0]
    if failures:
        sys.exit("\n".join(failures))


if __name__ == "__main__":
    main()
