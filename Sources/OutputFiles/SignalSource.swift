import Dispatch
import Foundation

/// A signal taken on a dispatch queue instead of in a handler.
package enum SignalSource {
    /// Starts delivering `number` to `handler` on `queue`; keep the source for as long as it
    /// should. Until libdispatch installs its own handler (later, on its manager thread) the
    /// signal is caught by one that does nothing — not ignored: a program started meanwhile (the
    /// `dev` window, ffmpeg) would inherit an ignored SIGTERM, which a shell's `trap` cannot undo,
    /// and never end on it, while a caught signal is back to its default in a new program. SDL,
    /// too, leaves a signal with a handler alone.
    package static func start(
        _ number: Int32, on queue: DispatchQueue, handler: @escaping @Sendable () -> Void
    ) -> DispatchSourceSignal {
        signal(number) { _ in }
        let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
        source.setEventHandler(handler: handler)
        source.resume()
        return source
    }
}
