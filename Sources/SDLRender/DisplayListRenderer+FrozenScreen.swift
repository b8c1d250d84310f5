// DisplayListRenderer+FrozenScreen — the screen under a backdrop that is fading in, drawn once.
// Implements: the items before a backdrop that draw exactly the screen it froze (its content),
//   drawn once into a picture of the output and copied unblended each frame until the backdrop
//   covers them (a context menu's opening: the dimmed, blurred screen fades in over the screen
//   it was made from).
// Does not: screens that change under the backdrop (drawn item by item), GPU renderers.

import CSDL2
import ScrollUI

/// The picture of the last frozen screen drawn, kept while the next frame's is the same.
final class FrozenScreenCache {
    var items: [DisplayItem] = []
    var size: (w: Int32, h: Int32) = (0, 0)
    var texture: OpaquePointer?
    /// Frames drawn from the picture so far (for tests).
    var copies = 0

    /// Frees the picture (a frame without a backdrop: the menu has closed).
    func forget() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        items = []
    }

    deinit {
        forget()
    }
}

extension DisplayListRenderer {
    /// When the first items of `list` draw the screen its first backdrop froze (and the items
    /// between them and the backdrop draw nothing), copies that screen's kept picture onto
    /// `output` (drawing it first if it is new) and returns the backdrop's index: the items
    /// before it are only applied to the state. Nil when the list is to be drawn item by item.
    func drawFrozenScreen(of list: DisplayList, output: PixelBox, background: Color) -> Int? {
        guard meshes != nil, keepsSubtreeRasters, rasterShift == nil else { return nil }
        guard let index = list.items.firstIndex(where: { if case .backdrop = $0 { true } else { false } }),
            case .backdrop(let backdrop) = list.items[index]
        else {
            frozenScreens.forget()
            return nil
        }
        var screen = backdrop.content.items
        while screen.last == .restore { screen.removeLast() }
        guard !screen.isEmpty, screen.count <= index, list.items[..<screen.count].elementsEqual(screen),
            list.items[screen.count..<index].allSatisfy(RenderState.changesStateOnly)
        else { return nil }
        let size = (w: output.width, h: output.height)
        if frozenScreens.items != screen || frozenScreens.size != size || frozenScreens.texture == nil {
            if let old = frozenScreens.texture { SDL_DestroyTexture(old) }
            var frozen = DisplayList()
            for item in screen { frozen.append(item) }
            frozenScreens.texture = pictureDrawnOnce(of: frozen, size: size, background: background)
            frozenScreens.items = screen
            frozenScreens.size = size
        }
        guard let texture = frozenScreens.texture else { return nil }
        var destination = SDL_Rect(x: output.x, y: output.y, w: output.width, h: output.height)
        SDL_RenderCopy(renderer, texture, nil, &destination)
        frozenScreens.copies += 1
        notePaintedBackground([output], colour: .clear)  // painted, by no one colour
        return index
    }
}
