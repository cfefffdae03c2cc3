import SwiftUI

/// The app's root: one router for every stack.
struct MailRootView: View {
    @State private var router = NavigationRouter()

    var body: some View {
        RoutedStack(router: router) {
            Text("Inbox")
        }
    }

    /// After a message is archived: back to its folder, or to the inbox.
    func messageArchived(keepFolder: Bool) {
        if keepFolder {
            router.popToFolder()
        } else {
            router.popToRoot()
        }
    }

    /// Inside the composer's sheet: back from the attachments to the composer, then closed.
    func sent(from composer: NavigationRouter) {
        composer.popToComposer()
        composer.dismiss()
    }
}
