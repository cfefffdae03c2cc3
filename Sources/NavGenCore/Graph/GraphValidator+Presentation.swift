/// The resolution of a presentation's details: a popover's anchor, a sheet's detents and grabber,
/// the modal transition style and `modalInPresentation`, each kept only where UIKit uses it (the
/// rules report the others: key-for-other-style, popover-anchor, sheet-detents).
extension ValidationRun {
    /// The presentation details of a transition of `style`.
    static func presentation(of declaration: TransitionDeclaration, style: TransitionStyle) -> Presentation {
        var presentation = Presentation()
        if style == .popover {
            presentation.anchor = declaration.anchor?.value
        }
        if style.presentsASheet {
            if let detents = declaration.detents?.value, !detents.isEmpty {
                var seen: Set<SheetDetent> = []
                presentation.detents = detents.map(\.value).filter { seen.insert($0).inserted }
            }
            if let grabber = declaration.grabber {
                presentation.showsGrabber = grabber.value
            }
        }
        if style.presentsModally {
            if let transition = declaration.modalTransition, transition.value.isAllowed(in: style) {
                presentation.modalTransition = transition.value
            }
            if let modal = declaration.modalInPresentation {
                presentation.isModalInPresentation = modal.value
            }
        }
        return presentation
    }
}
