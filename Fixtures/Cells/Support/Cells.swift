import UIKit

final class GalleryViewController: UIViewController {}
final class PhotoCell: UICollectionViewCell {}
final class VideoCell: UICollectionViewCell {}
final class CommentCell: UITableViewCell {}
final class HeaderCell: UITableViewCell {}

@MainActor func configure(collectionView: UICollectionView, tableView: UITableView, at indexPath: IndexPath) {
    collectionView.register(PhotoCell.self)
    collectionView.register(VideoCell.self)
    collectionView.register(PhotoCell.nib, forCellWithReuseIdentifier: PhotoCell.identifier)
    let photo: PhotoCell = collectionView.dequeueReusableCell(PhotoCell.self, for: indexPath)
    let video: VideoCell = collectionView.dequeueReusableCell(VideoCell.self, for: indexPath)
    tableView.register(CommentCell.self)
    tableView.register(HeaderCell.self)
    let comment: CommentCell = tableView.dequeueReusableCell(CommentCell.self, for: indexPath)
    let header: HeaderCell = tableView.dequeueReusableCell(HeaderCell.self, for: indexPath)
    _ = (photo, video, comment, header, CommentCell.nib, VideoCell.identifier)
}
