// expect: get-only property
import UIKit
@MainActor func f(_ s: UIStoryboardSegue, _ vc: UIViewController) { s.destination = vc }
