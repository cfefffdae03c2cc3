/// View controller classes of Apple's frameworks, which a screen may use as they are (a storyboard
/// scene without a custom class is a `UIViewController`): navgen must not extend them with one
/// screen's members, and their module must be imported.
public enum SystemClass {
    /// The framework that declares `className`, or nil when the class is the app's own (or a
    /// library's). UIKit's classes are told by their prefix; the others are the view controllers
    /// that Interface Builder's library or common code creates.
    public static func module(of className: String) -> String? {
        // Asked for every screen: the prefix is read as bytes, and the table only for names that
        // could be in it.
        var bytes = className.utf8.makeIterator()
        let first = bytes.next()
        if first == UInt8(ascii: "U"), bytes.next() == UInt8(ascii: "I"), let third = bytes.next(),
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(third)
        {
            return "UIKit"
        }
        guard className.hasSuffix("Controller") else { return nil }
        return otherFrameworks[className]
    }

    private static let otherFrameworks: [String: String] = [
        "AVPlayerViewController": "AVKit",
        "CNContactPickerViewController": "ContactsUI",
        "CNContactViewController": "ContactsUI",
        "EKEventEditViewController": "EventKitUI",
        "EKEventViewController": "EventKitUI",
        "GKGameCenterViewController": "GameKit",
        "MFMailComposeViewController": "MessageUI",
        "MFMessageComposeViewController": "MessageUI",
        "PHPickerViewController": "PhotosUI",
        "QLPreviewController": "QuickLook",
        "SFSafariViewController": "SafariServices",
        "SKStoreProductViewController": "StoreKit",
        "VNDocumentCameraViewController": "VisionKit",
    ]
}
