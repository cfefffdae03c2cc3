import Foundation

// SwiftPM generates this accessor for a target with resources, each target its own; the stub
// stands in for it.
extension Bundle {
    // Computed: the iOS 16.4 SDK's NSBundle (NSBundle.h:19) is not Sendable, so a stored
    // static is an error in Swift 6 there.
    static var module: Bundle { .main }
}
