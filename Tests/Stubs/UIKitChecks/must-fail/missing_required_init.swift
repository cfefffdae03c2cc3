// expect: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'
import UIKit
struct User { let name: String }
final class ProfileViewController: UIViewController {
    let user: User
    init?(coder: NSCoder, user: User) {
        self.user = user
        super.init(coder: coder)
    }
}
