"""Turns a ScrollLab trace into the event frames Tools/vm-play writes to the guest's kernel devices
(devices.py), each `{"t": seconds, "device": NAME, "events": [[type, code, value], ...]}`; a
touch frame also names its touches (`"touches": [[id, phase, x, y], ...]`, the points libinput
will report for the units written).

- Touches: one slot per finger (protocol B), a new tracking id per touch; a touch that ends
  somewhere new moves there in a frame of its own first (evdev's lift has no position); a
  cancelled touch is marked a palm (MT_TOOL_PALM), which libinput reports as a cancel.
- Precise scrolling: two fingers on the clickpad, landing 24 ms before the gesture's first scroll
  and moving together, `SCROLL_POINTS_PER_MM` points of scroll per millimetre, up for dy > 0
  (natural scrolling, which the guest's Weston and Xorg are set to); the trace's lift
  (`"phase":"ended"`) lifts them, and so does a pause of more than PAUSE seconds.
- Wheel ticks: REL_WHEEL / REL_HWHEEL clicks of 40 points (EventTranslator.pointsPerWheelTick).
- Keys: the keyboard's (Tools/trace_keys.py).
- Mouse buttons and motion are skipped with a warning: a relative mouse cannot be put at a
  trace's point.
"""
import json
from devices import (ABS_MT_POSITION_X, ABS_MT_POSITION_Y, ABS_MT_SLOT, ABS_MT_TOOL_TYPE, ABS_MT_TRACKING_ID,
                     ABS_X, ABS_Y, BTN_TOOL_DOUBLETAP, BTN_TOUCH, EV_ABS, EV_KEY, EV_REL, MT_TOOL_FINGER,
                     MT_TOOL_PALM, REL_HWHEEL, REL_WHEEL, TOUCHPAD_UNITS_PER_MM, to_points, to_units,
                     placement, touchpad, touchscreen)
from trace_keys import key_code

SCROLL_POINTS_PER_MM = 10.5165  # libinput: 1000 / 25.4 units per mm × 0.9 × TP_MAGIC_SLOWDOWN 0.2968
POINTS_PER_TICK = 40.0
PAUSE = 0.1
LANDING = 0.024


class TraceError(Exception):
    pass


def read_trace(path):
    """The header and the events (with their line numbers) of the trace at `path`."""
    with open(path) as file:
        lines = file.read().splitlines()
    try:
        header = json.loads(lines[0])
        events = [(number, json.loads(line)) for number, line in enumerate(lines[1:], 2) if line.strip()]
    except (IndexError, ValueError) as error:
        raise TraceError(f"{path}: not a trace ({error})")
    return header, events


def convert(path, width, height, window, warn, scale=1.0):
    """The frames for the trace at `path` played to an app of `width` × `height` points on
    an output of that size, its window "fullscreen" or "windowed" at `scale` (devices.placement),
    and its end time."""
    header, events = read_trace(path)
    screen, pad = Touchscreen(width, height, window, scale), Clickpad()
    frames, end = [], 0.0
    for number, e in events:
        try:
            t, kind = float(e["t"]), e["type"]
            end = max(end, t)
            if kind == "touch":
                frames += screen.play(t, e["phase"], int(e["id"]), float(e["x"]), float(e["y"]))
            elif kind == "scroll" and (e.get("precise") or e.get("phase") == "ended"):
                frames += pad.play(t, e.get("phase"), float(e.get("dx", 0)), float(e.get("dy", 0)))
            elif kind == "scroll":
                frames += wheel(t, float(e.get("dx", 0)), float(e.get("dy", 0)))
            elif kind == "key":
                events = [(EV_KEY, key_code(e["key"]), 1 if e["phase"] == "down" else 0)]
                frames.append({"t": t, "device": "keyboard", "events": events})
            elif kind not in ("end", "resize"):
                warn(f"{path}:{number}: a \"{kind}\" event cannot be played through the kernel devices; skipped")
        except (KeyError, ValueError, TypeError) as error:
            raise TraceError(f"{path}:{number}: cannot play this line ({type(error).__name__}: {error})")
    frames += pad.lift_if_down(end + LANDING)
    frames.sort(key=lambda frame: frame["t"])  # stable: frames at one time keep their order
    return header, frames, end


