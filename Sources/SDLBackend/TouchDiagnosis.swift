// TouchDiagnosis — which touch panels the window will use, and when none, why.
// Implements: naming the touchscreens (SDL's names; the kernel's where SDL has none, as on
//   Wayland), and the reason none arrives: no seat with touch (Wayland), no XI2 touchscreen
//   (X11), a device node this user cannot open (KMSDRM, which reads /dev/input itself), no
//   touchscreen in the kernel at all; from facts gathered by `TouchDevices.facts()`.
// Does not: gather the facts (SDL, the display server, sysfs); watch devices come and go.

/// What the window's touch depends on, gathered once SDL's video has started.
public struct TouchFacts: Equatable, Sendable {
    /// SDL's video driver ("x11", "wayland", "kmsdrm").
    public var driver: String
    /// SDL's direct touch devices (touchscreens), by SDL's name (nil: SDL has none, as on Wayland).
    public var touchscreens: [String?]
    /// Whether a Wayland seat has touch (nil: not on Wayland, or not asked).
    public var waylandSeatHasTouch: Bool?
    /// The X server's XI2 touch devices, with whether each is a touchscreen (nil: not on X11, or no XInput 2.2).
    public var x11TouchDevices: [X11TouchDevice]?
    /// The kernel's touchscreens (sysfs).
    public var kernel: [KernelTouchDevice]

    public struct X11TouchDevice: Equatable, Sendable {
        public var name: String
        public var isDirect: Bool
        public init(name: String, isDirect: Bool) {
            self.name = name
            self.isDirect = isDirect
        }
    }

    public init(
        driver: String, touchscreens: [String?], waylandSeatHasTouch: Bool? = nil,
        x11TouchDevices: [X11TouchDevice]? = nil, kernel: [KernelTouchDevice] = []
    ) {
        self.driver = driver
        self.touchscreens = touchscreens
        self.waylandSeatHasTouch = waylandSeatHasTouch
        self.x11TouchDevices = x11TouchDevices
        self.kernel = kernel
    }
}

/// The touch panels the window uses, or why there are none, in a tester's words.
public enum TouchDiagnosis {
    /// The touchscreens by name: SDL's, else (a Wayland compositor passes no device names on:
    /// SDL 2.26 calls every seat's touch "wayland_touch") the kernel's when there is exactly one,
    /// else the kernel's candidates.
    public static func names(_ facts: TouchFacts) -> [String] {
        facts.touchscreens.map { name in
            if let name, !name.isEmpty, name != waylandPlaceholder { return name }
            let unnamed = name ?? "unnamed"
            switch facts.kernel.count {
            case 0: return unnamed
            case 1: return "\(facts.kernel[0].name) (the kernel's only touchscreen, \(facts.kernel[0].node))"
            default: return "\(unnamed) (one of the kernel's \(kernelPanels(facts)))"
            }
        }
    }

    /// SDL 2.26's name for any Wayland seat's touch device (`SDL_waylandevents.c`).
    static let waylandPlaceholder = "wayland_touch"

    /// What `run` says at its start: the touchscreens it will use, or why there is none.
    public static func startMessage(_ facts: TouchFacts) -> String {
        let names = names(facts)
        guard names.isEmpty else { return "touch: \(names.joined(separator: ", "))" }
        return "no touchscreen (mouse drags emulate a touch): " + reasons(facts).joined(separator: "; ")
    }

    /// Why no touchscreen reaches the window (empty when one does), one reason a line.
    public static func reasons(_ facts: TouchFacts) -> [String] {
        guard facts.touchscreens.isEmpty else { return [] }
        var reasons: [String]
        switch facts.driver {
        case "wayland": reasons = waylandReasons(facts)
        case "x11": reasons = x11Reasons(facts)
        case "kmsdrm": reasons = kmsdrmReasons(facts)
        default: reasons = ["SDL's \(facts.driver) video driver reports no touch device"]
        }
        if facts.kernel.isEmpty {
            reasons.append(
                "the kernel has no touchscreen (no device in /sys/class/input with INPUT_PROP_DIRECT): "
                    + "is the panel connected and its driver loaded? (`dmesg | grep -i touch`, `libinput list-devices`)"
            )
        }
        return reasons
    }

    /// The kernel's panels, as "NAME (NODE)", for a reason.
    private static func kernelPanels(_ facts: TouchFacts) -> String {
        facts.kernel.map { "\($0.name) (\($0.node))" }.joined(separator: ", ")
    }

    private static func waylandReasons(_ facts: TouchFacts) -> [String] {
        guard facts.waylandSeatHasTouch != true else {
            return ["the Wayland compositor's seat has touch, but SDL made no touch device of it"]
        }
        let taken =
            facts.kernel.isEmpty ? "" : "; the kernel has \(kernelPanels(facts)), which the compositor did not take"
        return [
            "the Wayland compositor has no seat with touch\(taken) (its input is libinput's: `sudo libinput list-devices` "
                + "shows what it sees; a panel on another seat needs its udev ID_SEAT)"
        ]
    }

    private static func x11Reasons(_ facts: TouchFacts) -> [String] {
        guard let devices = facts.x11TouchDevices else {
            return ["the X server has no XInput 2.2, which SDL's touch needs"]
        }
        if let direct = devices.first(where: \.isDirect) {
            return ["the X server has touchscreen \(direct.name), but SDL made no touch device of it"]
        }
        let touchpads = devices.map(\.name)
        var reason =
            "the X server has no XI2 touchscreen (`xinput list --long` shows no device with a direct touch class)"
        if !touchpads.isEmpty { reason += "; its touch devices are touchpads: \(touchpads.joined(separator: ", "))" }
        if !facts.kernel.isEmpty {
            reason +=
                "; the kernel has \(kernelPanels(facts)): install xserver-xorg-input-libinput (evdev makes a panel a mouse)"
        }
        return [reason]
    }

    private static func kmsdrmReasons(_ facts: TouchFacts) -> [String] {
        let closed = facts.kernel.filter { $0.exists && !$0.canOpen }
        guard !closed.isEmpty else {
            return facts.kernel.isEmpty ? [] : ["SDL's KMSDRM driver found no touch device in \(kernelPanels(facts))"]
        }
        return closed.map { device in
            let group = device.group ?? "input"
            return
                "\(device.node) (\(device.name)) exists but cannot be opened: SDL's KMSDRM driver reads /dev/input itself; "
                + "join its group \(group) (`sudo usermod -aG \(group) $USER`, then log in again)"
        }
    }
}
