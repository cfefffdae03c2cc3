import UIKit

/// The feature's search screen: public, since the app shows it.
public final class `Protocol`: UIViewController {}
