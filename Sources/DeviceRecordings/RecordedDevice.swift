import ScrollTrace

/// One axis of a device (`struct input_absinfo`): its range, and its resolution in units per
/// millimetre (0 when the device does not say).
package struct AxisInfo: Equatable, Sendable {
    package var minimum: Int
    package var maximum: Int
    package var resolution: Int

    package init(minimum: Int, maximum: Int, resolution: Int = 0) {
        self.minimum = minimum
        self.maximum = maximum
        self.resolution = resolution
    }
}

/// One kernel input event as recorded: when (the kernel's microseconds), what, and the line of
/// the recording it came from (for messages).
package struct EvdevEvent: Equatable, Sendable {
    package var microseconds: Int64
    package var type: Int
    package var code: Int
    package var value: Int
    package var line: Int

    package init(microseconds: Int64, type: Int, code: Int, value: Int, line: Int) {
        self.microseconds = microseconds
        self.type = type
        self.code = code
        self.value = value
        self.line = line
    }
}

/// A device of a recording: its description (name, axes, event codes, properties, udev's
/// classification when recorded). Its events are not kept: they are converted as they are read.
package struct RecordedDevice: Sendable {
    /// The device's name (evemu `N:`, libinput record's `evdev: name:`).
    package var name: String
    /// Its node (`/dev/input/event6`), when the recording says (libinput record does).
    package var node: String?
    /// The line where its description starts.
    package var line: Int
    /// Absolute axes by code.
    package var axes: [Int: AxisInfo] = [:]
    /// Supported codes by event type.
    package var codes: [Int: Set<Int>] = [:]
    /// Input properties (`INPUT_PROP_*` numbers).
    package var properties: Set<Int> = []
    /// udev's properties (`ID_INPUT_TOUCHSCREEN` → `1`), when recorded.
    package var udev: [String: String] = [:]

    package init(name: String, node: String? = nil, line: Int) {
        self.name = name
        self.node = node
        self.line = line
    }

    func has(_ type: Int, _ code: Int) -> Bool { codes[type]?.contains(code) ?? false }

    /// The name and node as messages quote it: `"Atmel maXTouch" (/dev/input/event5)`.
    package var label: String { quoted(name, limit: 200) + (node.map { " (\(escapingControlCharacters($0)))" } ?? "") }
}

/// What a device is, as libinput and udev tell (udev's `input_id` rules when the recording has
/// no udev properties).
package enum DeviceKind: Equatable, Sendable {
    case touchscreen
    case touchpad
    /// Anything else, described ("a keyboard", "a tablet (pen)", …).
    case other(String)

    package var description: String {
        switch self {
        case .touchscreen: "a touchscreen"
        case .touchpad: "a touchpad"
        case .other(let what): what
        }
    }
}

extension RecordedDevice {
    /// What this device is: udev's `ID_INPUT_TOUCHSCREEN` / `ID_INPUT_TOUCHPAD` when recorded;
    /// else `INPUT_PROP_DIRECT` (a touchscreen) or `INPUT_PROP_POINTER` with `BTN_TOOL_FINGER`
    /// (a touchpad); else, for old recordings without properties, udev's own rule (absolute x/y
    /// with `BTN_TOOL_FINGER` is a touchpad, with `BTN_TOUCH` a touchscreen). Pens are tablets.
    package var kind: DeviceKind {
        let hasPosition =
            (axes[EvdevCode.positionX] != nil && axes[EvdevCode.positionY] != nil)
            || (axes[EvdevCode.x] != nil && axes[EvdevCode.y] != nil)
        let isPen =
            has(EvdevCode.key, EvdevCode.toolPen) || has(EvdevCode.key, EvdevCode.stylus)
            || udev["ID_INPUT_TABLET"] == "1"
        if hasPosition && !isPen {
            if udev["ID_INPUT_TOUCHSCREEN"] == "1" { return .touchscreen }
            if udev["ID_INPUT_TOUCHPAD"] == "1" { return .touchpad }
            if properties.contains(EvdevCode.propertyDirect) { return .touchscreen }
            if has(EvdevCode.key, EvdevCode.toolFinger) && !properties.contains(EvdevCode.propertyDirect) {
                return .touchpad
            }
            if has(EvdevCode.key, EvdevCode.touch) { return .touchscreen }
        }
        if isPen { return .other("a tablet (pen)") }
        if udev["ID_INPUT_JOYSTICK"] == "1" || has(EvdevCode.key, EvdevCode.gamepadSouth)
            || has(EvdevCode.key, EvdevCode.joystickTrigger)
        {
            return .other("a joystick or gamepad")
        }
        if udev["ID_INPUT_MOUSE"] == "1" || has(EvdevCode.relative, EvdevCode.relativeX) { return .other("a mouse") }
        if udev["ID_INPUT_KEYBOARD"] == "1" || has(EvdevCode.key, EvdevCode.keyA) { return .other("a keyboard") }
        if codes[EvdevCode.switchEvent].map({ !$0.isEmpty }) ?? false { return .other("a switch (lid, tablet mode)") }
        if !hasPosition { return .other("a device without absolute x and y axes") }
        return .other("a device with absolute axes but neither BTN_TOUCH nor BTN_TOOL_FINGER")
    }
}

/// A parsed recording: its devices, and the file name messages use.
package struct DeviceRecording: Sendable {
    package var file: String
    package var devices: [RecordedDevice]

    package init(file: String, devices: [RecordedDevice]) {
        self.file = file
        self.devices = devices
    }
}
