import UIKit

final class LibraryViewController: UIViewController {}
final class AlbumStripViewController: UIViewController {}
final class SettingsViewController: UIViewController {}
