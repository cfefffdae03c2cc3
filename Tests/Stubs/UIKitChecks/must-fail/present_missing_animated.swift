// expect: missing argument for parameter 'animated' in call
import UIKit
@MainActor func show(_ a: UIViewController, _ b: UIViewController) { a.present(b) }
