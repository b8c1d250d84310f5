/// The reuse queues of a virtualized list (UIKit's `register` / `dequeueReusable…`): a factory
/// per reuse identifier and the views waiting to be handed out again.
struct ReusePool<Element: ReusableView> {
    private var factories: [String: () -> Element] = [:]
    private var queues: [String: [Element]] = [:]
    /// Views made so far (for reuse checks: it stops growing once the screen is covered).
    private(set) var created = 0

    /// Registers how to make a new view for `identifier`.
    mutating func register(_ make: @escaping () -> Element, for identifier: String) {
        factories[identifier] = make
    }

    /// A view from the `identifier` queue, prepared for reuse, or a new one from the registered
    /// factory. An unregistered identifier is a programming error.
    mutating func dequeue(_ identifier: String) -> Element {
        if let view = queues[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let make = factories[identifier] else {
            preconditionFailure("no view registered for reuse identifier \"\(identifier)\"")
        }
        created += 1
        return make()
    }

    /// Takes `view` out of its superview and queues it.
    mutating func enqueue(_ view: Element) {
        view.removeFromSuperview()
        queues[view.reuseIdentifier, default: []].append(view)
    }
}
