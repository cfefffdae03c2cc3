// expect: call to main actor-isolated instance method 'dismiss(animated:completion:)' in a synchronous nonisolated context
import UIKit
func dismissFromBackground(_ vc: UIViewController) {
    vc.dismiss(animated: true)
}
