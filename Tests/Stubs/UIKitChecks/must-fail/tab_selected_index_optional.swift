// expect: value of optional type 'UITabBarController?' must be unwrapped to refer to member 'selectedIndex'
import UIKit
@MainActor func select(_ vc: UIViewController) { vc.tabBarController.selectedIndex = 1 }
