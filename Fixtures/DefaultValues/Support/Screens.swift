import UIKit

final class ListViewController: UIViewController {}

final class EditorViewController: UIViewController {
    init?(
        coder: NSCoder, text: String, isEditable: Bool, tags: [String], onSave: @escaping (String) -> Void,
        onCancel: (() -> Void)?, onFinish: @escaping @Sendable () -> Void, link: URL?
    ) {
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("use instantiate(...)")
    }
}

extension ListViewController {
    func edit() {
        presentEditor(onSave: { text in print(text) }, onFinish: {})
        presentEditor(text: "draft", isEditable: false, tags: ["a"], onSave: { _ in }, onCancel: nil, onFinish: {}, link: nil)
        navigate(to: .editor(onSave: { _ in }, onFinish: {}))
    }
}
