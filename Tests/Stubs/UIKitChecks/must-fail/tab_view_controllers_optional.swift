// expect: value of optional type '[UIViewController]?' must be unwrapped to refer to member 'count'
import UIKit
@MainActor func tabCount(_ tabs: UITabBarController) -> Int { tabs.viewControllers.count }
