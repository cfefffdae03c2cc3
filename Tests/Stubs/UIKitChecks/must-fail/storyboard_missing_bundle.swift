// expect: missing argument for parameter 'bundle' in call
import UIKit
@MainActor func sb() -> UIStoryboard { UIStoryboard(name: "Main") }
