// expect: cannot override with a stored property 'title'
// Why a parameter named like a property UIKit's class has is refused (inherited-property-storage,
// docs/Spec.md): the view controller cannot keep it as `let title`, which Apple's SDK rejects so.
import UIKit
final class EditorViewController: UIViewController {
    let title: String? = nil
}
