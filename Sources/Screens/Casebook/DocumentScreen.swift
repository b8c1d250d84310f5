import Geometry
import Gestures
import ScrollTrace
import ScrollUI

/// `document` and `document-conflict` (seed 003's web view): web-view-like content with its own
/// recognizers (`DocumentView`), pushed on the stack, and a tap the app adds to it to hide and
/// show the bars.
///
/// - `document-conflict` is the article's failure: the document's tap, deeper in the tree, is
///   recognized first and the app's tap fails with it; and under UIKit's rules
///   (`UIKitBackGestureDefaults.noPriority`) the document's pan takes the edge swipe.
/// - `document` is the fix: the app's tap is recognized simultaneously with the document's
///   recognizers (the article's `shouldRecognizeSimultaneouslyWith` returning true), and the back
///   gesture keeps `BackGesturePolicy`'s priority. The document keeps every gesture of its own.
public final class DocumentScreen: ViewController, GestureRecognizerDelegate, StateLogFields {
    let isFixed: Bool
    let document = DocumentView()
    /// The app's own recognizer: a tap that hides and shows the bars.
    let barsTap = TapGestureRecognizer(name: "app.barsTap")
    public private(set) var barsHidden = false
    /// Taps the app's recognizer received.
    public private(set) var appTaps = 0

    public init(fixed: Bool) {
        isFixed = fixed
        super.init(title: fixed ? "Document" : "Document (conflict)", name: "document.screen")
        view.addSubview(document)
        barsTap.addAction { [weak self] _ in self?.toggleBars() }
        barsTap.delegate = self
        document.addGestureRecognizer(barsTap)
    }

    private func toggleBars() {
        appTaps += 1
        barsHidden.toggle()
        navigationController?.layout()
    }

    public func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        // not with the long press: a selection does not also toggle the bars
        isFixed && other !== document.longPress && document.builtInRecognizers.contains { $0 === other }
    }

    public override var prefersNavigationBarHidden: Bool { barsHidden }
    public override var uikitBackGestureDefaults: UIKitBackGestureDefaults { isFixed ? [] : .noPriority }
    public override var loggedScrollViews: [(id: String, scrollView: ScrollView)] {
        [("document", document.scrollView)]
    }
    public override var overlayNotes: [String] {
        isFixed
            ? [
                "the app's tap: simultaneous with the document's recognizers",
                "back gesture: priority over the document's pan",
            ]
            : [
                "the app's tap: fails when the document's tap is recognized",
                "back gesture: the document's pan takes edge swipes (UIKit)",
            ]
    }

    public func logFields() -> [(key: String, value: JSONValue)] {
        [
            (
                "document",
                .object([
                    ("zoom", .number(document.zoom)),
                    ("selection", document.selection.map { .number(Double($0)) } ?? .null),
                    ("linkTaps", .number(Double(document.linkTaps))),
                    ("appTaps", .number(Double(appTaps))),
                    ("barsHidden", .bool(barsHidden)),
                ])
            )
        ]
    }

    public override func layoutView() { document.frame = view.bounds }
}
