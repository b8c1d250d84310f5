import ArgumentParser
import SDLBackend

/// `scroll-lab devices`: size presets and the touch devices SDL sees.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices", abstract: "List device size presets and the touch devices SDL sees.")

    func run() {
        print("Size presets (use with --size):")
        for preset in DevicePreset.all {
            print("  \(preset.name)\t\(Int(preset.size.width))x\(Int(preset.size.height))")
        }
        print("Touch devices:")
        do {
            let devices = try TouchDevices.list()
            if devices.isEmpty { print("  none (mouse drags emulate a touch)") }
            for device in devices { print("  \(device)") }
        } catch {
            print("  unknown: \(error)")
        }
    }
}
