// expect: has no member 'blurOverFullScreen'
import UIKit
@MainActor func style(_ vc: UIViewController) { vc.modalPresentationStyle = .blurOverFullScreen }
