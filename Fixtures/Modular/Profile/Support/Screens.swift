import SwiftUI
import UIKit

/// A user's page: public, since the app and Checkout show it, with the class the generated
/// factory makes; the app adds a way from it to its settings.
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

public struct UserInfoView: View {
    let userID: String
    @StateObject private var router = UserInfoRouter()

    public init(userID: String) {
        self.userID = userID
    }

    public var body: some View {
        Text(userID)
            .navigationRoutes(router)
    }
}

struct EditProfileView: View {
    var body: some View {
        Text("Edit")
    }
}
