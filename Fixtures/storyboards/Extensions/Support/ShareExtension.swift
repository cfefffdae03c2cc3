import UIKit

final class ShareViewController: UIViewController {}
final class DestinationViewController: UIViewController {}
