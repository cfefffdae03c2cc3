// expect: cannot assign to property: 'children' is a get-only property
import UIKit
@MainActor func adopt(_ parent: UIViewController, _ child: UIViewController) { parent.children = [child] }
