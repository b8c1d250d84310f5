#!/usr/bin/env python3
"""Writes the recordings of import's resource table (BENCHMARKS.md, "Importing recordings").

    python3 Tools/import_cases.py FOLDER

Every file is generated here, nothing is downloaded: one-finger drags on a protocol B panel as
evemu and as libinput record YAML (10^4, 10^5, 10^6 kernel events), and the hostile inputs of
issue 40 (an alias bomb, a protocol-A flood, 1,000 slots down, 10^4- and 10^5-deep nesting,
150,000 frames at one kernel time, a 200 MB device name).
"""
import os
import sys

PANEL = "N: Bench panel\nP: 02 00 00 00 00 00 00 00\nA: 2f 0 9 0 0 0\nA: 35 0 4095 0 0 0\nA: 36 0 4095 0 0 0\nA: 39 0 65535 0 0 0\n"


def drag_events(count):
    """(seconds, microseconds, type, code, value) of one-finger drags, 1 ms a frame, `count` in all."""
    made, frame, touch = 0, 0, 0
    while made < count:
        sec, usec = divmod(frame * 1000, 1_000_000)
        step = frame % 100
        if step == 0:
            touch += 1
            events = [(3, 0x39, touch), (3, 0x35, 1000), (3, 0x36, 1000)]
        elif step == 99:
            events = [(3, 0x39, -1)]
        else:
            events = [(3, 0x36, 1000 + 10 * step)]
        for event in events + [(0, 0, 0)]:
            if made == count:
                return
            yield (sec, usec) + event
            made += 1
        frame += 1


def evemu(path, count):
    with open(path, "w") as out:
        out.write(PANEL)
        for sec, usec, kind, code, value in drag_events(count):
            out.write(f"E: {sec}.{usec:06d} {kind:04x} {code:04x} {value}\n")


YAML_HEAD = """version: 1
ndevices: 1
devices:
- node: /dev/input/event5
  evdev:
    name: "Bench panel"
    codes:
      0: [0, 1, 3]
      3: [47, 53, 54, 57]
    absinfo:
      47: [0, 9, 0, 0, 0]
      53: [0, 4095, 0, 0, 0]
      54: [0, 4095, 0, 0, 0]
      57: [0, 65535, 0, 0, 0]
    properties: [1]
"""


def yaml_frames(path, count):
    """libinput record's own layout: each frame a `- evdev:` entry."""
    with open(path, "w") as out:
        out.write(YAML_HEAD + "  events:\n")
        frame = []
        for event in drag_events(count):
            frame.append(event)
            if event[2:4] == (0, 0):
                out.write("  - evdev:\n")
                for sec, usec, kind, code, value in frame:
                    out.write(f"    - [{sec:3d}, {usec:6d}, {kind:3d}, {code:3d}, {value:6d}] # event\n")
                frame = []


def alias_bomb(path):
    aliases = ", ".join(["*e"] * 20000)
    with open(path, "w") as out:
        out.write(YAML_HEAD + "    x: &e [0, 0, 0, 0, 0]\n")
        out.write(f"    y: &f [{aliases}]\n")
        out.write("  events: [{evdev: [" + ", ".join(["*f"] * 20000) + "]}]\n")


def protocol_a_flood(path):
    with open(path, "w") as out:
        out.write("N: Flood panel\nP: 02 00 00 00 00 00 00 00\nA: 35 0 4095 0 0 0\nA: 36 0 4095 0 0 0\n")
        for frame in range(2):
            for contact in range(10000):
                out.write(f"E: 0.{frame:06d} 0003 0035 {contact % 4096}\nE: 0.{frame:06d} 0003 0036 {frame}\nE: 0.{frame:06d} 0000 0002 0\n")
            out.write(f"E: 0.{frame:06d} 0000 0000 0\n")


def slots_down(path):
    with open(path, "w") as out:
        out.write("N: Slots panel\nP: 02 00 00 00 00 00 00 00\nA: 2f 0 999 0 0 0\nA: 35 0 4095 0 0 0\nA: 36 0 4095 0 0 0\nA: 39 0 65535 0 0 0\n")
        for slot in range(1000):
            out.write(f"E: 0.000000 0003 002f {slot}\nE: 0.000000 0003 0039 {slot}\nE: 0.000000 0003 0035 {slot}\nE: 0.000000 0003 0036 {slot}\n")
        out.write("E: 0.000000 0000 0000 0\n")
        for frame in range(1, 20001):
            sec, usec = divmod(frame * 1000, 1_000_000)
            out.write(f"E: {sec}.{usec:06d} 0000 0000 0\n")


def frames_at_one_time(path):
    with open(path, "w") as out:
        out.write(PANEL + "E: 0.000000 0003 0035 100\nE: 0.000000 0003 0036 100\n")
        for frame in range(150000):
            out.write(f"E: 0.000000 0003 0039 {-1 if frame % 2 else frame}\nE: 0.000000 0000 0000 0\n")


def main():
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    for count in (10**4, 10**5, 10**6):
        evemu(f"{folder}/drag-{count}.evemu", count)
        yaml_frames(f"{folder}/drag-{count}.yml", count)
    alias_bomb(f"{folder}/alias-bomb.yml")
    protocol_a_flood(f"{folder}/protocol-a-flood.evemu")
    slots_down(f"{folder}/slots-1000.evemu")
    frames_at_one_time(f"{folder}/frames-at-one-time.evemu")
    with open(f"{folder}/nested-10k.yml", "w") as out:
        out.write("devices: " + "[" * 10000 + "]" * 10000 + "\n")
    with open(f"{folder}/nested-100k.yml", "w") as out:
        out.write("devices: " + "{a: " * 100000 + "}" * 100000 + "\n")
    with open(f"{folder}/long-name.evemu", "w") as out:
        out.write("N: " + "x" * 200_000_000 + "\n")


if __name__ == "__main__":
    main()
