import CSDL2
import Dispatch
import Synchronization
import Testing

@testable import SDLRender

/// `BackgroundImageDecoder` is one per process; tests run several sessions in it at once.
@Suite struct BackgroundImageDecoderTests {
    /// Two sessions ask for the same picture; the first one's renderer takes the decoded pixels.
    /// The second must still hear that the picture can be shown (its renderer reads the file), or
    /// its log says "not loaded" where the first one's says "loaded" (SessionEquivalenceTests
    /// failed so on `images-fling`, now and then, with the suites running side by side).
    @Test func aPictureDecodedForOneSessionIsShowableForAnotherAfterItsPixelsWereTaken() throws {
        let decoder = BackgroundImageDecoder.shared, name = "swipe-archive.png"  // no other test decodes it
        decoder.startDecoding(name)
        decoder.startDecoding(name)  // the second session: already on its way

        #expect(decoder.finishDecoding(name))
        let surface = try #require(decoder.takeSurface(name))  // the first session's renderer
        SDL_FreeSurface(surface)

        #expect(decoder.finishDecoding(name), "the second session's picture can be shown too")
        decoder.discard(name)
    }

    /// Several sessions wait for the same picture at once. (They waited on one `DispatchWorkItem`,
    /// and libdispatch traps when two threads wait on one block: a CI run's test process died so.)
    @Test func severalThreadsWaitingForOnePictureAllHearItIsShowable() {
        let decoder = BackgroundImageDecoder.shared, name = "parallax-skyline.png"  // large: a long decode
        decoder.startDecoding(name)
        let showable = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            if decoder.finishDecoding(name) { showable.withLock { $0 += 1 } }
        }
        #expect(showable.withLock { $0 } == 6)
        decoder.discard(name)
    }
}
