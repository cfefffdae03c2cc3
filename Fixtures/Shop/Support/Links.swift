import Foundation

/// The link a push notification carries in its payload, read as the app delegate would.
func deepLink(inNotification userInfo: [AnyHashable: Any]) -> DeepLink? {
    (userInfo["link"] as? String).flatMap(URL.init(string:)).flatMap(DeepLink.init(url:))
}

/// The URL the share sheet offers for a product: its tab is left at the default.
func shareURL(ofProduct productID: Int, inCategory categoryID: String) -> URL {
    DeepLink.product(categoryID: categoryID, productID: productID).url
}
