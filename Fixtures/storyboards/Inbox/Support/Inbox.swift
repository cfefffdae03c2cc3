import UIKit

final class InboxViewController: UIViewController {}
final class MessageViewController: UIViewController {}
final class DraftViewController: UIViewController {}
final class UserViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
