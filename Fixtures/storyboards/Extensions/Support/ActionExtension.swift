import UIKit

final class ActionViewController: UIViewController {}
final class PreviewViewController: UIViewController {}
