// expect: type 'UISplitViewController.Column' has no member 'inspector'
import UIKit
@MainActor func inspect(_ split: UISplitViewController, _ vc: UIViewController) { split.setViewController(vc, for: .inspector) }
