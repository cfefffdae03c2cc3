// expect: requires that 'NotAVC' inherit from 'UIViewController'
import UIKit
final class NotAVC: NSObject { init?(coder: NSCoder) { super.init() } }
@MainActor func make(_ sb: UIStoryboard) {
    let x = sb.instantiateViewController(identifier: "X") { coder in NotAVC(coder: coder) }
    _ = x
}
