import UIKit

final class TimelineViewController: UIViewController {}
final class TweetListView: UIView {}
final class AvatarView: UIView {}

extension TimelineViewController {
    func build() {
        let list: TweetListView = TweetListView.loadFromNib(owner: self)
        let avatar = AvatarView.loadFromNib()
        view.addSubview(list)
        view.addSubview(avatar)
        _ = AvatarView.nib
        _ = TimelineViewController.instantiate()
    }
}
