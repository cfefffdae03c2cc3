// expect: value of optional type 'UITableViewCell?' must be unwrapped
import UIKit
@MainActor func cell(_ tv: UITableView) -> UITableViewCell {
    let c: UITableViewCell = tv.dequeueReusableCell(withIdentifier: "x")
    return c
}
