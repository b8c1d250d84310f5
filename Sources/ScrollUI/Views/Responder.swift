import Gestures

/// The touch half of UIKit's `UIResponder`: an object that is given touches and, when it does not
/// handle them, passes them on to `nextResponder`. A `View`'s next responder is its superview, or
/// for a screen's root view its `ViewController`, whose own is the view that holds the screen.
public protocol TouchResponder: AnyObject {
    /// Where unhandled touches go (UIKit `next`); nil at the end of the chain.
    var nextResponder: TouchResponder? { get }
    /// UIResponder `touchesBegan(_:with:)`; `time` in seconds.
    func touchesBegan(_ touches: [Touch], time: Double)
    /// UIResponder `touchesMoved(_:with:)`.
    func touchesMoved(_ touches: [Touch], time: Double)
    /// UIResponder `touchesEnded(_:with:)`.
    func touchesEnded(_ touches: [Touch], time: Double)
    /// UIResponder `touchesCancelled(_:with:)`.
    func touchesCancelled(_ touches: [Touch], time: Double)
}

extension ViewController: TouchResponder {
    /// The view that holds this screen's view (UIKit: a view controller's `next` is its view's superview).
    public var nextResponder: TouchResponder? { view.superview }
}
