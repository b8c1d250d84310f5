import ScrollPhysics

/// Told of the search text as one types (UIKit's `UISearchResultsUpdating`).
public protocol SearchResultsUpdating: AnyObject {
    /// Called when search becomes active or ends and after every change of the text.
    func updateSearchResults(for searchController: SearchController)
}

/// Search in a navigation bar (UIKit's `UISearchController`, set as a screen's
/// `navigationItem.searchController`): its ``SearchBar`` sits under the large title; a tap in
/// it activates search — the bar moves up over the title, Cancel shows, the keyboard rises —
/// and Cancel ends it. The results are filtered in place by the updater, or shown in
/// `searchResultsController` over the screen while there is text. The controller owns its bar's
/// `onBeginEditing`, `onCancel` and `onTextChange`: listen through the updater.
public final class SearchController {
    public let searchBar = SearchBar(name: "searchController.searchBar")
    /// Gets the text as one types (UIKit holds it weakly too).
    public weak var searchResultsUpdater: SearchResultsUpdating?
    /// Shown over the screen while search is active and the text is not empty; nil: the screen
    /// filters its own content.
    public let searchResultsController: ViewController?
    /// The search bar's height in a navigation bar, in points: UIKit's `_UISearchBarLayout
    /// -naturalTotalHeight` (the search-field container's natural height) — 36 pt of field and
    /// 8 pt above and below on iPhone, 52 pt, which the decompile computes in a sublayout whose
    /// constants it does not show; measured on iOS 11–18 screenshots.
    public static let barHeight = 52.0
    /// How long the bar takes to move over the title and back, in seconds (chosen: UIKit runs it
    /// in `UISearchController`'s presentation transition, whose duration the decompile does not
    /// show; the keyboard's 0.25 s, with which it runs on a device).
    public static let presentationDuration = 0.25

    /// Whether search is active: the bar over the title, Cancel shown. Setting it false ends
    /// search as Cancel does (the text emptied, editing ended).
    public var isActive: Bool {
        get { active }
        set {
            if newValue { activate() } else { searchBar.cancel() }
        }
    }
    private var active = false
    /// 0 with the bar under the title, 1 with it at the top, moving between them.
    public private(set) var presentationProgress = 0.0
    private var animation: (motion: TimedAnimation<Double>, start: Double)?
    /// What activation hides above the search bar and what it reveals of it (points), taken when
    /// search begins so the bar stays put while the list scrolls under it.
    var hiddenAbove = 0.0, revealed = 0.0
    /// The list's collapse when search began: the bar keeps the layout it had then while search
    /// is shown, so pulling the list does not stretch it.
    var collapseAtActivation = 0.0
    /// Told as search begins, so the bar's layout can note what activation hides and reveals.
    var onWillPresent: (() -> Void)?
    /// Told each frame the presentation moves (the navigation controller lays itself out).
    var onPresentationChange: (() -> Void)?

    public init(searchResultsController: ViewController? = nil) {
        self.searchResultsController = searchResultsController
        searchBar.searchController = self
        searchBar.onBeginEditing = { [weak self] in self?.activate() }
        searchBar.onCancel = { [weak self] in self?.deactivate() }
        searchBar.onTextChange = { [weak self] _ in self?.notifyUpdater() }
    }

    private func activate() {
        guard !active else { return }
        active = true
        searchBar.showsCancelButton = true
        onWillPresent?()
        animate(to: 1)
        notifyUpdater()
        if !searchBar.field.isFirstResponder { searchBar.field.becomeFirstResponder() }
    }

    private func deactivate() {
        guard active else { return }
        active = false
        searchBar.showsCancelButton = false
        animate(to: 0)
        notifyUpdater()
    }

    private func notifyUpdater() { searchResultsUpdater?.updateSearchResults(for: self) }

    private func animate(to target: Double) {
        let start = searchBar.timelineTime ?? 0
        animation = (TimedAnimation(from: presentationProgress, to: target, duration: Self.presentationDuration), start)
        searchBar.setNeedsAdvance()
    }

    var isMoving: Bool { animation != nil }

    func advance(to time: Double) {
        guard let (motion, start) = animation else { return }
        presentationProgress = motion.value(at: time - start)
        if motion.isDone(at: time - start) { animation = nil }
        onPresentationChange?()
    }
}
