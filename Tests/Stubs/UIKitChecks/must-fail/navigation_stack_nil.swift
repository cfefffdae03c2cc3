// expect: 'nil' cannot be assigned to type '[UIViewController]'
import UIKit
@MainActor func clear(_ nav: UINavigationController) { nav.viewControllers = nil }
