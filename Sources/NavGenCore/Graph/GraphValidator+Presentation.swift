/// The rules of a presentation's details: a popover's anchor, a sheet's detents and grabber, the
/// modal transition style and `modalInPresentation`, each only where UIKit uses it.
extension ValidationRun {
    /// The presentation details of a transition, after reporting those its style does not take.
    mutating func presentation(
        of declaration: TransitionDeclaration, style: TransitionStyle, destination: Int, screens: [Screen]
    ) -> Presentation {
        let stylePlace = declaration.style?.position ?? declaration.position
        let styleName = "style \(style.rawValue)"
        var presentation = Presentation()
        if style == .popover {
            if let anchor = declaration.anchor {
                presentation.anchor = anchor.value
                checkAnchorArgument(anchor, destination: destination, screens: screens)
            } else {
                report(
                    .popoverAnchor, "a popover needs 'anchor', what it points at: view (a source view) or barButtonItem; the generated method takes it as an argument",
                    at: stylePlace)
            }
        } else if let anchor = declaration.anchor {
            report(.keyForOtherStyle, "'anchor' only applies to transitions with style popover, not to \(styleName)", at: anchor.position)
        }

        if let detents = declaration.detents {
            if !style.presentsASheet {
                report(
                    .keyForOtherStyle, "'detents' applies to sheets (style present, pageSheet or formSheet), not to \(styleName)",
                    at: detents.position)
            } else if detents.value.isEmpty {
                report(.sheetDetents, "'detents' is empty; list at least one of medium, large or a height in points", at: detents.position)
            } else {
                presentation.detents = uniqueDetents(detents.value)
            }
        }
        if let grabber = declaration.grabber {
            if style.presentsASheet {
                presentation.showsGrabber = grabber.value
            } else {
                report(.keyForOtherStyle, "'grabber' applies to sheets (style present, pageSheet or formSheet), not to \(styleName)", at: grabber.position)
            }
        }

        if let transition = declaration.modalTransition {
            if !style.presentsModally {
                report(.keyForOtherStyle, "'modalTransition' applies to presentations, not to \(styleName)", at: transition.position)
            } else if transition.value == .partialCurl, style != .fullScreen {
                // UIKit raises an exception when it presents a partial curl in any other style.
                report(.keyForOtherStyle, "modalTransition partialCurl needs style fullScreen; UIKit refuses it in \(styleName)", at: transition.position)
            } else {
                presentation.modalTransition = transition.value
            }
        }
        if let modal = declaration.modalInPresentation {
            if style.presentsModally {
                presentation.isModalInPresentation = modal.value
            } else {
                report(.keyForOtherStyle, "'modalInPresentation' applies to presentations, not to \(styleName)", at: modal.position)
            }
        }
        return presentation
    }

    /// The detents without repeats, after reporting each repeat.
    private mutating func uniqueDetents(_ detents: [Located<SheetDetent>]) -> [SheetDetent] {
        var firsts: [SheetDetent: SourcePosition] = [:]
        var unique: [SheetDetent] = []
        for detent in detents {
            if let first = firsts[detent.value] {
                report(
                    .sheetDetents, "detent \(detent.value.spelling) is listed twice", at: detent.position,
                    notes: [note("it is first listed here", at: first)])
            } else {
                firsts[detent.value] = detent.position
                unique.append(detent.value)
            }
        }
        return unique
    }

    /// The anchor becomes an argument of the generated method beside the parameters of the
    /// destination's factory (a container's include its children's), so that none may have its name.
    private mutating func checkAnchorArgument(_ anchor: Located<PopoverAnchor>, destination: Int, screens: [Screen]) {
        let name = anchor.value.parameter.name
        let clash = FactoryParameters.all(of: destination, in: screens).first { place in
            screens[place.screen].parameters[place.parameter].name == name
        }
        guard let clash else { return }
        report(
            .reservedName, "screen '\(screens[clash.screen].name)' has a parameter '\(name)', the name the popover's anchor argument takes; rename the parameter",
            at: anchor.position)
    }
}
