// A stub of AVKit for type-checking generated code on Linux: only the view controller that a
// storyboard scene may be (Interface Builder's `avPlayerViewController`). Signatures copy the iOS
// 17 SDK's, as Tests/Stubs/UIKit/README.md asks; the player itself (AVFoundation's AVPlayer) is
// left out, since no generated code uses it.
import UIKit

// doc: avkit/avplayerviewcontroller — `@MainActor class AVPlayerViewController`, inherits from
// UIViewController. Its initializers are UIViewController's, inherited.
@MainActor
open class AVPlayerViewController: UIViewController {}
