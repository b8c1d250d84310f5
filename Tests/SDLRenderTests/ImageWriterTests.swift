import CSDL2
import OutputFiles
import ScrollTrace
import SDLRender
import Testing

/// SDL_image does not check its file's close: a PNG written to a full disk must still fail, named.
@Suite struct ImageWriterTests {
    @Test func aScreenshotOnAFullDiskIsAnErrorWithTheReason() throws {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        try SDLLibraries.startRendering()

        #expect(throws: OutputError(path: "a.png", reason: "No space left on device")) {
            try ImageWriter.write(surface, to: "/dev/full", format: .png, name: "a.png")
        }
    }
}
