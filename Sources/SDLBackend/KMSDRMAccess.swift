// KMSDRMAccess — why SDL's KMSDRM driver (no compositor: kiosks, a text console) cannot open the screen.
// Implements: finding /dev/dri/card* and whether this user can open them, and advice naming the
//   group to join or the display server holding the screen.
// Does not: open the screen (SDL does), or touch input (`TouchDiagnosis` names /dev/input's group).

import Foundation

/// Advice for a window SDL's KMSDRM driver could not open: it draws straight to the display
/// through `/dev/dri/cardN`, which needs the group that owns it (`video`), and the screen to
/// itself (no compositor or X server on it).
public enum KMSDRMAccess {
    /// A DRM card node: its path, whether it opens for reading and writing, and its group.
    public struct Card: Equatable, Sendable {
        public var path: String
        public var canOpen: Bool
        public var group: String?

        public init(path: String, canOpen: Bool, group: String?) {
            self.path = path
            self.canOpen = canOpen
            self.group = group
        }
    }

    /// The card nodes under `folder` (`/dev/dri`).
    public static func cards(in folder: String = "/dev/dri") -> [Card] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasPrefix("card")
        }.sorted()
        return names.map { name in
            let path = "\(folder)/\(name)"
            let descriptor = open(path, O_RDWR | O_NONBLOCK)
            if descriptor >= 0 { close(descriptor) }
            let group = (try? FileManager.default.attributesOfItem(atPath: path))?[.groupOwnerAccountName] as? String
            return Card(path: path, canOpen: descriptor >= 0, group: group)
        }
    }

    /// What to do when the KMSDRM driver could not open a window, given the card nodes.
    public static func advice(cards: [Card]) -> String {
        let input = " Touch needs /dev/input too (group input)."
        guard !cards.isEmpty else {
            return "There is no /dev/dri/card*: no display driver with kernel mode setting is loaded." + input
        }
        guard cards.contains(where: \.canOpen) else {
            let card = cards[0], group = card.group ?? "video"
            return
                "\(card.path) cannot be opened: join its group \(group) (`sudo usermod -aG \(group) $USER`, then log in again)."
                + input
        }
        return
            "The screen may be held by a compositor or X server: KMSDRM needs it to itself (run from a text console, Ctrl+Alt+F3)."
            + input
    }
}
