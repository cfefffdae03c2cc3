import NavGenCore

extension Screen {
    /// The screen's class as generated code names it. The app's own class of a screen that another
    /// module declares is qualified with that module (`Accounts.Protocol`): outside its module the
    /// name may also be one that UIKit brings in (Objective-C's `Protocol`), and is then ambiguous.
    /// A class of Apple's frameworks, or of the module's own spec, stands alone.
    var classInCode: String {
        guard isExternal, let module, SystemClass.module(of: className) == nil else { return SwiftName.escaped(className) }
        return "\(SwiftName.escaped(module)).\(SwiftName.member(className))"
    }

    /// The type that holds the screen's generated members as code names it: its class as
    /// `classInCode` names it, or its own type.
    var hostTypeInCode: String {
        host == .ownClass ? classInCode : SwiftName.escaped(hostType)
    }
}
