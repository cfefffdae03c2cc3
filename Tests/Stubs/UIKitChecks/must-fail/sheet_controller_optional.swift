// expect: value of optional type 'UISheetPresentationController?' must be unwrapped
import UIKit
@MainActor func halfHeight(_ viewController: UIViewController) { viewController.sheetPresentationController.detents = [.medium()] }
