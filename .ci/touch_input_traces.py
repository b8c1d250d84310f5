"""Writes the traces .ci/touch-input-check plays through Weston: flicks at a steady hand speed,
a trackpad flick with a lift, and the gestures. Usage: touch_input_traces.py FOLDER

Flicks: one finger at 600, 1,500, 3,000 and 5,000 pt/s, a move every 8 or 16 ms, lifted one
interval after the last move where it last was, vertically on `list` (390×844, y 790 → 190)
and horizontally on `paging` (820×600, x 760 → 60). Names: v1500-8, h600-16, …
"""
import json, sys

folder = sys.argv[1]
SPEEDS = (600, 1500, 3000, 5000)
INTERVALS = (8, 16)


def write(name, header, events, end):
    with open(f"{folder}/{name}.jsonl", "w") as file:
        file.write(json.dumps(header) + "\n")
        for event in events:
            file.write(json.dumps(event) + "\n")
        file.write(json.dumps({"t": round(end, 6), "type": "end"}) + "\n")


def touch(t, phase, finger, x, y):
    return {"t": round(t, 6), "type": "touch", "phase": phase, "id": finger, "x": round(x, 3), "y": round(y, 3)}


def flick(start, stop, speed, interval_ms, finger=1, t0=0.0):
    """A straight drag from `start` to `stop` at `speed` pt/s, a move every `interval_ms`."""
    (x0, y0), (x1, y1) = start, stop
    length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    dt = interval_ms / 1000
    steps = int(length / (speed * dt))
    events = [touch(t0, "began", finger, x0, y0)]
    for k in range(1, steps + 1):
        f = k * speed * dt / length
        events.append(touch(t0 + k * dt, "moved", finger, x0 + (x1 - x0) * f, y0 + (y1 - y0) * f))
    last = events[-1]
    events.append(touch(t0 + (steps + 1) * dt, "ended", finger, last["x"], last["y"]))
    return events


for speed in SPEEDS:
    for interval in INTERVALS:
        events = flick((200, 790), (200, 190), speed, interval)
        write(f"v{speed}-{interval}", {"trace": 1, "screen": "list", "width": 390, "height": 844}, events, events[-1]["t"] + 0.3)
        events = flick((760, 300), (60, 300), speed, interval)
        write(f"h{speed}-{interval}", {"trace": 1, "screen": "paging", "width": 820, "height": 600}, events, events[-1]["t"] + 0.3)

# A finger speeding up (speed growing in proportion to time, 0 → 3,000 pt/s over 150 ms, then
# lifted): the fixtures the touch fit is chosen on also hold a hand that is not steady.
for interval in INTERVALS:
    dt, duration, top = interval / 1000, 0.15, 3000
    steps = round(duration / dt)
    events = [touch(0, "began", 1, 200, 790)]
    for k in range(1, steps + 1):
        t = k * dt
        events.append(touch(t, "moved", 1, 200, 790 - top * t * t / (2 * duration)))
    events.append(touch((steps + 1) * dt, "ended", 1, 200, events[-1]["y"]))
    write(f"a3000-{interval}", {"trace": 1, "screen": "list", "width": 390, "height": 844}, events, events[-1]["t"] + 0.3)

# Trackpad: two fingers scroll `list` at 1,500 pt/s for 0.3 s (an axis event every 8 ms), then lift.
events = [{"t": round(k * 0.008, 6), "type": "scroll", "dx": 0, "dy": 12, "precise": True, "x": 200, "y": 400}
          for k in range(38)]
events.append({"t": round(38 * 0.008, 6), "type": "scroll", "phase": "ended"})
write("trackpad", {"trace": 1, "screen": "list", "width": 390, "height": 844}, events, 1.0)
# The same with the fingers resting 110 ms mid-gesture (no events, longer than the 60 ms idle gap of
# sources that never report a lift): the trace has no lift before it, so only the window's own
# declaration (the compositor's wl_pointer has axis_stop) keeps this first gesture one drag.
events = [{"t": round(k * 0.008 + (0.11 if k >= 19 else 0), 6), "type": "scroll", "dx": 0, "dy": 12, "precise": True,
           "x": 200, "y": 400} for k in range(38)]
events.append({"t": round(38 * 0.008 + 0.11, 6), "type": "scroll", "phase": "ended"})
write("trackpad-pause", {"trace": 1, "screen": "list", "width": 390, "height": 844}, events, 1.2)

# Two fingers pan together across `back-gestures`, then pinch out.
pan = [touch(0, "began", 1, 120, 400), touch(0, "began", 2, 220, 400)]
for k in range(1, 16):
    pan += [touch(k * 0.016, "moved", 1, 120 + 8 * k, 400 + 4 * k), touch(k * 0.016, "moved", 2, 220 + 8 * k, 400 + 4 * k)]
pan += [touch(0.27, "ended", 1, 240, 460), touch(0.27, "ended", 2, 340, 460)]
write("two-finger-pan", {"trace": 1, "screen": "back-gestures", "width": 390, "height": 844}, pan, 0.8)
pinch = [touch(0, "began", 1, 170, 500), touch(0, "began", 2, 220, 500)]
for k in range(1, 16):
    pinch += [touch(k * 0.016, "moved", 1, 170 - 7 * k, 500), touch(k * 0.016, "moved", 2, 220 + 7 * k, 500)]
pinch += [touch(0.27, "ended", 1, 65, 500), touch(0.27, "ended", 2, 325, 500)]
write("pinch", {"trace": 1, "screen": "back-gestures", "width": 390, "height": 844}, pinch, 0.8)

# An edge swipe that pops `nested` (back to home), and a tap on home's first row (pushes `list`).
events = flick((3, 500), (300, 500), 1000, 16)
write("edge-swipe", {"trace": 1, "screen": "nested", "width": 390, "height": 844}, events, events[-1]["t"] + 1.0)
write("tap", {"trace": 1, "screen": "home", "width": 390, "height": 844},
      [touch(0, "began", 1, 195, 75), touch(0.06, "ended", 1, 195, 75)], 1.0)
