import UIKit

final class FeedViewController: UIViewController {}

final class PostViewController: UIViewController {
    var postID = 0
    var author: String?
}

final class ProfileViewController: UIViewController {
    init?(coder: NSCoder, userID: Int) {
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(userID:)")
    }
}

extension FeedViewController {
    func open() {
        let post = pushPost(postID: 1, author: nil)
        post.presentProfile(userID: 7)
        _ = PostViewController.identifier
    }
}
