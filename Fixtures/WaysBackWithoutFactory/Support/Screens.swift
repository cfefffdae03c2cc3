import UIKit

final class InboxViewController: UIViewController {
    func openLegalTexts() {
        performSegue(.showLicenses)
        performSegue(.showTerms)
        performSegue(.showPrivacy)
    }
}

/// One class for two scenes of the Inbox storyboard, each a legal text.
final class DocumentViewController: UIViewController {}

/// The ways back of the screens that only segues show, on their own types.
@MainActor
func leave(licenses: UIViewController, terms: DocumentViewController, privacy: DocumentViewController) {
    LicensesScreen.goBack(from: licenses)
    TermsScreen.close(from: terms, animated: false)
    PrivacyScreen.navigate(from: privacy, to: .goBackToRoot)
}
