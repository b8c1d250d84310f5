// BoxBlur — box-blurring and tinting ARGB pixels on the CPU, for `Backdrop`.
// Implements: a separable running-sum box blur with the edge pixels repeated; a colour laid over.
// Does not: Gaussian kernels (three box passes come close), gamma.

import ScrollUI

/// Small CPU filters on 32-bit ARGB pixels (one `UInt32` each), row by row from the top.
enum BoxBlur {
    /// Blurs `pixels` in place with a box `2 × radius + 1` wide, across then down.
    static func blur(_ pixels: inout [UInt32], width: Int, height: Int, radius: Int) {
        guard width > 0, height > 0 else { return }
        var line = [UInt32](repeating: 0, count: max(width, height))
        pixels.withUnsafeMutableBufferPointer { image in
            line.withUnsafeMutableBufferPointer { scratch in
                for y in 0..<height {
                    blurLine(image, start: y * width, stride: 1, count: width, radius: radius, scratch: scratch)
                }
                for x in 0..<width {
                    blurLine(image, start: x, stride: width, count: height, radius: radius, scratch: scratch)
                }
            }
        }
    }

    /// One row or column: a running sum of the `2 × radius + 1` pixels around each, the edge
    /// pixels repeated beyond the ends. (Plain loops on buffers: a debug build runs this too.)
    private static func blurLine(
        _ image: UnsafeMutableBufferPointer<UInt32>, start: Int, stride: Int, count: Int, radius: Int,
        scratch: UnsafeMutableBufferPointer<UInt32>
    ) {
        for i in 0..<count { scratch[i] = image[start + i * stride] }
        var a: UInt32 = 0, r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
        for i in -radius...radius {
            let p = scratch[min(max(i, 0), count - 1)]
            a &+= p >> 24; r &+= (p >> 16) & 0xFF; g &+= (p >> 8) & 0xFF; b &+= p & 0xFF
        }
        let width = UInt32(2 * radius + 1), half = width / 2
        for i in 0..<count {
            image[start + i * stride] =
                ((a + half) / width) << 24 | ((r + half) / width) << 16 | ((g + half) / width) << 8
                | ((b + half) / width)
            let out = scratch[max(i - radius, 0)], come = scratch[min(i + radius + 1, count - 1)]
            a = a &- (out >> 24) &+ (come >> 24)
            r = r &- ((out >> 16) & 0xFF) &+ ((come >> 16) & 0xFF)
            g = g &- ((out >> 8) & 0xFF) &+ ((come >> 8) & 0xFF)
            b = b &- (out & 0xFF) &+ (come & 0xFF)
        }
    }

    /// Lays `color` over every pixel (source-over; the pixels stay opaque where they were).
    static func tint(_ pixels: inout [UInt32], with color: Color) {
        guard color.alpha > 0 else { return }
        let a = min(color.alpha, 1), keep = 1 - a
        let add = (color.red * 255 * a, color.green * 255 * a, color.blue * 255 * a)
        func mix(_ channel: UInt32, _ added: Double) -> UInt32 {
            UInt32(min((Double(channel) * keep + added).rounded(), 255))
        }
        for i in pixels.indices {
            let p = pixels[i]
            pixels[i] =
                p & 0xFF00_0000 | mix((p >> 16) & 0xFF, add.0) << 16 | mix((p >> 8) & 0xFF, add.1) << 8
                | mix(p & 0xFF, add.2)
        }
    }

}
