// expect: type 'UISplitViewController.Style' has no member 'double'
import UIKit
@MainActor func makeSplit() -> UISplitViewController { UISplitViewController(style: .double) }
