// expect: value of optional type 'UIViewController?' must be unwrapped to refer to member 'title'
import UIKit
@MainActor func primaryTitle(_ split: UISplitViewController) -> String? { split.viewController(for: .primary).title }
