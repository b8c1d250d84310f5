"""Linux evdev key codes (linux/input-event-codes.h) of a trace's key names: named keys, letters
and digits. Shared by Tools/weston-play and Tools/vm-play."""

KEYS = {"escape": 1, "backspace": 14, "tab": 15, "return": 28, "control": 29, "shift": 42, "alt": 56,
        "space": 57, "home": 102, "up": 103, "pageup": 104, "left": 105, "right": 106, "end": 107,
        "down": 108, "pagedown": 109, **{f"f{n}": 58 + n for n in range(1, 11)}, "f11": 87, "f12": 88,
        **{c: code for row, start in (("1234567890", 2), ("qwertyuiop", 16), ("asdfghjkl", 30), ("zxcvbnm", 44))
           for code, c in enumerate(row, start)}}


def key_code(name):
    """The code of the key `name` (case-insensitive); ValueError naming it if it has none."""
    if name.lower() not in KEYS:
        raise ValueError(f"no Linux key code for \"{name.lower()}\" (named keys, letters and digits have one)")
    return KEYS[name.lower()]
