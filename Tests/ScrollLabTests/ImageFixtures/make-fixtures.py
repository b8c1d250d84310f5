#!/usr/bin/env python3
"""Writes the image fixtures of CompareTests (run from this folder; committed, so the tests need
no image tools). Every PNG colour type and bit depth, written byte by byte so each file is
exactly the kind it names, each beside its truecolour twin (8-bit RGB or RGBA) showing the same
picture; a GIF and a JPEG come from ImageMagick's `convert`."""
import struct, subprocess, zlib

W = H = 16

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

def png(name, colour_type, depth, rows, plte=None, trns=None):
    """rows: lists of samples (already packed per channel); packs sub-byte depths."""
    raw = b""
    for row in rows:
        if depth < 8:
            bits = "".join(format(v, "0%db" % depth) for v in row)
            bits += "0" * (-len(bits) % 8)
            data = bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))
        elif depth == 8:
            data = bytes(row)
        else:
            data = b"".join(struct.pack(">H", v) for v in row)
        raw += b"\0" + data
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, depth, colour_type, 0, 0, 0))
    if plte: out += chunk(b"PLTE", b"".join(bytes(c) for c in plte))
    if trns is not None: out += chunk(b"tRNS", trns)
    out += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    open(name, "wb").write(out)

def rgb(name, pixels):  # pixels[y][x] = (r, g, b)
    png(name, 2, 8, [[c for p in row for c in p] for row in pixels])

def rgba(name, pixels):  # pixels[y][x] = (r, g, b, a)
    png(name, 6, 8, [[c for p in row for c in p] for row in pixels])

# Grey at 1, 2, 4, 8 and 16 bits: every level the depth has.
for depth in (1, 2, 4, 8, 16):
    levels = 2 ** min(depth, 8)
    value = lambda x, y: (x + W * y) % levels
    eight = lambda v: v * 255 // (levels - 1)
    sample = (lambda v: eight(v) * 257) if depth == 16 else (lambda v: v)
    png("gray%d.png" % depth, 0, depth, [[sample(value(x, y)) for x in range(W)] for y in range(H)])
    rgb("gray%d-rgb.png" % depth, [[(eight(value(x, y)),) * 3 for x in range(W)] for y in range(H)])

# Grey with a transparent level (tRNS), and grey + alpha at 8 and 16 bits.
png("gray8-trns.png", 0, 8, [[(x * 16) for x in range(W)] for y in range(H)], trns=struct.pack(">H", 32))
rgba("gray8-trns-rgba.png", [[(x * 16,) * 3 + (0 if x == 2 else 255,) for x in range(W)] for y in range(H)])
png("gray2-trns.png", 0, 2, [[x % 4 for x in range(W)] for y in range(H)], trns=struct.pack(">H", 2))
rgba("gray2-trns-rgba.png", [[((x % 4) * 85,) * 3 + (0 if x % 4 == 2 else 255,) for x in range(W)] for y in range(H)])
# 16-bit: 0x2021 is clear, 0x2020 beside it (the same high byte) stays opaque.
sixteen = lambda x: {2: 0x2021, 3: 0x2020}.get(x, x * 16 * 257)
png("gray16-trns.png", 0, 16, [[sixteen(x) for x in range(W)] for y in range(H)], trns=struct.pack(">H", 0x2021))
rgba("gray16-trns-rgba.png", [[(32 if x == 3 else x * 16,) * 3 + (0 if x == 2 else 255,) for x in range(W)] for y in range(H)])
grey_alpha = lambda x, y: (x * 17, y * 17)
png("grayalpha8.png", 4, 8, [[c for x in range(W) for c in grey_alpha(x, y)] for y in range(H)])
png("grayalpha16.png", 4, 16, [[c * 257 for x in range(W) for c in grey_alpha(x, y)] for y in range(H)])
rgba("grayalpha-rgba.png", [[(x * 17,) * 3 + (y * 17,) for x in range(W)] for y in range(H)])

