import UIKit

final class LibraryViewController: UIViewController {}
final class AlbumViewController: UIViewController {}
final class SearchViewController: UIViewController {}
final class FiltersViewController: UIViewController {}
