"""The guest half of Tools/vm-play: runs as root inside the QEMU guest on the host's own root
filesystem (read-only), with the output folder shared read-write. Reads OUT/plan.json, loads
uinput, creates the devices of devices.py, and for each display stack of the plan starts the
compositor or X server, opens `scroll-lab run --fullscreen` in it, waits for its first present,
plays the warm-up drag and each trace's frames at their times, then closes the window. Writes
into OUT/STACK/: recording.jsonl, window.log, frames.jsonl, written.jsonl (every frame written,
when it was due, the kernel's stamp of it and the writer's lateness), app.log and the
compositor's log; OUT/guest.log says what happened.

Usage (in the guest): python3 guest.py OUT/plan.json
"""
import contextlib, gc, glob, json, os, shutil, signal, subprocess, sys, threading, time

sys.path[:0] = [os.path.dirname(os.path.abspath(__file__)), os.path.dirname(os.path.dirname(os.path.abspath(__file__)))]
from devices import EV_KEY, EV_REL, REL_X, all_devices  # noqa: E402
from trace_keys import key_code  # noqa: E402
from stacks import STACKS  # noqa: E402
from uinput import UinputDevice  # noqa: E402

RUNTIME = "/run/scrolllab"
MARKER_KEY, MARKER_LEAD = "f9", 0.5  # a key the app ignores (it is recorded)
SLACK = 0.002  # seconds a frame may be written late without delaying the rest
WRITER_CPU = 0  # the frames' writer has this emulated CPU to itself
WINDOW_NICENESS = 10  # the window yields to the compositor or X server (`Window`)
SPIN = 0.004  # seconds before a frame is due that the writer stops sleeping and spins
WRITER_PRIORITY, INPUT_THREAD_PRIORITY = 50, 60  # SCHED_FIFO: the X server's reader preempts the writer


class SessionError(Exception):
    pass


def say(message):
    print(f"vm-play (guest, {time.monotonic():.1f} s): {message}", flush=True)


def prepare():
    """Kernel modules, udev, and tmpfs folders for sockets (the overlay /tmp cannot hold them)."""
    for module in ("uinput", "virtio_gpu"):
        subprocess.run(["modprobe", module], check=True)
    for folder in (RUNTIME, "/tmp/.X11-unix"):
        os.makedirs(folder, exist_ok=True)
        subprocess.run(["mount", "-t", "tmpfs", "-o", "mode=1777", "tmpfs", folder], check=True)
    os.chmod(RUNTIME, 0o700)
    say("clock source: " + open("/sys/devices/system/clocksource/clocksource0/current_clocksource").read().strip()
        + " (available: " + open("/sys/devices/system/clocksource/clocksource0/available_clocksource").read().strip() + ")")
    if not os.path.exists("/run/udev/control"):
        subprocess.run(["/lib/systemd/systemd-udevd", "--daemon"], check=True)
    subprocess.run(["udevadm", "trigger", "--action=add"], check=True)
    settle()


def settle(timeout=180):
    """Waits for udev to finish with the events so far. Under load (an emulated CPU shared with
    other work) it can take minutes; a settle that still times out is said, not fatal: the
    devices' nodes are waited for one by one (UinputDevice), and libinput tags them itself."""
    if subprocess.run(["udevadm", "settle", f"--timeout={timeout}"]).returncode != 0:
        say(f"udevadm settle did not finish within {timeout} s; going on")


def marker(name, at):
    """MARKER_KEY pressed at `at` for 50 ms, logged as trace `name`'s."""
    return [{"t": at, "device": "keyboard", "events": [[EV_KEY, key_code(MARKER_KEY), value]], "trace": name,
             "marker": True, "at": at + offset} for offset, value in ((0, 1), (0.05, 0))]


