// expect: cannot assign to property: 'style' is a get-only property
import UIKit
@MainActor func makeColumns(_ split: UISplitViewController) { split.style = .doubleColumn }
