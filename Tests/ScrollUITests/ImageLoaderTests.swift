import Testing
import ScrollUI

/// `ImageLoader`: delivery after the latency on the frame clock, a bounded LRU cache, counters.
@Suite struct ImageLoaderTests {
    @Test func aRequestIsDeliveredAtTheFirstFrameAfterItsLatency() {
        let loader = ImageLoader(latency: 0.08)
        var delivered: [(String, Double)] = []
        loader.onLoad = { delivered.append(($0, $1)) }

        loader.request("a.png", at: 0.01)
        loader.advance(to: 0.05)
        let early = delivered.count
        loader.advance(to: 0.1)

        #expect(early == 0)
        #expect(delivered.map(\.0) == ["a.png"] && delivered.map(\.1) == [0.1])
        #expect(loader.isCached("a.png") && !loader.isLoading("a.png"))
        #expect(loader.counters == ImageLoader.Counters(requested: 1, loaded: 1, skipped: 0, cacheHits: 0))
    }

    @Test func anImageThatFailedToDecodeIsNeitherLoadedNorCached() {
        let loader = ImageLoader(latency: 0.08)
        let decoder = FailingDecoder()
        loader.decoder = decoder
        var delivered: [String] = []
        loader.onLoad = { name, _ in delivered.append(name) }

        loader.request("missing.png", at: 0)
        loader.advance(to: 0.1)

        #expect(delivered.isEmpty)
        #expect(!loader.isCached("missing.png"))
        #expect(loader.counters.loaded == 0)
    }

    @Test func aLoadAskedForBeforeTheDecoderIsAttachedIsDecodedAndDelivered() {
        // given: a request made before the backend attached its decoder (a screen's first layout)
        let loader = ImageLoader(latency: 0.08)
        var delivered: [String] = []
        loader.onLoad = { name, _ in delivered.append(name) }
        loader.request("first.png", at: 0)

        // when: the decoder arrives, then the latency passes
        let decoder = StartedOnlyDecoder()
        loader.decoder = decoder
        loader.advance(to: 0.1)

        // then: the decode was started on attaching, and the image is delivered
        #expect(decoder.started == ["first.png"])
        #expect(delivered == ["first.png"] && loader.isCached("first.png"))
    }

    @Test func aSecondRequestInFlightStartsNothingAndACachedOneIsAHit() {
        let loader = ImageLoader(latency: 0.08)

        loader.request("a.png", at: 0)
        loader.request("a.png", at: 0.02)
        loader.advance(to: 0.1)
        let hit = loader.request("a.png", at: 0.2)
        loader.skip()

        #expect(hit)
        #expect(loader.counters == ImageLoader.Counters(requested: 1, loaded: 1, skipped: 1, cacheHits: 1))
    }

    @Test func theCacheKeepsTheMostRecentlyUsedWithinItsCapacity() {
        let loader = ImageLoader(latency: 0, cacheCapacity: 2)

        for name in ["a", "b"] { loader.request(name, at: 0) }
        loader.advance(to: 0)
        loader.request("a", at: 1)  // a is now the most recent
        loader.request("c", at: 1)
        loader.advance(to: 1)

        #expect(loader.isCached("a") && loader.isCached("c") && !loader.isCached("b"))
    }
}

/// A decoder whose every decode fails (a missing or unreadable file).
private final class FailingDecoder: ImageDecoding {
    func startDecoding(_ name: String) {}
    func finishDecoding(_ name: String) -> Bool { false }
    func discard(_ name: String) {}
}

/// A decoder that decodes only what it was asked to start (as `BackgroundImageDecoder` does).
private final class StartedOnlyDecoder: ImageDecoding {
    private(set) var started: [String] = []
    func startDecoding(_ name: String) { started.append(name) }
    func finishDecoding(_ name: String) -> Bool { started.contains(name) }
    func discard(_ name: String) {}
}
