import Foundation

/// Supplies a `CollectionView`'s sections, items and headers (UIKit's
/// `UICollectionViewDataSource`; the same shape as `TableViewDataSource`, with sections).
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections; the default is 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// A configured cell for the item, from `collectionView.dequeueReusableCell(withReuseIdentifier:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// A configured header for `section`, from `collectionView.dequeueReusableHeader(withReuseIdentifier:)`,
    /// asked when the layout has a `headerHeight`; the default is nil (no headers are shown).
    func collectionView(
        _ collectionView: CollectionView, viewForHeaderInSection section: Int
    ) -> CollectionReusableView?
}

public extension CollectionViewDataSource {
    func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    func collectionView(
        _ collectionView: CollectionView, viewForHeaderInSection section: Int
    ) -> CollectionReusableView? { nil }
}
