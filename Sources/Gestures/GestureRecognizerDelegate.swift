/// Lets an owner tune how a recognizer competes (UIKit's `UIGestureRecognizerDelegate`).
///
/// Every hook has a default (see the extension), so a conformer implements only what it needs.
/// The arena asks the hooks dynamically, each time it decides, never caching the answers.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when `recognizer` is about to leave `.possible` (after the recognizers it must
    /// wait for have failed). No → it fails, and recognizers waiting on it may proceed.
    /// Default: true.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool

    /// Why `gestureRecognizerShouldBegin` just returned false, for the arena's explanation
    /// (no UIKit counterpart). Default: nil.
    func reasonForNotBeginning(_ recognizer: GestureRecognizer) -> String?

    /// Asked when a touch begins, before `recognizer` sees it. No → the recognizer never
    /// sees this touch (and stays as it is). Default: true.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool

    /// Whether the two may both be recognized for the same touches. Yes from either side's
    /// delegate is enough (UIKit: "returning false does not guarantee exclusion"). Default: false.
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool

    /// Yes → `recognizer` stays possible until `other` fails (a dynamic `require(toFail:)`).
    /// Default: false.
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool

    /// Yes → `other` stays possible until `recognizer` fails, i.e. `recognizer` has priority
    /// (how a back-swipe edge pan makes scroll views' pans wait for it). Default: false.
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool
}

public extension GestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    func reasonForNotBeginning(_ recognizer: GestureRecognizer) -> String? { nil }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { false }
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool { false }
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool { false }
}
