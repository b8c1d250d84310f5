import CSDL2
import Testing

@testable import SDLRender

/// `OpaqueCore`: the opaque middle of a raster, which is copied without blending.
@Suite struct OpaqueCoreTests {
    /// A `width` × `height` raster of a card with corners of `radius` pixels cut off (transparent)
    /// and a one-pixel half-transparent fringe.
    private func card(width: Int, height: Int, radius: Int) -> [UInt32] {
        (0..<(width * height)).map { index in
            let x = index % width, y = index / width
            let dx = max(radius - x, x - (width - 1 - radius), 0), dy = max(radius - y, y - (height - 1 - radius), 0)
            if dx * dx + dy * dy > radius * radius { return 0 }
            let edge = x == 0 || y == 0 || x == width - 1 || y == height - 1
            return (edge ? 0x80 : 0xFF) << 24 | 0x34C759
        }
    }

    @Test func aCardsCoreIsItsMiddleBandInsideTheFringeAndTheCorners() {
        let pixels = card(width: 200, height: 300, radius: 24)
        let core = pixels.withUnsafeBufferPointer { OpaqueCore.find($0, width: 200, height: 300) }
        #expect(core?.x == 1 && core?.w == 198, "the whole width but the fringe")
        #expect(core.map { $0.y >= 2 && $0.y <= 24 && $0.y + $0.h >= 276 && $0.y + $0.h <= 298 } == true)
        // every pixel inside it is opaque
        if let core {
            let opaque = (core.y..<(core.y + core.h)).allSatisfy { y in
                (core.x..<(core.x + core.w)).allSatisfy { x in pixels[Int(y) * 200 + Int(x)] >> 24 == 0xFF }
            }
            #expect(opaque)
        }
    }

    @Test func smallOrTransparentRastersHaveNone() {
        let small = card(width: 40, height: 300, radius: 8)
        #expect(small.withUnsafeBufferPointer { OpaqueCore.find($0, width: 40, height: 300) } == nil)
        let clear = [UInt32](repeating: 0x00FF_FFFF, count: 100 * 100)
        #expect(clear.withUnsafeBufferPointer { OpaqueCore.find($0, width: 100, height: 100) } == nil)
    }
}
