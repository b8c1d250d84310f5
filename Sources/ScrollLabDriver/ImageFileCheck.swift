// ImageFileCheck — the driver's pictures without SDL: a file found and a sound header count as loaded.
// Implements: `ImageDecoding` by `AssetCatalog` lookup and `ImageHeader` (PNG, GIF, JPEG, BMP, WebP).
// Does not: decode pixels (the screenshot product's `ScreenDriver.rendererDecoder` does).

import ScrollLabAssets
import ScrollUI

/// Loads a picture the way the renderer's decoder would decide it, without decoding it: the file
/// must be in the `AssetCatalog`'s `Images/` folders and its header must state a size. A missing
/// file or one of another format stays unloaded, on the same frame the renderer's decode would give;
/// a file whose header is sound but whose pixels are not counts as loaded (only a real decode sees that).
public final class ImageFileCheck: ImageDecoding {
    private var verdicts: [String: Bool] = [:]

    public init() {}

    public func startDecoding(_ name: String) {
        guard verdicts[name] == nil else { return }
        verdicts[name] = AssetCatalog.shared.imagePath(name).flatMap(ImageHeader.pixelSize(ofFileAt:)) != nil
    }

    public func finishDecoding(_ name: String) -> Bool {
        startDecoding(name)
        return verdicts[name] ?? false
    }

    public func discard(_ name: String) { verdicts[name] = nil }
}
