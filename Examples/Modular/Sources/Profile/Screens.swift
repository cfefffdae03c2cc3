import UIKit

/// A user's page: public, since the app and Checkout show it.
public final class UserInfoViewController: UIViewController {
    public let userID: String

    init(userID: String) {
        self.userID = userID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    func editTapped() {
        presentEditProfile()
    }
}

/// Only Profile shows the editor, so it stays internal.
final class EditProfileViewController: UIViewController {
    func doneTapped() {
        close()
    }
}
