import Geometry
import Testing
import SDLRender
import ScrollTrace
@testable import SDLBackend

@Suite struct WindowPlacementTests {
    @Test func aWindowThatFitsKeepsItsScaleAndIsCentred() {
        let placement = WindowPlacement(
            size: Size(width: 390, height: 844), scale: 1, usable: Rect(x: 0, y: 0, width: 1280, height: 1024))

        #expect(placement.scale == 1)
        #expect(placement.note == nil)
        #expect((placement.width, placement.height) == (390, 844))
        #expect(placement.x == 445)
        #expect(placement.y >= 0 && placement.y + placement.height <= 1024)
    }

    @Test func aWindowTallerThanTheDisplayIsScaledDownToFitAndSaysSo() {
        // given: an iPad Air at scale 2 (1640x2360 px) on a 1280x1024 display whose top 30 px are a panel
        let usable = Rect(x: 0, y: 30, width: 1280, height: 994)

        // when
        let placement = WindowPlacement(size: Size(width: 820, height: 1180), scale: 2, usable: usable)

        // then: all of it, with its title bar, is inside the usable area
        #expect(placement.scale < 2)
        #expect(Double(placement.height) + WindowPlacement.decorations.vertical <= usable.height + 1)
        #expect(Double(placement.y) - WindowPlacement.decorations.vertical / 2 >= usable.minY)
        #expect(placement.x >= 0 && placement.x + placement.width <= 1280)
        #expect(placement.note?.contains("showing it at scale 0.80") == true, "\(placement.note ?? "")")
    }
}
