import Geometry

extension View {
    /// Appends this view and its visible subviews to `list`. `visible` is the part of the
    /// superview's bounds that can be seen; subviews wholly outside it are skipped. A view with a
    /// `transform` draws its subtree scaled (`DisplayItem.scale`) into its transformed frame.
    public func render(into list: inout DisplayList, visible: Rect? = nil) {
        guard !isHidden, alpha > 0 else { return }
        if let visible, !frame.intersects(visible) { return }
        list.withSavedState { list in
            list.append(.translate(frame.origin))
            // A transform's scale applies about the frame's origin: the frame is already the
            // transformed box (about the centre), so the bounds drawn scaled from it fill it.
            let scale = transform.scale
            if scale != 1 { list.append(.scale(scale)) }
            if alpha < 1 { list.append(.opacity(alpha)) }
            let local = Rect(origin: .zero, size: scale == 1 ? frame.size : bounds.size)
            if clipsToBounds { list.append(.clip(local)) }
            if let backgroundColor, backgroundColor.alpha > 0 {
                list.append(.fill(local, backgroundColor, cornerRadius: cornerRadius))
            }
            if bounds.origin != .zero {
                list.append(showsBoundsOriginOnPixels ? .contentOffset(bounds.origin) : .translate(-bounds.origin))
            }
            draw(in: &list)
            // Children outside what this view shows are culled; unclipped views cull by the parent's view.
            let childVisible: Rect? =
                clipsToBounds
                ? bounds
                : visible.map { scale == 1 ? $0.offsetBy(bounds.origin - frame.origin) : convertFromSuperview($0) }
            for subview in subviews { subview.render(into: &list, visible: childVisible) }
            drawOverlay(in: &list)
        }
    }
}