# Palettes at 1, 2, 4 and 8 bits, without and with tRNS (one clear entry, and graded alpha).
palette = [((i * 53) % 256, (i * 97 + 40) % 256, (255 - i * 31) % 256) for i in range(256)]
alpha = [(i * 37) % 256 for i in range(256)]
for depth in (1, 2, 4, 8):
    count = 2 ** depth
    index = lambda x, y: (x * 3 + y * 5) % count
    rows = [[index(x, y) for x in range(W)] for y in range(H)]
    png("palette%d.png" % depth, 3, depth, rows, plte=palette[:count])
    rgb("palette%d-rgb.png" % depth, [[palette[index(x, y)] for x in range(W)] for y in range(H)])
index = lambda x, y: (x * 3 + y * 5) % 16
rows = [[index(x, y) for x in range(W)] for y in range(H)]
png("palette4-trns.png", 3, 4, rows, plte=palette[:16], trns=bytes(alpha[:16]))
rgba("palette4-trns-rgba.png", [[palette[index(x, y)] + (alpha[index(x, y)],) for x in range(W)] for y in range(H)])
png("palette4-key.png", 3, 4, rows, plte=palette[:16], trns=bytes([255, 255, 0]))
rgba("palette4-key-rgba.png", [[palette[index(x, y)] + (0 if index(x, y) == 2 else 255,) for x in range(W)] for y in range(H)])

# Truecolour: RGB 16-bit, RGB with a transparent colour (tRNS), RGBA 16-bit.
colour = lambda x, y: (x * 17, y * 17, (x * y) % 256)
png("rgb16.png", 2, 16, [[c * 257 for x in range(W) for c in colour(x, y)] for y in range(H)])
rgb("rgb16-rgb.png", [[colour(x, y) for x in range(W)] for y in range(H)])
png("rgb8-trns.png", 2, 8, [[c for x in range(W) for c in colour(x, y)] for y in range(H)], trns=struct.pack(">HHH", 17, 0, 0))
rgba("rgb8-trns-rgba.png", [[colour(x, y) + (0 if (x, y) == (1, 0) else 255,) for x in range(W)] for y in range(H)])
key16 = lambda x, y: 1 if (x, y) == (1, 0) else 0
png("rgb16-trns.png", 2, 16, [[c * 257 + key16(x, y) for x in range(W) for c in colour(x, y)] for y in range(H)], trns=struct.pack(">HHH", 17 * 257 + 1, 1, 1))
rgba("rgb16-trns-rgba.png", [[colour(x, y) + (0 if (x, y) == (1, 0) else 255,) for x in range(W)] for y in range(H)])
png("rgba16.png", 6, 16, [[c * 257 for x in range(W) for c in colour(x, y) + ((x + y) * 8,)] for y in range(H)])
rgba("rgba16-rgba.png", [[colour(x, y) + ((x + y) * 8,) for x in range(W)] for y in range(H)])

# White and black, 64x64, 1-bit grey as ImageMagick writes them (the case).
subprocess.run(["convert", "-size", "64x64", "xc:white", "-depth", "1", "white-gray1.png"], check=True)
subprocess.run(["convert", "-size", "64x64", "xc:black", "-depth", "1", "black-gray1.png"], check=True)
# A GIF of the 4-bit palette picture, and a JPEG of flat 8x8 blocks (JPEG keeps those nearly exact).
subprocess.run(["convert", "palette4-rgb.png", "palette4.gif"], check=True)
blocks = lambda x, y: [(230, 40, 40), (40, 200, 60), (30, 60, 220), (250, 250, 250)][(x // 8) + 2 * (y // 8)]
rgb("blocks-rgb.png", [[blocks(x, y) for x in range(W)] for y in range(H)])
subprocess.run(["convert", "blocks-rgb.png", "-quality", "100", "-sampling-factor", "1x1", "blocks.jpg"], check=True)
# Interlaced (Adam7), of the 8-bit grey picture.
subprocess.run(["convert", "gray8-rgb.png", "-interlace", "PNG", "interlaced.png"], check=True)
