// expect: 'blurOverFullScreen' is unavailable
// Apple's SDK declares it unavailable in iOS (UIViewController.h:53, API_UNAVAILABLE(ios)):
// "'blurOverFullScreen' is unavailable in iOS"; the stub, on every platform.
import UIKit
@MainActor func style(_ vc: UIViewController) { vc.modalPresentationStyle = .blurOverFullScreen }
