import Foundation
@testable import FlipbookUIKit

/// A carousel section: groups 80 % of the width and 150 points tall, one item each, 10 points
/// apart and 16 points in from the sides, scrolling across as `behavior` says.
@MainActor
func carouselSection(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(150)), subitems: [item])
    let carousel = NSCollectionLayoutSection(group: group)
    carousel.orthogonalScrollingBehavior = behavior
    carousel.interGroupSpacing = 10
    carousel.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    return carousel
}
