// BackgroundImageDecoder — the asset pictures decoded off the frame loop (`ImageDecoding`).
// Implements: SDL2_image decodes of the `AssetCatalog`'s image files on one background queue,
//   waiting for one (`finishDecoding`), handing the surface to the renderer, discarding.
// Does not: cancelling a decode in flight, a memory budget.

import CSDL2
import CSDL2_image
import Dispatch
import Foundation
import ScrollLabAssets
import ScrollUI

/// Decodes pictures from the catalog's `Images/` folders with SDL2_image on a background queue, for `ImageLoader`:
/// the frame loop asks for a decode, and the renderer later turns the decoded surface into a
/// texture without touching the file. One per process (SDL surfaces are not tied to a renderer).
public final class BackgroundImageDecoder: ImageDecoding, @unchecked Sendable {
    /// The process's decoder.
    public static let shared = BackgroundImageDecoder()

    private let queue = DispatchQueue(label: "scroll-lab.image-decoding", qos: .userInitiated)
    /// Guards the state below; signalled when a decode finishes. (Not a `DispatchWorkItem`'s
    /// `wait`: libdispatch traps when two threads wait on one block, as two sessions in one
    /// process did, each finishing the same picture.)
    private let condition = NSCondition()
    private var inFlight: Set<String> = []
    private var surfaces: [String: UnsafeMutablePointer<SDL_Surface>] = [:]
    /// Pictures decoded at least once: showable, even when another session's renderer took the
    /// surface (tests run several sessions in one process; the renderer then reads the file).
    private var decoded: Set<String> = []

    private init() {}

    public func startDecoding(_ name: String) {
        condition.lock()
        defer { condition.unlock() }
        guard !inFlight.contains(name), surfaces[name] == nil else { return }
        // looked up here, on the frame loop, as the renderer looks it up
        let path = AssetCatalog.shared.imagePath(name)
        inFlight.insert(name)
        queue.async { [weak self] in
            let surface = path.flatMap { IMG_Load($0) }
            guard let self else { return }
            self.condition.lock()
            if let surface {
                self.surfaces[name] = surface
                self.decoded.insert(name)
            }
            self.inFlight.remove(name)
            self.condition.broadcast()
            self.condition.unlock()
        }
    }

    public func finishDecoding(_ name: String) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while inFlight.contains(name) { condition.wait() }
        return surfaces[name] != nil || decoded.contains(name)
    }

    public func discard(_ name: String) {
        _ = finishDecoding(name)
        condition.lock()
        let surface = surfaces.removeValue(forKey: name)
        condition.unlock()
        if let surface { SDL_FreeSurface(surface) }
    }

    /// The decoded pixels of `name`, handed over to the caller (who frees them), or nil when
    /// none are ready.
    func takeSurface(_ name: String) -> UnsafeMutablePointer<SDL_Surface>? {
        condition.lock()
        defer { condition.unlock() }
        return surfaces.removeValue(forKey: name)
    }
}
