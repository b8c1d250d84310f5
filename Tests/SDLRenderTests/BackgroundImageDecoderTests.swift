import CSDL2
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
}
