// expect: cannot convert value of type 'String' to closure result type 'UIViewController?'
import UIKit
@MainActor func make(_ sb: UIStoryboard) {
    let x = sb.instantiateViewController(identifier: "X") { _ in "not a view controller" }
    _ = x
}