class Touchscreen:
    def __init__(self, width, height, window, scale=1.0):
        self.size, self.device = (width, height), touchscreen(width, height)
        self.origin, self.scale = placement(window, width, height, scale)
        self.slots, self.next_tracking_id = {}, 1

    def units(self, x, y):
        return (to_units(self.origin[0] + x * self.scale, self.size[0], self.device.axes[ABS_MT_POSITION_X]),
                to_units(self.origin[1] + y * self.scale, self.size[1], self.device.axes[ABS_MT_POSITION_Y]))

    def points(self, ux, uy):
        """The app's point where libinput will put (ux, uy)."""
        return (round((to_points(ux, self.size[0], self.device.axes[ABS_MT_POSITION_X]) - self.origin[0]) / self.scale, 4),
                round((to_points(uy, self.size[1], self.device.axes[ABS_MT_POSITION_Y]) - self.origin[1]) / self.scale, 4))

    def play(self, t, phase, finger, x, y):
        ux, uy = self.units(x, y)
        if phase == "began":
            if finger in self.slots:
                raise ValueError(f"touch {finger} began twice")
            slot = min(set(range(10)) - {s for s, _ in self.slots.values()})
            self.slots[finger] = (slot, (ux, uy))
            tracking, self.next_tracking_id = self.next_tracking_id, self.next_tracking_id % 65535 + 1
            events = [(EV_ABS, ABS_MT_SLOT, slot), (EV_ABS, ABS_MT_TRACKING_ID, tracking),
                      (EV_ABS, ABS_MT_TOOL_TYPE, MT_TOOL_FINGER), *self.position(ux, uy)]
            if len(self.slots) == 1:
                events.append((EV_KEY, BTN_TOUCH, 1))
            return [self.frame(t, events, finger, "began", ux, uy)]
        if finger not in self.slots:
            raise ValueError(f"touch {finger} was not down")
        slot, last = self.slots[finger]
        frames = []
        if (ux, uy) != last:
            self.slots[finger] = (slot, (ux, uy))
            frames.append(self.frame(t, [(EV_ABS, ABS_MT_SLOT, slot), *self.position(ux, uy)], finger, "moved", ux, uy))
        if phase == "moved":
            return frames
        del self.slots[finger]
        events = [(EV_ABS, ABS_MT_SLOT, slot)]
        if phase == "cancelled":
            events.append((EV_ABS, ABS_MT_TOOL_TYPE, MT_TOOL_PALM))
        events.append((EV_ABS, ABS_MT_TRACKING_ID, -1))
        if not self.slots:
            events.append((EV_KEY, BTN_TOUCH, 0))
        return frames + [self.frame(t, events, finger, phase, ux, uy)]

    @staticmethod
    def position(ux, uy):
        return [(EV_ABS, ABS_MT_POSITION_X, ux), (EV_ABS, ABS_MT_POSITION_Y, uy), (EV_ABS, ABS_X, ux), (EV_ABS, ABS_Y, uy)]

    def frame(self, t, events, finger, phase, ux, uy):
        return {"t": t, "device": "touchscreen", "events": events, "touches": [[finger, phase, *self.points(ux, uy)]]}