def timeline(plan, stack):
    """The session's frames and actions, with their offsets (seconds) from the first frame: the
    warm-up drag, then each trace `gap` seconds after the one before ends. MARKER_KEY, pressed
    MARKER_LEAD seconds before each trace and once after the last, marks in the recording where
    each trace starts and where the session ends. The pointer moves to and fro before it all."""
    items, start = [], 0.0
    for trace in plan["traces"]:
        items += [{**item, "t": -MARKER_LEAD, "at": start + item["at"] - MARKER_LEAD} for item in marker(trace["name"], 0)]
        for frame in trace["frames"][stack]:
            items.append({**frame, "trace": trace["name"], "at": start + frame["t"]})
        for action, at in trace.get("actions", []):
            items.append({"action": action, "t": at, "trace": trace["name"], "at": start + at})
        start += trace["end"] + plan["gap"]
    length = start - plan["gap"] + 0.1
    items += marker("end", length)
    first = plan["traces"][0]["name"]  # the pointer moves 1 unit and back: the window under it gets its focus
    items += [{"t": -0.8, "device": "mouse", "events": [[EV_REL, REL_X, step]], "trace": first, "at": at}
              for at, step in ((-0.8, 1), (-0.75, -1))]
    items.sort(key=lambda item: item["at"])
    return items, length


def play(items, t0, devices, processes, written):
    """Writes each frame when due (CLOCK_MONOTONIC) and logs it with the kernel's stamp of it.

    A frame the kernel stamped more than SLACK late (an emulated CPU stalled the writer) delays
    every later one as much: the trace goes on from there with its own spacing, as a hand that
    paused would, instead of writing a burst of frames a fraction of a millisecond apart that no
    device sends (libinput discards such touchpad motion as jumps). `lateMs` is how late the kernel
    stamped a frame after it was due, `shiftMs` the delay carried so far. The writer runs at
    real-time priority, so the window and the compositor, busy on the emulated CPUs, do not delay
    it; it sleeps between frames (`writer_priority`). Nothing reaches the shared folder (a 9p
    round trip to the host) and no garbage is collected until the last frame is written."""
    lines = []
    with writer_priority():
        write_all(items, t0, devices, processes, lines)
    written.writelines(lines)


@contextlib.contextmanager
def writer_priority():
    """The calling thread at real-time priority on WRITER_CPU, a CPU of its own (`main` keeps
    everything else off it): the emulated CPU is idle between frames, so the host wakes it at
    once even when the host is busy, and the kernel's stamps keep the trace's spacing. Undone
    after, so that the next stack's servers do not inherit it."""
    cpus = os.sched_getaffinity(0)
    os.sched_setaffinity(0, {WRITER_CPU} if os.cpu_count() > 1 else cpus)
    os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(WRITER_PRIORITY))
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        os.sched_setscheduler(0, os.SCHED_OTHER, os.sched_param(0))
        os.sched_setaffinity(0, cpus)


def wait_until(due):
    """Sleeps until SPIN seconds before `due` (CLOCK_MONOTONIC), then spins to it: an emulated CPU
    woken from its sleep starts milliseconds late, give or take a few, which would scatter the
    kernel's stamps. Returns when it woke."""
    delay = due - time.monotonic() - SPIN
    if delay > 0:
        time.sleep(delay)
    while (now := time.monotonic()) < due:
        pass
    return now


def write_all(items, t0, devices, processes, lines):
    """`processes`: the compositor (or X server) and the window, which an action stops or
    continues ("stop", "cont": the compositor; "stop-window", "cont-window": the window)."""
    shift = 0.0
    for item in items:
        due = t0 + item["at"] + shift
        done = wait_until(due)
        line = {"trace": item["trace"], "t": item["t"], "due": round(due, 6), "shiftMs": round(shift * 1000, 3)}
        if "action" in item:
            verb, _, whom = item["action"].partition("-")
            processes[whom or "compositor"].send_signal(signal.SIGSTOP if verb == "stop" else signal.SIGCONT)
            line.update(action=item["action"], done=round(time.monotonic(), 6))
        else:
            device = devices[item["device"]]
            device.write(item["events"])
            back = device.read_back()
            stamp = back[-1][0] if back else None  # none: every value was already the device's
            done = stamp or done
            line.update(device=item["device"], stamp=stamp, events=item["events"],
                        lateMs=None if stamp is None else round((stamp - due) * 1000, 3))
            for key in ("touches", "marker"):
                if key in item:
                    line[key] = item[key]
        lines.append(json.dumps(line) + "\n")
        shift += max(0.0, done - due - SLACK)  # by the kernel's stamp: a stall after waking counts too


