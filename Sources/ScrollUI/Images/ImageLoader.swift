/// Decodes image files away from the frame loop (the backend's side of `ImageLoader`).
/// Methods are called on the frame loop; decoding itself happens elsewhere.
public protocol ImageDecoding: AnyObject {
    /// Starts decoding the image file `name` (found by `AssetCatalog`) in the background.
    func startDecoding(_ name: String)
    /// Blocks until the decode of `name` has finished (at once if it has); false when it failed.
    func finishDecoding(_ name: String) -> Bool
    /// Frees the decoded pixels of `name` (evicted from the memory cache).
    func discard(_ name: String)
}

/// Loads images by name with an artificial latency and keeps a bounded memory cache (the shape
/// of SDWebImage's memory cache, without a network). A request at time t delivers at the first
/// frame at or after t + `latency` — on the frame loop, and on the virtual clock in replay, so
/// the same input gives the same frames. With a `decoder` the file is really decoded in the
/// background meanwhile; delivery waits for it (the latency normally covers it).
public final class ImageLoader {
    /// Counters since the loader was made, as the `images` field of the state log reports them.
    public struct Counters: Equatable, Sendable {
        /// Loads started (memory-cache misses that were asked for).
        public var requested = 0
        /// Loads finished with the image decoded (a failed decode is not counted).
        public var loaded = 0
        /// Rows shown without asking for their image (seed 002's deferral during deceleration).
        public var skipped = 0
        /// Rows shown straight from the memory cache.
        public var cacheHits = 0

        public init(requested: Int = 0, loaded: Int = 0, skipped: Int = 0, cacheHits: Int = 0) {
            self.requested = requested
            self.loaded = loaded
            self.skipped = skipped
            self.cacheHits = cacheHits
        }
    }

    /// Seconds from a request to its delivery.
    public var latency: Double
    /// The most images the memory cache holds; the least recently used goes first.
    public let cacheCapacity: Int
    /// Decodes the files for real, off the frame loop (set by the backend; nil in unit tests).
    /// A decoder attached while loads are in flight starts decoding them: the rows a screen shows
    /// at its first layout ask before the backend hands the screen its decoder, and a load whose
    /// decode never started would never be delivered (the first screenful stayed grey).
    public weak var decoder: ImageDecoding? {
        didSet {
            guard let decoder, decoder !== oldValue else { return }
            for name in pending.keys.sorted() { decoder.startDecoding(name) }
        }
    }
    /// Called on the frame loop with each image delivered and the frame time, in seconds.
    public var onLoad: ((String, Double) -> Void)?
    public private(set) var counters = Counters()

    /// Cached names, least recently used first.
    private var cache: [String] = []
    /// Loads in flight: name → due time, in seconds.
    private var pending: [String: Double] = [:]

    public init(latency: Double = 0.08, cacheCapacity: Int = 12) {
        self.latency = max(0, latency)
        self.cacheCapacity = max(1, cacheCapacity)
    }

    /// True when `name` is in the memory cache.
    public func isCached(_ name: String) -> Bool { cache.contains(name) }

    /// True while `name` is being loaded.
    public func isLoading(_ name: String) -> Bool { pending[name] != nil }

    /// A row wants `name` at `time` (seconds): a cache hit counts and refreshes it; otherwise a
    /// load starts unless one is in flight. Returns true on a cache hit.
    @discardableResult
    public func request(_ name: String, at time: Double) -> Bool {
        if let index = cache.firstIndex(of: name) {
            cache.append(cache.remove(at: index))
            counters.cacheHits += 1
            return true
        }
        guard pending[name] == nil else { return false }
        counters.requested += 1
        pending[name] = time + latency
        decoder?.startDecoding(name)
        return false
    }

    /// A row showed without asking for its image.
    public func skip() { counters.skipped += 1 }

    /// Delivers every load due by `time` (seconds), oldest first, into the cache.
    public func advance(to time: Double) {
        guard !pending.isEmpty else { return }  // most frames: nothing in flight
        let due = pending.filter { $0.value <= time }.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
        for (name, _) in due {
            pending[name] = nil
            guard decoder?.finishDecoding(name) ?? true else { continue }  // nothing to show: not "loaded"
            cache.append(name)
            if cache.count > cacheCapacity {
                let evicted = cache.removeFirst()  // not inside `decoder?.…`: that would skip it without a decoder
                decoder?.discard(evicted)
            }
            counters.loaded += 1
            onLoad?(name, time)
        }
    }
}
