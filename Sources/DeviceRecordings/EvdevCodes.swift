/// The few Linux input event codes (`linux/input-event-codes.h`) an import reads.
enum EvdevCode {
    // Event types.
    static let synchronization = 0x00  // EV_SYN
    static let key = 0x01  // EV_KEY
    static let relative = 0x02  // EV_REL
    static let absolute = 0x03  // EV_ABS
    static let switchEvent = 0x05  // EV_SW

    // EV_SYN codes.
    static let report = 0  // SYN_REPORT: the end of a frame
    static let multitouchReport = 2  // SYN_MT_REPORT: the end of one contact (protocol A)
    static let dropped = 3  // SYN_DROPPED: the kernel's buffer overflowed

    // EV_ABS codes.
    static let x = 0x00, y = 0x01  // ABS_X, ABS_Y
    static let distance = 0x19  // ABS_DISTANCE
    static let slot = 0x2f  // ABS_MT_SLOT
    static let positionX = 0x35, positionY = 0x36  // ABS_MT_POSITION_X, ABS_MT_POSITION_Y
    static let trackingID = 0x39  // ABS_MT_TRACKING_ID
    static let multitouchDistance = 0x3b  // ABS_MT_DISTANCE

    // EV_KEY codes.
    static let leftButton = 0x110  // BTN_LEFT
    static let gamepadSouth = 0x130  // BTN_SOUTH
    static let joystickTrigger = 0x120  // BTN_TRIGGER
    static let toolPen = 0x140  // BTN_TOOL_PEN
    static let toolFinger = 0x145  // BTN_TOOL_FINGER
    static let touch = 0x14a  // BTN_TOUCH
    static let stylus = 0x14b  // BTN_STYLUS
    static let keyA = 30  // KEY_A

    // EV_REL codes.
    static let relativeX = 0x00  // REL_X

    // Input properties (INPUT_PROP_*).
    static let propertyPointer = 0  // INPUT_PROP_POINTER: moves a pointer (touchpads)
    static let propertyDirect = 1  // INPUT_PROP_DIRECT: touches where it points (touchscreens)
}
