import UIKit

/// The initial scene of Feed's Main.storyboard: public, since the app shows it.
public final class FeedViewController: UIViewController {
    func postTapped(_ postID: Int) {
        navigate(to: .post(postID: postID))
    }
}

/// Public as all of Feed's code is, its factory among it.
public final class PostViewController: UIViewController {
    let postID: Int

    init?(coder: NSCoder, postID: Int) {
        self.postID = postID
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(postID:)")
    }
}
