// KernelTouchDevices — the kernel's touch panels, from sysfs, and whether this user can open them.
// Implements: finding touchscreens among /sys/class/input/event* (INPUT_PROP_DIRECT with an
//   absolute position), their names, their /dev/input nodes, whether those open, and their group.
// Does not: read events (SDL, the compositor or the X server do); tell which display a panel is on.

import Foundation

/// A touchscreen as the kernel lists it: what SDL's KMSDRM driver (which reads /dev/input itself)
/// needs to open, and what a compositor or X server makes its touch device of. Sysfs is readable
/// by everyone, so a panel is found and named even when its node cannot be opened.
public struct KernelTouchDevice: Equatable, Sendable {
    /// The device node, `/dev/input/eventN`.
    public var node: String
    /// The kernel's name of the device ("ELAN Touchscreen").
    public var name: String
    /// Whether this process can open the node for reading.
    public var canOpen: Bool
    /// The node's group (nil when it does not exist or the group has no name), and whether the node exists.
    public var group: String?
    public var exists: Bool

    public init(node: String, name: String, canOpen: Bool, group: String?, exists: Bool = true) {
        self.node = node
        self.name = name
        self.canOpen = canOpen
        self.group = group
        self.exists = exists
    }

    /// `INPUT_PROP_DIRECT` (linux/input-event-codes.h): the device's surface is a display's.
    static let directProperty = 0x01
    /// `ABS_X` and `ABS_MT_POSITION_X` (linux/input-event-codes.h).
    static let absoluteX = 0x00, multitouchX = 0x35

    /// The touchscreens under `sysfs` (`/sys/class/input`), nodes under `devices` (`/dev/input`);
    /// `opens` says whether a node opens for reading.
    public static func scan(
        sysfs: String = "/sys/class/input", devices: String = "/dev/input",
        opens: (String) -> Bool = KernelTouchDevice.opensForReading
    ) -> [KernelTouchDevice] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: sysfs)) ?? []
        return entries.filter { $0.hasPrefix("event") }.sorted { eventNumber($0) < eventNumber($1) }.compactMap {
            entry in
            let device = "\(sysfs)/\(entry)/device"
            guard let properties = bits(at: "\(device)/properties"), properties.contains(directProperty),
                let axes = bits(at: "\(device)/capabilities/abs"),
                axes.contains(multitouchX) || axes.contains(absoluteX)
            else { return nil }
            let name = (try? String(contentsOfFile: "\(device)/name", encoding: .utf8))?.trimmingCharacters(
                in: .whitespacesAndNewlines)
            let node = "\(devices)/\(entry)"
            let exists = FileManager.default.fileExists(atPath: node)
            return KernelTouchDevice(
                node: node, name: name ?? entry, canOpen: exists && opens(node),
                group: exists ? groupName(of: node) : nil,
                exists: exists)
        }
    }

    /// Whether `path` opens for reading (without blocking; closed at once).
    public static func opensForReading(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }

    private static func eventNumber(_ entry: String) -> Int { Int(entry.dropFirst("event".count)) ?? Int.max }

    /// The bits set in a sysfs bitmap file: hexadecimal words separated by spaces, most significant first.
    static func bits(at path: String) -> Set<Int>? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return bits(ofBitmap: text)
    }

    static func bits(ofBitmap text: String) -> Set<Int>? {
        let words = text.split(whereSeparator: \.isWhitespace).map { UInt64($0, radix: 16) }
        guard !words.isEmpty, words.allSatisfy({ $0 != nil }) else { return nil }
        var set = Set<Int>()
        for (index, word) in words.reversed().enumerated() {
            for bit in 0..<64 where word! & (1 << UInt64(bit)) != 0 { set.insert(index * 64 + bit) }
        }
        return set
    }

    private static func groupName(of path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        return attributes[.groupOwnerAccountName] as? String
    }
}
