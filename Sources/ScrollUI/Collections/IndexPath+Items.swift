import Foundation

/// Foundation's `IndexPath`, named here so that a screen that imports ScrollUI (or ScrollLabKit)
/// without Foundation can write `IndexPath(item:section:)`, as UIKit (which re-exports
/// Foundation) lets it; with Foundation imported too, both names are the same type.
public typealias IndexPath = Foundation.IndexPath

/// UIKit's item index paths: Foundation's `IndexPath` of two indices, section then item
/// (`IndexPath(item:section:)`, which UIKit adds to Foundation on Apple's platforms).
extension IndexPath {
    /// The index path of `item` in `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section (the first index).
    public var section: Int { self[0] }

    /// The item within the section (the second index).
    public var item: Int { self[1] }
}
