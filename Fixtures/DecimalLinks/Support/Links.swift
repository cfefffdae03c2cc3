import Foundation
import UIKit

/// A place's link, read from a URL as the scene delegate reads one, and opened on the map's stack.
@MainActor
func openPlace(from url: URL, in navigationController: UINavigationController) -> Bool {
    guard let link = DeepLink(url: url), case .place(let latitude, _, _) = link, latitude.isFinite else { return false }
    link.open(in: navigationController, animated: false)
    return true
}

/// The URL a share sheet offers for a place, without a zoom.
func shareURL(latitude: Double, longitude: Double) -> URL {
    DeepLink.place(latitude: latitude, longitude: longitude).url
}