def prioritize_input_thread(server):
    """Puts the X server's input thread (Xorg's "InputThread") beside the writer on WRITER_CPU,
    at a real-time priority above it. The X server stamps an XI2 event with its own clock when
    that thread reads it from libinput (xf86-input-libinput passes on no device time), so on
    CPUs the window keeps busy, emulated many times slower than a real machine's, its times would
    lag the kernel's by tens of milliseconds and bunch; below the writer, it read a move only once
    the writer slept, and a writer still busy when the next frame was due made it stamp two moves
    8 ms apart at one millisecond. As on a real machine, it now reads each event as it comes: the
    writer's frame is written first (it was due), the reading preempts what the writer does after.
    Weston takes the kernel's own stamps through libinput: it has no such thread."""
    try:
        names = {tid: open(f"/proc/{server.pid}/task/{tid}/comm").read().strip() for tid in os.listdir(f"/proc/{server.pid}/task")}
        for tid, name in names.items():
            if name.lower().startswith("input"):
                os.sched_setaffinity(int(tid), {WRITER_CPU} if os.cpu_count() > 1 else os.sched_getaffinity(int(tid)))
                os.sched_setscheduler(int(tid), os.SCHED_FIFO, os.sched_param(INPUT_THREAD_PRIORITY))
                say(f"the server's input thread {tid} ({name}) reads input beside the writer")
    except OSError as error:
        say(f"the server's input thread keeps its priority ({error})")


def frame_time(line):
    """The time of a frame-stats line; None for a line cut short (the window was stopped while
    writing it) or one without a time."""
    try:
        value = json.loads(line).get("t")
    except (ValueError, AttributeError):
        return None
    return value if isinstance(value, (int, float)) else None


class Window:
    """`scroll-lab run` in a display stack, its frame statistics copied from a FIFO as they come."""

    def __init__(self, plan, stack, env, folder):
        self.plan, self.stack, self.folder = plan, stack, folder
        self.shown = os.path.join(plan["out"], stack)  # where the outputs are copied, for messages
        fifo = os.path.join(RUNTIME, f"frames-{stack}")
        os.mkfifo(fifo)
        self.presented, self.last_frame_time, self.last_frame_seen = threading.Event(), 0.0, 0.0
        # At a lower priority than the compositor or X server, as a client on a real machine never
        # starves them: on emulated CPUs the busy window otherwise kept Weston from reading input
        # for seconds, and its events reached the window 20–40 s late.
        command = ["nice", "-n", str(WINDOW_NICENESS), plan["bin"], "run", *plan["runOptions"][stack], "--record", os.path.join(folder, "recording.jsonl"),
                   "--log", os.path.join(folder, "window.log"), "--frame-stats", fifo]
        self.started = time.monotonic()
        with open(os.path.join(folder, "app.log"), "w") as log:
            self.app = subprocess.Popen(command, env=env, stdout=log, stderr=log)
        threading.Thread(target=self._watch, args=(fifo,), daemon=True).start()

    def _watch(self, fifo):
        with open(fifo) as source, open(os.path.join(self.folder, "frames.jsonl"), "w") as target:
            for line in source:
                target.write(line)
                target.flush()  # read while the window runs, and kept if it has to be killed
                stamp = frame_time(line)
                if stamp is not None:
                    self.last_frame_time, self.last_frame_seen = stamp, time.monotonic()
                    self.presented.set()

    def wait(self, condition, timeout, what, stall=None):
        """Polls `condition` until it holds; a SessionError naming `what` if the window exits,
        `timeout` seconds pass, or (given `stall`) no frame is presented for `stall` seconds first:
        a window that is slow (an emulated CPU shared with other work) but presenting is waited for."""
        started = time.monotonic()
        while not condition():
            if self.app.poll() is not None:
                raise SessionError(f"{self.stack}: the window exited with {self.app.returncode} before {what} (see {self.shown}/app.log)")
            now = time.monotonic()
            if now - started > timeout:
                raise SessionError(f"{self.stack}: {what} did not happen within {timeout:.0f} s (see {self.shown}/app.log)")
            if stall is not None and now - max(started, self.last_frame_seen) > stall:
                raise SessionError(f"{self.stack}: the window presented no frame for {stall:.0f} s before {what} "
                                   f"(the last at {self.last_frame_time:.2f} s; see {self.shown}/frames.jsonl)")
            time.sleep(0.2)

    def recorded_markers(self):
        """The frame times of the markers recorded so far (the recording is staged beside its
        name and flushed at every event)."""
        times = []
        for path in glob.glob(os.path.join(self.folder, ".recording.jsonl.*")):
            with open(path) as file:
                times += [json.loads(line)["t"] for line in file if f'"key":"{MARKER_KEY}","phase":"down"' in line]
        return times

    def close(self):
        self.app.send_signal(signal.SIGTERM)
        code = self.app.wait(timeout=self.plan["closeTimeout"])
        if code not in (0, 128 + signal.SIGTERM):  # 143: closed by the signal, every output written
            raise SessionError(f"{self.stack}: the window exited with {code} (see {self.shown}/app.log)")


