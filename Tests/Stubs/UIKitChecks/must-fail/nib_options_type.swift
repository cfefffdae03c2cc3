// expect: cannot convert value of type
import UIKit
@MainActor func f(_ nib: UINib) -> [Any] { nib.instantiate(withOwner: nil, options: ["UINibExternalObjects": 1]) }
