// expect: cannot be called from outside of the actor
import UIKit
func later(_ nav: UINavigationController, _ vc: UIViewController) {
    Task.detached {
        nav.pushViewController(vc, animated: true)
    }
}
