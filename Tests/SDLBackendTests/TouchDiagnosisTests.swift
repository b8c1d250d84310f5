import Foundation
import SDLBackend
import Testing

/// Why no touch arrives (`TouchDiagnosis`), and the kernel's panels it names (`KernelTouchDevice`).
@Suite struct TouchDiagnosisTests {
    private let panel = KernelTouchDevice(
        node: "/dev/input/event5", name: "ELAN Touchscreen", canOpen: false, group: "input")

    @Test func kmsdrmWithAPanelThatCannotBeOpenedNamesTheGroupToJoin() {
        let facts = TouchFacts(driver: "kmsdrm", touchscreens: [], kernel: [panel])

        let reasons = TouchDiagnosis.reasons(facts)

        #expect(reasons.count == 1)
        #expect(reasons[0].contains("/dev/input/event5 (ELAN Touchscreen) exists but cannot be opened"))
        #expect(reasons[0].contains("sudo usermod -aG input $USER"))
    }

    @Test func waylandWithoutASeatWithTouchSaysSoAndNamesTheKernelsPanel() {
        let facts = TouchFacts(driver: "wayland", touchscreens: [], waylandSeatHasTouch: false, kernel: [panel])

        let message = TouchDiagnosis.startMessage(facts)

        #expect(
            message.hasPrefix(
                "no touchscreen (mouse drags emulate a touch): the Wayland compositor has no seat with touch"))
        #expect(message.contains("ELAN Touchscreen (/dev/input/event5), which the compositor did not take"))
    }

    @Test func x11WithOnlyATouchpadSaysThereIsNoXI2Touchscreen() {
        let facts = TouchFacts(
            driver: "x11", touchscreens: [],
            x11TouchDevices: [.init(name: "SynPS/2 Synaptics TouchPad", isDirect: false)])

        let reasons = TouchDiagnosis.reasons(facts)

        #expect(reasons.first?.hasPrefix("the X server has no XI2 touchscreen") == true)
        #expect(reasons.first?.contains("SynPS/2 Synaptics TouchPad") == true)
        #expect(reasons.last?.hasPrefix("the kernel has no touchscreen") == true)
    }

    @Test func aWaylandTouchscreenIsNamedAfterTheKernelsOnlyPanel() {
        let facts = TouchFacts(driver: "wayland", touchscreens: [nil], waylandSeatHasTouch: true, kernel: [panel])

        #expect(TouchDiagnosis.reasons(facts).isEmpty)
        #expect(
            TouchDiagnosis.startMessage(facts)
                == "touch: ELAN Touchscreen (the kernel's only touchscreen, /dev/input/event5)")
    }

    @Test func sdlsPlaceholderNameOnWaylandGivesWayToTheKernels() {
        let other = KernelTouchDevice(
            node: "/dev/input/event9", name: "Goodix Capacitive TouchScreen", canOpen: false, group: "input")

        let one = TouchDiagnosis.names(TouchFacts(driver: "wayland", touchscreens: ["wayland_touch"], kernel: [panel]))
        let two = TouchDiagnosis.names(
            TouchFacts(driver: "wayland", touchscreens: ["wayland_touch"], kernel: [panel, other]))

        #expect(one == ["ELAN Touchscreen (the kernel's only touchscreen, /dev/input/event5)"])
        #expect(
            two == [
                "wayland_touch (one of the kernel's ELAN Touchscreen (/dev/input/event5), Goodix Capacitive TouchScreen (/dev/input/event9))"
            ])
    }

    @Test func theKernelsTouchscreensAreFoundInSysfsWithTheirAccess() throws {
        // given: a sysfs tree with a touchscreen (direct, multitouch X), a touchpad (pointer) and a keyboard
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("touch-sysfs-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: root) }
        func device(_ event: String, name: String, properties: String, abs: String) throws {
            let folder = "\(root)/sys/\(event)/device"
            try FileManager.default.createDirectory(atPath: "\(folder)/capabilities", withIntermediateDirectories: true)
            try name.write(toFile: "\(folder)/name", atomically: true, encoding: .utf8)
            try properties.write(toFile: "\(folder)/properties", atomically: true, encoding: .utf8)
            try abs.write(toFile: "\(folder)/capabilities/abs", atomically: true, encoding: .utf8)
        }
        try device("event3", name: "AT Translated Set 2 keyboard\n", properties: "0\n", abs: "0\n")
        // INPUT_PROP_DIRECT is bit 1 (2); ABS_MT_POSITION_X bit 53; a touchpad is POINTER | BUTTONPAD (5)
        try device("event12", name: "ELAN Touchscreen\n", properties: "2\n", abs: "3\n")
        try device("event7", name: "Goodix Capacitive TouchScreen\n", properties: "2\n", abs: "20000000000003\n")
        try device("event9", name: "SynPS/2 Synaptics TouchPad\n", properties: "5\n", abs: "20000000000003\n")
        try FileManager.default.createDirectory(atPath: "\(root)/dev", withIntermediateDirectories: true)
        for event in ["event3", "event7", "event9"] {
            _ = FileManager.default.createFile(atPath: "\(root)/dev/\(event)", contents: nil)
        }

        // when: event7's node does not open (0660 root:input, a user outside the group)
        let panels = KernelTouchDevice.scan(
            sysfs: "\(root)/sys", devices: "\(root)/dev", opens: { !$0.hasSuffix("event7") })

        // then: the direct devices with an absolute position, in event order, with their access
        #expect(panels.map(\.name) == ["Goodix Capacitive TouchScreen", "ELAN Touchscreen"])
        #expect(panels.map(\.exists) == [true, false])
        #expect(panels.map(\.canOpen) == [false, false])
    }
}

/// Why SDL's KMSDRM driver could not open the screen (`KMSDRMAccess`).
@Suite struct KMSDRMAccessTests {
    @Test func aCardThatCannotBeOpenedNamesItsGroup() {
        let advice = KMSDRMAccess.advice(cards: [.init(path: "/dev/dri/card0", canOpen: false, group: "video")])

        #expect(
            advice.hasPrefix("/dev/dri/card0 cannot be opened: join its group video (`sudo usermod -aG video $USER`"))
    }

    @Test func anOpenCardMeansTheScreenIsHeldElsewhere() {
        let advice = KMSDRMAccess.advice(cards: [.init(path: "/dev/dri/card0", canOpen: true, group: "video")])

        #expect(advice.contains("held by a compositor or X server"))
    }

    @Test func noCardAtAll() {
        #expect(KMSDRMAccess.advice(cards: []).hasPrefix("There is no /dev/dri/card*"))
    }
}
