// expect: cannot assign to property: 'presentedViewController' is a get-only property
import UIKit
@MainActor func fake(_ presenter: UIViewController, _ other: UIViewController) { presenter.presentedViewController = other }
