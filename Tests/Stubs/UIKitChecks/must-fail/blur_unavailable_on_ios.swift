// expect: 'blurOverFullScreen'
// The stubs lack the case ("has no member"); Apple's SDK declares it unavailable in iOS
// (UIViewController.h:53, API_UNAVAILABLE(ios)): "'blurOverFullScreen' is unavailable in iOS".
import UIKit
@MainActor func style(_ vc: UIViewController) { vc.modalPresentationStyle = .blurOverFullScreen }
