import ArgumentParser
import SDLRender
import SDLBackend
import ScrollSession

/// `scroll-lab devices`: size presets, the display SDL uses and the touch devices it sees.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List device size presets, the video driver and the touch devices SDL sees.",
        discussion:
            "The presets need no display; the rest does. Set SDL_VIDEODRIVER=x11 or wayland to choose the driver.")

    func run() {
        print("Size presets (use with --size; safe area top/bottom in points, Application.safeAreaInsets):")
        for preset in DevicePreset.all {
            let insets = preset.safeAreaInsets
            print(
                "  \(preset.name)\t\(Int(preset.size.width))x\(Int(preset.size.height))\tsafe area \(Int(insets.top))/\(Int(insets.bottom))"
            )
        }
        if let wayland = SDLLibraries.waylandInput() { print("Wayland input: \(wayland.summary)") }
        let devices: [String]
        do {
            devices = try TouchDevices.list()
        } catch {
            print("Display: none, so no video driver or touch devices to show:")
            for line in "\(error)".split(separator: "\n") { print("  \(line)") }
            return
        }
        let driver = SDLLibraries.videoDriver ?? "unknown"
        print("Video driver: \(driver)")
        print(
            SDLLibraries.hasPreciseScrolling
                ? "  trackpad scrolling: precise (fractional deltas)"
                : "  trackpad scrolling: whole wheel ticks only (SDL 2 on \(driver)); run on a Wayland session for precise scrolling"
        )
        print("Touch devices:")
        let facts = TouchDevices.facts()
        if devices.isEmpty { print("  none (mouse drags emulate a touch)") }
        for device in devices { print("  \(device)") }
        for reason in TouchDiagnosis.reasons(facts) { print("  why: \(reason)") }
        if !devices.isEmpty {
            print(
                "  (SDL 2 does not say which display a touch device belongs to: run full screen, --fullscreen, on the panel's display)"
            )
        }
        printKernelPanels(facts.kernel)
    }

    /// The kernel's touchscreens, named, with whether this user can open each (SDL's KMSDRM driver must).
    private func printKernelPanels(_ panels: [KernelTouchDevice]) {
        print("Kernel touchscreens (/sys/class/input):")
        if panels.isEmpty { print("  none") }
        for panel in panels {
            let access =
                !panel.exists
                ? "no device node"
                : panel.canOpen ? "readable" : "not readable by you (group \(panel.group ?? "unknown"))"
            print("  \(panel.node)\t\(panel.name)\t\(access)")
        }
    }
}
