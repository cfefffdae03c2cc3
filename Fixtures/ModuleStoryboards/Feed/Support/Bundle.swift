import Foundation

// SwiftPM generates this accessor for a target with resources, each target its own; the stub
// stands in for it.
extension Bundle {
    static let module = Bundle.main
}
