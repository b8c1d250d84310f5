// PNGTransparency — fixes for SDL_image 2.6's PNG loader.
// Implements: grey with tRNS read as grey + alpha; 16-bit RGB with tRNS keyed on the high bytes.
// Does not: touch surfaces a correct loader makes, or any other format.

import CSDL2

/// What SDL_image 2.6's PNG loader gets wrong about tRNS transparency outside palettes, and the
/// fixes `RGBAImage` applies (checked against ImageMagick by CompareTests):
///
/// - grey with tRNS (any bit depth): libpng expands it to 8-bit grey + alpha, correctly, but SDL_image
///   labels those two bytes a pixel as RGB565 and adds a meaningless colour key; the bytes are
///   read as grey + alpha instead;
/// - 16-bit RGB with tRNS: the pixels are cut to their high bytes but the colour key is made of
///   the key's low bytes, so the wrong pixels (if any) turn transparent; the key is set from the
///   high bytes instead — a pixel whose colour differs from the key only below 8 bits turns
///   transparent too, as it looks the same at the 8 bits compared.
///
/// Only the surfaces SDL_image 2.6 makes are touched: a loader that gets these right gives
/// surfaces (with alpha) that the checks below leave alone.
enum PNGTransparency {
    /// The header fields that matter here, and the tRNS chunk's bytes.
    struct Header {
        var bitDepth: UInt8
        var colourType: UInt8
        var transparency: [UInt8]?
    }

    /// Reads the chunks of a PNG before its image data; nil when the bytes are not a PNG.
    static func header(of data: UnsafeRawBufferPointer) -> Header? {
        guard data.count >= 33, data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func word(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        guard String(decoding: data[12..<16], as: UTF8.self) == "IHDR" else { return nil }
        var header = Header(bitDepth: data[24], colourType: data[25])
        var offset = 8
        while offset + 8 <= data.count {
            let length = word(offset), type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
            guard length >= 0, offset + 12 + length <= data.count, type != "IDAT" else { break }
            if type == "tRNS" { header.transparency = Array(data[offset + 8..<offset + 8 + length]) }
            offset += 12 + length
        }
        return header
    }

    /// Whether `surface` is SDL_image 2.6's mislabelled grey + alpha (see above): read its bytes
    /// with `greyAlphaPixels`.
    static func isMislabelledGreyAlpha(_ surface: UnsafeMutablePointer<SDL_Surface>, header: Header) -> Bool {
        let format = surface.pointee.format.pointee
        return header.colourType == 0 && header.transparency != nil && format.BitsPerPixel == 16 && format.Amask == 0
            && format.palette == nil
    }

    /// RGBA bytes from a surface whose pixels are pairs of grey and alpha bytes.
    static func greyAlphaPixels(_ surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt8] {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        guard let pixels = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else { return bytes }
        for y in 0..<height {
            for x in 0..<width {
                let grey = pixels[y * pitch + 2 * x], alpha = pixels[y * pitch + 2 * x + 1]
                let at = (y * width + x) * 4
                bytes[at] = grey; bytes[at + 1] = grey; bytes[at + 2] = grey; bytes[at + 3] = alpha
            }
        }
        return bytes
    }

    /// Sets the colour key of a 16-bit RGB image with tRNS from the key's high bytes (see above).
    static func fixColourKey(_ surface: UnsafeMutablePointer<SDL_Surface>, header: Header) {
        guard header.colourType == 2, header.bitDepth == 16, let key = header.transparency, key.count == 6,
            surface.pointee.format.pointee.Amask == 0
        else { return }
        SDL_SetColorKey(surface, 1, SDL_MapRGB(surface.pointee.format, key[0], key[2], key[4]))
    }
}
