import UIKit

final class ConversationsViewController: UITableViewController {}
final class MessageComposerViewController: UIViewController {}
final class TypingIndicatorViewController: UIViewController {}
final class ArchiveViewController: UITableViewController {}
final class LegacyBannerViewController: UIViewController {}
final class SettingsNavigationController: UINavigationController {}
final class ChatDetailsViewController: UIViewController {}
final class ContactsViewController: UITableViewController {}
final class ContactEditorViewController: UIViewController {}
final class OnboardingPageViewController: UIViewController {}

final class ConversationCell: UITableViewCell {}
final class ContactCell: UITableViewCell {}
