import Geometry

extension View {
    /// Appends this view and its visible subviews to `list`. `visible` is the part of the
    /// superview's bounds that can be seen; subviews wholly outside it are skipped.
    public func render(into list: inout DisplayList, visible: Rect? = nil) {
        guard !isHidden, alpha > 0 else { return }
        if let visible, !frame.intersects(visible) { return }
        list.withSavedState { list in
            list.append(.translate(frame.origin))
            if alpha < 1 { list.append(.opacity(alpha)) }
            let local = Rect(origin: .zero, size: frame.size)
            if clipsToBounds { list.append(.clip(local)) }
            if let backgroundColor, backgroundColor.alpha > 0 {
                list.append(.fill(local, backgroundColor, cornerRadius: cornerRadius))
            }
            if bounds.origin != .zero { list.append(.translate(-bounds.origin)) }
            draw(in: &list)
            // Children outside what this view shows are culled; unclipped views cull by the parent's view.
            let childVisible: Rect? = clipsToBounds ? bounds : visible.map { $0.offsetBy(bounds.origin - frame.origin) }
            for subview in subviews { subview.render(into: &list, visible: childVisible) }
            drawOverlay(in: &list)
        }
    }
}
