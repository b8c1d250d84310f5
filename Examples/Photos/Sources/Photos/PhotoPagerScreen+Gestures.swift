import ScrollLabKit

/// A pan that begins only when `allows` says so for its first translation (past the slop):
/// the dismissal's "down, not sideways" and the like, decided by direction.
public final class DirectionalPanGestureRecognizer: PanGestureRecognizer {
    var allows: (Point) -> Bool = { _ in true }

    public override func shouldBegin(translation: Point) -> Bool { allows(translation) }
}

extension PhotoPagerScreen {
    func addGestures() {
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addAction { [weak self] in self?.doubleTapped($0) }
        singleTap.require(toFail: doubleTap)
        singleTap.addAction { [weak self] recognizer in
            guard recognizer.state == .ended, let navigation = self?.navigationController else { return }
            navigation.isNavigationBarHidden.toggle()
        }
        // Vertical or horizontal by the drag's direction: down on a fitted photo dismisses; sideways is the pager's.
        dismissPan.allows = { [weak self] translation in
            guard let photo = self?.shownPhoto else { return false }
            return translation.y > abs(translation.x) && photo.zoomScale <= photo.minimumZoomScale
                && !photo.isZoomBouncing
        }
        dismissPan.addAction { [weak self] in self?.dragged($0, axis: .vertical) }
        edgePan.addAction { [weak self] in self?.dragged($0, axis: .horizontal) }
        pager.panRecognizer.require(toFail: edgePan)
        [doubleTap, singleTap, dismissPan, edgePan].forEach(view.addGestureRecognizer)
    }

    private func doubleTapped(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .ended, let photo = shownPhoto else { return }
        photo.toggleZoom(about: recognizer.location(in: photo.image))
    }

    /// The pan drives the dismissal along `axis`: the presentation's rule (half the travel, or a
    /// fling) decides, with a sideways drag scaled to the presentation's vertical travel.
    private func dragged(_ recognizer: GestureRecognizer, axis: Axis) {
        guard let pan = recognizer as? PanGestureRecognizer, let presentation = photoPresentation else { return }
        let extent = axis == .vertical ? view.bounds.height : view.bounds.width
        let scale = extent > 0 ? presentation.travel / extent : 1
        switch pan.state {
        case .began:
            transition.axis = axis
            presentation.beginInteractiveDismissal(at: pan.eventTime)
        case .changed: presentation.updateInteractiveDismissal(translation: pan.translation(in: nil)[axis] * scale)
        case .ended:
            presentation.finishInteractiveDismissal(velocity: pan.velocity(in: nil)[axis] * scale, at: pan.eventTime)
        case .cancelled: presentation.cancelInteractiveDismissal(at: pan.eventTime)
        default: break
        }
    }
}
