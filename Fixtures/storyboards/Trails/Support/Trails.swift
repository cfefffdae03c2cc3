import UIKit

final class MapViewController: UIViewController {}
final class SearchViewController: UITableViewController {}
final class SearchResultCell: UITableViewCell {}
final class NotesViewController: UIViewController {}
final class LayersViewController: UITableViewController {}
final class LayerEditorViewController: UIViewController {}
final class SyncViewController: UIViewController {}
final class PreferencesViewController: UITableViewController {}
final class AboutViewController: UIViewController {}
