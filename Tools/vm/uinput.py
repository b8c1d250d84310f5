"""Creates a device of devices.py through /dev/uinput, writes event frames to it, and reads them
back from the device's own evdev node with the kernel's CLOCK_MONOTONIC stamps (raw ioctls,
linux/uinput.h and linux/input.h on x86_64)."""
import fcntl, os, struct, time

EVENT = struct.Struct("llHHi")  # struct input_event: timeval, type, code, value (24 bytes)
UI_SET_EVBIT, UI_SET_KEYBIT, UI_SET_RELBIT, UI_SET_ABSBIT = 0x40045564, 0x40045565, 0x40045566, 0x40045567
UI_SET_PROPBIT = 0x4004556E
UI_DEV_SETUP, UI_ABS_SETUP = 0x405C5503, 0x401C5504  # _IOW('U', 3, 92 bytes), _IOW('U', 4, 28 bytes)
UI_DEV_CREATE, UI_DEV_DESTROY = 0x5501, 0x5502
EVIOCSCLOCKID = 0x400445A0
CLOCK_MONOTONIC = 1


def ui_get_sysname(length):
    return (2 << 30) | (length << 16) | (ord("U") << 8) | 44  # _IOC(_IOC_READ, 'U', 44, len)


class UinputDevice:
    """A live uinput device. `write(events)` sends one frame (SYN_REPORT appended) in one write,
    so the kernel stamps it once; `read_back()` returns the frames evdev delivered since, each as
    (kernel seconds, [(type, code, value), ...])."""

    def __init__(self, device, vendor=0x5C11, product=0x0001):
        from devices import EV_KEY, EV_REL, EV_ABS
        self.fd = os.open("/dev/uinput", os.O_WRONLY | os.O_NONBLOCK)
        for kind, present in ((EV_KEY, device.keys), (EV_REL, device.rels), (EV_ABS, device.axes)):
            if present:
                fcntl.ioctl(self.fd, UI_SET_EVBIT, kind)
        for prop in device.props:
            fcntl.ioctl(self.fd, UI_SET_PROPBIT, prop)
        for key in device.keys:
            fcntl.ioctl(self.fd, UI_SET_KEYBIT, key)
        for rel in device.rels:
            fcntl.ioctl(self.fd, UI_SET_RELBIT, rel)
        for code, (low, high, resolution) in device.axes.items():
            fcntl.ioctl(self.fd, UI_SET_ABSBIT, code)
            fcntl.ioctl(self.fd, UI_ABS_SETUP, struct.pack("Hxxiiiiii", code, 0, low, high, 0, 0, resolution))
        name = device.name.encode()[:79]
        fcntl.ioctl(self.fd, UI_DEV_SETUP, struct.pack("HHHH80sI", device.bus, vendor, product, 1, name, 0))
        fcntl.ioctl(self.fd, UI_DEV_CREATE)
        sysname = fcntl.ioctl(self.fd, ui_get_sysname(64), bytes(64)).split(b"\0")[0].decode()
        self.node = self._event_node(sysname)
        self.reader = os.open(self.node, os.O_RDONLY | os.O_NONBLOCK)
        fcntl.ioctl(self.reader, EVIOCSCLOCKID, struct.pack("i", CLOCK_MONOTONIC))
        self._pending = []

    @staticmethod
    def _event_node(sysname):
        folder = f"/sys/devices/virtual/input/{sysname}"
        for _ in range(500):
            names = [n for n in os.listdir(folder) if n.startswith("event")] if os.path.isdir(folder) else []
            if names and os.path.exists(f"/dev/input/{names[0]}"):
                return f"/dev/input/{names[0]}"
            time.sleep(0.01)
        raise RuntimeError(f"no evdev node appeared for {sysname}")

    def write(self, events):
        from devices import EV_SYN, SYN_REPORT
        data = b"".join(EVENT.pack(0, 0, t, c, v) for t, c, v in [*events, (EV_SYN, SYN_REPORT, 0)])
        os.write(self.fd, data)

    def read_back(self):
        frames = []
        while True:
            try:
                data = os.read(self.reader, EVENT.size * 64)
            except BlockingIOError:
                return frames
            for offset in range(0, len(data), EVENT.size):
                sec, usec, kind, code, value = EVENT.unpack_from(data, offset)
                if kind == 0 and code == 0:  # SYN_REPORT closes a frame
                    frames.append((sec + usec / 1e6, self._pending))
                    self._pending = []
                elif kind == 0 and code == 3:  # SYN_DROPPED: the reader fell behind
                    frames.append((sec + usec / 1e6, [("dropped",)]))
                    self._pending = []
                else:
                    self._pending.append((kind, code, value))

    def close(self):
        os.close(self.reader)
        fcntl.ioctl(self.fd, UI_DEV_DESTROY)
        os.close(self.fd)
