import NavGenCore
import NavGenMustache

extension TemplateContext {
    /// The `UIModalPresentationStyle` a style sets; nil where UIKit's default is meant.
    static func modalPresentationStyle(_ style: TransitionStyle) -> String? {
        // Spelt out rather than made from the raw value: printed twice for most transitions.
        switch style {
        case .fullScreen: ".fullScreen"
        case .overFullScreen: ".overFullScreen"
        case .pageSheet: ".pageSheet"
        case .formSheet: ".formSheet"
        case .popover: ".popover"
        case .push, .present, .segue, .unwind, .embed, .dismiss, .pop, .popToRoot, .popTo: nil
        }
    }
}

/// The details of presentations as Swift code: a sheet's detents, the modal transition style,
/// and the SwiftUI modifiers that do what they do in UIKit.
extension TemplateContext {
    /// `[.medium(), .large(), .custom { _ in 320 }]`, for `UISheetPresentationController.detents`.
    static func sheetDetents(_ detents: [SheetDetent]) -> String {
        let items = detents.map { detent in
            switch detent {
            case .medium: ".medium()"
            case .large: ".large()"
            case .custom: ".custom { _ in \(detent.spelling) }"
            }
        }
        return "[" + items.joined(separator: ", ") + "]"
    }

    /// The `UIModalTransitionStyle` case.
    static func modalTransitionStyle(_ transition: ModalTransition) -> String {
        "." + transition.rawValue
    }

    /// `true`, or missing for `false`: a key of a detail that only some transitions have, which
    /// the context of the others leaves out.
    static func trueOrMissing(_ flag: Bool) -> MustacheValue? {
        flag ? .bool(true) : MustacheValue?.none
    }

    /// The modifiers a SwiftUI destination gets for the details of its presentation, in the
    /// order UIKit's properties are set: `presentationDetents([.medium])`, `presentationDragIndicator(.visible)`,
    /// `interactiveDismissDisabled()`. SwiftUI has no counterpart of the modal transition style.
    static func swiftUIPresentationModifiers(_ presentation: Presentation) -> [String] {
        var modifiers: [String] = []
        if !presentation.detents.isEmpty {
            let detents = presentation.detents.map { detent in
                switch detent {
                case .medium: ".medium"
                case .large: ".large"
                case .custom: ".height(\(detent.spelling))"
                }
            }
            modifiers.append("presentationDetents([" + detents.joined(separator: ", ") + "])")
        }
        if presentation.showsGrabber { modifiers.append("presentationDragIndicator(.visible)") }
        if presentation.isModalInPresentation { modifiers.append("interactiveDismissDisabled()") }
        return modifiers
    }
}
