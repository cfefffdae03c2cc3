import UIKit

final class MailSplitViewController: UISplitViewController {}
final class MailboxesViewController: UITableViewController {}
final class MessageViewController: UIViewController {}
final class MessageHeaderViewController: UIViewController {}
final class ThreadViewController: UIViewController {}
final class ComposeViewController: UIViewController {}

final class MailboxCell: UITableViewCell {}
final class FilterCell: UITableViewCell {}
final class AttachmentViewController: UIViewController {}
