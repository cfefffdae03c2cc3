// expect: call to main actor-isolated initializer 'init(title:message:preferredStyle:)' in a synchronous nonisolated context
import UIKit
func makeAlert() -> UIAlertController {
    UIAlertController(title: "t", message: nil, preferredStyle: .alert)
}
