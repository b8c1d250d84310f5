// BoxBlur — shrinking, box-blurring and tinting ARGB pixels on the CPU, for `Backdrop`.
// Implements: an average over step × step blocks; a separable running-sum box blur with the
//   edge pixels repeated. Does not: Gaussian kernels (three box passes come close), gamma.

import ScrollUI

/// Small CPU filters on 32-bit ARGB pixels (one `UInt32` each), row by row from the top.
enum BoxBlur {
    /// `pixels` (`width` × `height`) averaged over `step` × `step` blocks (the last ones partial).
    static func shrink(_ pixels: inout [UInt32], width: Int, height: Int, by step: Int) -> (pixels: [UInt32], width: Int, height: Int) {
        let smallWidth = (width + step - 1) / step, smallHeight = (height + step - 1) / step
        var small = [UInt32](repeating: 0, count: smallWidth * smallHeight)
        pixels.withUnsafeBufferPointer { source in
            for sy in 0..<smallHeight {
                for sx in 0..<smallWidth {
                    var sums = (UInt32(0), UInt32(0), UInt32(0), UInt32(0)), count: UInt32 = 0
                    for y in (sy * step)..<min((sy + 1) * step, height) {
                        let row = y * width
                        for x in (sx * step)..<min((sx + 1) * step, width) {
                            let p = source[row + x]
                            sums.0 += p >> 24
                            sums.1 += (p >> 16) & 0xFF
                            sums.2 += (p >> 8) & 0xFF
                            sums.3 += p & 0xFF
                            count += 1
                        }
                    }
                    small[sy * smallWidth + sx] = pack(sums, count)
                }
            }
        }
        return (small, smallWidth, smallHeight)
    }

    /// Blurs `pixels` in place with a box `2 × radius + 1` wide, across then down.
    static func blur(_ pixels: inout [UInt32], width: Int, height: Int, radius: Int) {
        var line = [UInt32](repeating: 0, count: max(width, height))
        for y in 0..<height { blurLine(&pixels, start: y * width, stride: 1, count: width, radius: radius, scratch: &line) }
        for x in 0..<width { blurLine(&pixels, start: x, stride: width, count: height, radius: radius, scratch: &line) }
    }

    /// One row or column: a running sum of the `2 × radius + 1` pixels around each.
    private static func blurLine(_ pixels: inout [UInt32], start: Int, stride: Int, count: Int, radius: Int, scratch: inout [UInt32]) {
        guard count > 0 else { return }
        for i in 0..<count { scratch[i] = pixels[start + i * stride] }
        func at(_ i: Int) -> UInt32 { scratch[min(max(i, 0), count - 1)] }
        var sums = (UInt32(0), UInt32(0), UInt32(0), UInt32(0))
        func add(_ p: UInt32) { sums = (sums.0 + (p >> 24), sums.1 + ((p >> 16) & 0xFF), sums.2 + ((p >> 8) & 0xFF), sums.3 + (p & 0xFF)) }
        func remove(_ p: UInt32) {
            sums = (sums.0 - (p >> 24), sums.1 - ((p >> 16) & 0xFF), sums.2 - ((p >> 8) & 0xFF), sums.3 - (p & 0xFF))
        }
        for i in -radius...radius { add(at(i)) }
        let width = UInt32(2 * radius + 1)
        for i in 0..<count {
            pixels[start + i * stride] = pack(sums, width)
            remove(at(i - radius))
            add(at(i + radius + 1))
        }
    }

    /// Lays `color` over every pixel (source-over; the pixels stay opaque where they were).
    static func tint(_ pixels: inout [UInt32], with color: Color) {
        guard color.alpha > 0 else { return }
        let a = min(color.alpha, 1), keep = 1 - a
        let add = (color.red * 255 * a, color.green * 255 * a, color.blue * 255 * a)
        func mix(_ channel: UInt32, _ added: Double) -> UInt32 { UInt32(min((Double(channel) * keep + added).rounded(), 255)) }
        for i in pixels.indices {
            let p = pixels[i]
            pixels[i] = p & 0xFF00_0000 | mix((p >> 16) & 0xFF, add.0) << 16 | mix((p >> 8) & 0xFF, add.1) << 8 | mix(p & 0xFF, add.2)
        }
    }

    /// Four channel sums divided by `count`, rounded, packed back into ARGB.
    private static func pack(_ sums: (UInt32, UInt32, UInt32, UInt32), _ count: UInt32) -> UInt32 {
        let half = count / 2
        return ((sums.0 + half) / count) << 24 | ((sums.1 + half) / count) << 16 | ((sums.2 + half) / count) << 8
            | ((sums.3 + half) / count)
    }
}
