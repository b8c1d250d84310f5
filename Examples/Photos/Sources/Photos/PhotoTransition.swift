import ScrollLabKit

/// How the pager comes and goes over the grid: it slides along `axis` — up from the bottom and
/// down when swiped down, from the right when the edge swipe takes it back — while its black
/// backdrop fades with the progress, so the grid shows through as the photo moves.
final class PhotoTransition: TransitioningDelegate, PresentationTransition {
    /// The axis the presented screen moves along: vertical (presenting, swiping down) or horizontal (the edge swipe).
    var axis = Axis.vertical
    /// Set the backdrop's opacity for a progress.
    var onProgress: ((Double) -> Void)?

    func transition(forPresented presented: ViewController, presenting: ViewController) -> PresentationTransition? {
        self
    }

    func layout(progress: Double, presented: View, presenting: View, container: Rect) {
        let away = 1 - progress
        presented.frame =
            axis == .vertical
            ? container.offsetBy(Point(x: 0, y: away * container.height))
            : container.offsetBy(Point(x: away * container.width, y: 0))
        onProgress?(min(max(progress, 0), 1))
    }
}
