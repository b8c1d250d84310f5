"""The kernel input devices Tools/vm-play creates in the guest with /dev/uinput, and how the trace's
points map onto them. Imported on the host (to turn a trace into device frames) and in the guest
(to create the devices and write the frames).

- A touchscreen (multitouch protocol B, INPUT_PROP_DIRECT) the size of the output: 0.1834 mm per
  point (an iPhone 14's 390 pt are 71.5 mm) at 20 units per mm, as an I2C panel reports it. libinput
  maps a touchscreen's whole range onto the output, which is the app's size; `placement` says
  where each stack puts the app on it.
- A clickpad (INPUT_PROP_POINTER and INPUT_PROP_BUTTONPAD, five slots, BTN_TOOL_* up to four
  fingers), 100 × 62.5 mm at 32 units per mm, as an I2C touchpad reports it.
- A wheel mouse (REL_WHEEL / REL_HWHEEL and three buttons), for a trace's wheel ticks, and a
  keyboard with the keys a trace can name (Tools/trace_keys.py).
"""

import os, sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from trace_keys import KEYS  # noqa: E402  (Tools/trace_keys.py)

# linux/input-event-codes.h
EV_SYN, EV_KEY, EV_REL, EV_ABS = 0, 1, 2, 3
SYN_REPORT = 0
BTN_LEFT, BTN_RIGHT, BTN_MIDDLE = 0x110, 0x111, 0x112
BTN_TOOL_FINGER, BTN_TOUCH, BTN_TOOL_DOUBLETAP, BTN_TOOL_TRIPLETAP, BTN_TOOL_QUADTAP = 0x145, 0x14A, 0x14D, 0x14E, 0x14F
REL_X, REL_Y, REL_HWHEEL, REL_WHEEL = 0x00, 0x01, 0x06, 0x08
ABS_X, ABS_Y = 0x00, 0x01
ABS_MT_SLOT, ABS_MT_POSITION_X, ABS_MT_POSITION_Y, ABS_MT_TOOL_TYPE, ABS_MT_TRACKING_ID = 0x2F, 0x35, 0x36, 0x37, 0x39
MT_TOOL_FINGER, MT_TOOL_PALM = 0, 2
INPUT_PROP_POINTER, INPUT_PROP_DIRECT, INPUT_PROP_BUTTONPAD = 0, 1, 2
BUS_I2C, BUS_USB = 0x18, 0x03
KEY_CODES = tuple(sorted(set(KEYS.values())))

MM_PER_POINT = 71.5 / 390  # an iPhone 14: 390 pt across 71.5 mm
TOUCHSCREEN_UNITS_PER_MM = 20
TOUCHPAD_SIZE_MM, TOUCHPAD_UNITS_PER_MM = (100.0, 62.5), 32
TOUCHPAD_TOOLS = {1: BTN_TOOL_FINGER, 2: BTN_TOOL_DOUBLETAP, 3: BTN_TOOL_TRIPLETAP, 4: BTN_TOOL_QUADTAP}


DECORATIONS = (16, 48)  # WindowPlacement.decorations: pixels a window keeps for borders and a title bar


def placement(window, width, height, scale=1.0):
    """Where the app of `width` × `height` points is on an output of that size: (origin, scale),
    its point p at output pixel origin + p × scale. A "fullscreen" window (`run --fullscreen`;
    Weston's kiosk shell makes every window so) covers the output with the app centred at
    `scale` (`run --scale`, at most 1 here), as `EventTranslator.Panel` places it. A "windowed"
    one, on Xorg with no window manager, stays where it opens: WindowPlacement's spot, scaled to
    leave room for decorations, centred."""
    if window == "fullscreen":
        scale = min(scale, 1.0)
        return ((width - width * scale) // 2, (height - height * scale) // 2), scale
    scale = min(1.0, (width - DECORATIONS[0]) / width, (height - DECORATIONS[1]) / height)
    shown = (round(width * scale), round(height * scale))
    return ((width - shown[0]) // 2, DECORATIONS[1] // 2 + (height - DECORATIONS[1] - shown[1]) // 2), scale


class Device:
    """What a uinput device declares: name, bus, properties, keys, relative and absolute axes
    (code → (minimum, maximum, resolution))."""

    def __init__(self, name, bus, props=(), keys=(), rels=(), axes=None):
        self.name, self.bus, self.props, self.keys, self.rels = name, bus, props, keys, rels
        self.axes = axes or {}


def touchscreen(width, height):
    """A protocol-B panel covering a `width` × `height` point output."""
    x_max = round(width * MM_PER_POINT * TOUCHSCREEN_UNITS_PER_MM) - 1
    y_max = round(height * MM_PER_POINT * TOUCHSCREEN_UNITS_PER_MM) - 1
    r = TOUCHSCREEN_UNITS_PER_MM
    return Device("ScrollLab virtual touchscreen", BUS_I2C, props=(INPUT_PROP_DIRECT,), keys=(BTN_TOUCH,),
                  axes={ABS_X: (0, x_max, r), ABS_Y: (0, y_max, r), ABS_MT_SLOT: (0, 9, 0),
                        ABS_MT_POSITION_X: (0, x_max, r), ABS_MT_POSITION_Y: (0, y_max, r),
                        ABS_MT_TOOL_TYPE: (0, MT_TOOL_PALM, 0), ABS_MT_TRACKING_ID: (0, 65535, 0)})


def touchpad():
    """A clickpad of TOUCHPAD_SIZE_MM."""
    r = TOUCHPAD_UNITS_PER_MM
    x_max, y_max = (round(size * r) for size in TOUCHPAD_SIZE_MM)
    return Device("ScrollLab virtual clickpad", BUS_I2C, props=(INPUT_PROP_POINTER, INPUT_PROP_BUTTONPAD),
                  keys=(BTN_LEFT, BTN_TOUCH, *TOUCHPAD_TOOLS.values()),
                  axes={ABS_X: (0, x_max, r), ABS_Y: (0, y_max, r), ABS_MT_SLOT: (0, 4, 0),
                        ABS_MT_POSITION_X: (0, x_max, r), ABS_MT_POSITION_Y: (0, y_max, r),
                        ABS_MT_TRACKING_ID: (0, 65535, 0)})


def wheel_mouse():
    return Device("ScrollLab virtual wheel mouse", BUS_USB, keys=(BTN_LEFT, BTN_RIGHT, BTN_MIDDLE),
                  rels=(REL_X, REL_Y, REL_WHEEL, REL_HWHEEL))


def keyboard():
    return Device("ScrollLab virtual keyboard", BUS_USB, keys=KEY_CODES)


def all_devices(width, height):
    """The devices of a session, by the names the frames use."""
    return {"touchscreen": touchscreen(width, height), "touchpad": touchpad(), "mouse": wheel_mouse(),
            "keyboard": keyboard()}


def to_units(points, size_points, axis):
    """The value libinput maps to `points` on an output `size_points` wide: it scales
    (value - minimum) by size / (maximum - minimum + 1) (evdev_device_transform_x)."""
    low, high, _ = axis
    return max(low, min(high, low + round(points * (high - low + 1) / size_points)))


def to_points(units, size_points, axis):
    """The point libinput reports for `units` (the inverse of `to_units`)."""
    low, high, _ = axis
    return (units - low) * size_points / (high - low + 1)
