// expect: cannot convert value of type
import UIKit
@MainActor func pages() -> UIPageViewController {
    UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: ["UIPageViewControllerOptionInterPageSpacingKey": 8])
}