def run_session(plan, stack, devices):
    """One window on `stack`: the first present, the timeline, then the window catches up (it
    records the last marker and runs `tail` seconds of frames past it) and is closed. The window
    and the server write their outputs into the guest's memory (every write to the shared folder
    is a round trip through QEMU, which delayed the writer's frames), copied to OUT/STACK after."""
    folder, shared = os.path.join(RUNTIME, stack), os.path.join(plan["out"], stack)
    os.makedirs(folder, exist_ok=True)
    try:
        run_window(plan, stack, devices, folder)
    finally:
        shutil.copytree(folder, shared, dirs_exist_ok=True)


def run_window(plan, stack, devices, folder):
    compositor, env = STACKS[stack](plan, folder, RUNTIME)
    window = None
    try:
        window = Window(plan, stack, env, folder)
        window.wait(window.presented.is_set, plan["firstPresentTimeout"], "its first present")
        say(f"{stack}: first present {time.monotonic() - window.started:.1f} s after the window started")
        prioritize_input_thread(compositor)
        items, length = timeline(plan, stack)
        t0 = time.monotonic() + plan["settle"] + MARKER_LEAD
        with open(os.path.join(folder, "written.jsonl"), "w") as written:
            play(items, t0, devices, {"compositor": compositor, "window": window.app}, written)
        markers = len(plan["traces"]) + 1
        stall, catch_up = plan["closeTimeout"], plan["catchUpTimeout"]
        window.wait(lambda: len(window.recorded_markers()) >= markers, catch_up, "the last marker was recorded", stall)
        end = max(window.recorded_markers()) + plan["tail"]
        window.wait(lambda: window.last_frame_time >= end, catch_up, f"the frame at {end:.2f} s", stall)
        say(f"{stack}: played {len(items)} frames and actions in {length:.1f} s; the window caught up "
            f"{time.monotonic() - t0 - length:.1f} s later; closing it")
        window.close()
    finally:
        if window is not None and window.app.poll() is None:
            window.app.kill()
        compositor.send_signal(signal.SIGCONT)
        compositor.terminate()
        try:
            compositor.wait(timeout=20)
        except subprocess.TimeoutExpired:
            compositor.kill()


def main():
    plan = json.load(open(sys.argv[1]))
    failures = []
    if os.cpu_count() > 1:  # udev, the servers and the window, inheriting it, keep off the writer's CPU
        os.sched_setaffinity(0, set(range(os.cpu_count())) - {WRITER_CPU})
    try:
        prepare()
        devices = {name: UinputDevice(device) for name, device in all_devices(plan["width"], plan["height"]).items()}
        settle()
        say("devices: " + ", ".join(f"{name} {device.node}" for name, device in devices.items()))
        for stack in plan["stacks"]:
            try:
                run_session(plan, stack, devices)
            except Exception as error:  # noqa: BLE001 (any failure of one stack is said, and the next still runs)
                failures.append(str(error))
                say(f"failed: {error}")
    except (subprocess.CalledProcessError, OSError, RuntimeError) as error:
        failures.append(f"setting up the guest failed: {error}")
    with open(os.path.join(plan["out"], "guest-result.json"), "w") as file:
        json.dump({"failures": failures}, file)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