class Clickpad:
    """Two fingers scrolling together; positions in pad units."""

    def __init__(self):
        self.axes = touchpad().axes
        self.fingers, self.last = None, None

    def play(self, t, phase, dx, dy):
        frames = []
        if self.fingers is not None and phase == "ended":
            frames += self.lift(t)
        elif self.fingers is not None and t - self.last > PAUSE:  # a pause ends the gesture
            frames += self.lift(self.last + LANDING)
        if phase == "ended":
            return frames
        if self.fingers is None:
            frames.append(self.land(t - LANDING))
        self.last = t
        mm_per_unit = 1 / TOUCHPAD_UNITS_PER_MM
        move = (-dx / SCROLL_POINTS_PER_MM / mm_per_unit, -dy / SCROLL_POINTS_PER_MM / mm_per_unit)
        self.position = (self.position[0] + move[0], self.position[1] + move[1])
        return frames + [self.frame(t, self.finger_events())]

    def land(self, t):
        x_max, y_max = self.axes[ABS_X][1], self.axes[ABS_Y][1]
        self.position = (x_max * 0.45, y_max * 0.85)  # low on the pad: most gestures push up
        self.fingers = True
        events = [(EV_ABS, ABS_MT_SLOT, 0), (EV_ABS, ABS_MT_TRACKING_ID, 1), (EV_ABS, ABS_MT_SLOT, 1),
                  (EV_ABS, ABS_MT_TRACKING_ID, 2), *self.finger_events()[2:],
                  (EV_KEY, BTN_TOUCH, 1), (EV_KEY, BTN_TOOL_DOUBLETAP, 1)]
        return self.frame(t, events)

    def finger_events(self):
        spread = 20 * TOUCHPAD_UNITS_PER_MM  # the second finger 20 mm to the right
        x_max, y_max = self.axes[ABS_X][1], self.axes[ABS_Y][1]
        x = max(0, min(x_max - spread, round(self.position[0])))
        y = max(0, min(y_max, round(self.position[1])))
        return [(EV_ABS, ABS_MT_SLOT, 0), (EV_ABS, ABS_MT_POSITION_X, x), (EV_ABS, ABS_MT_POSITION_Y, y),
                (EV_ABS, ABS_MT_SLOT, 1), (EV_ABS, ABS_MT_POSITION_X, x + spread), (EV_ABS, ABS_MT_POSITION_Y, y),
                (EV_ABS, ABS_X, x), (EV_ABS, ABS_Y, y)]

    def lift(self, t):
        self.fingers = None
        return [self.frame(t, [(EV_ABS, ABS_MT_SLOT, 0), (EV_ABS, ABS_MT_TRACKING_ID, -1), (EV_ABS, ABS_MT_SLOT, 1),
                               (EV_ABS, ABS_MT_TRACKING_ID, -1), (EV_KEY, BTN_TOUCH, 0), (EV_KEY, BTN_TOOL_DOUBLETAP, 0)])]

    def lift_if_down(self, t):
        return self.lift(max(t, self.last + LANDING)) if self.fingers is not None else []

    @staticmethod
    def frame(t, events):
        return {"t": t, "device": "touchpad", "events": events}


def wheel(t, dx, dy):
    events = [(EV_REL, code, -round(delta / POINTS_PER_TICK)) for code, delta in ((REL_WHEEL, dy), (REL_HWHEEL, -dx))
              if round(delta / POINTS_PER_TICK) != 0]
    return [{"t": t, "device": "mouse", "events": events}] if events else []


def warm_up(width, height, window, scale=1.0, t0=0.0):
    """A drag up and back (8 ms moves at 1,500 pt/s, 0.2 s each way) held still for 0.1 s before
    the lift: every layer warms up, and the content ends where it was (the release is 0)."""
    screen, x, y0 = Touchscreen(width, height, window, scale), width / 2, height * 0.7
    step, moves = 1500 * 0.008, 25
    path = [y0 - step * k for k in range(moves + 1)] + [y0 - step * k for k in range(moves - 1, -1, -1)]
    frames = screen.play(t0, "began", 1, x, path[0])
    for k, y in enumerate(path[1:], 1):
        frames += screen.play(t0 + 0.008 * k, "moved", 1, x, y)
    return frames + screen.play(t0 + 0.008 * len(path) + 0.1, "ended", 1, x, path[-1])
