import Foundation
import NavGenSpecSynthesis
import NavGenTestSupport

/// A shrunk finding as a developer needs it to make it a fixture: each module's spec, its support
/// files and generated outputs, and `failure.txt` with what failed and how to draw the spec again.
struct FindingWriter {
    let model: AppModel
    let failure: Failure
    let outputs: [String: [String: String]]
    let seed: UInt64
    let index: Int

    /// The files, by path relative to the finding's folder.
    var files: [(path: String, text: String)] {
        var files = SpecWriter(model: model).specs
        if model.isModular {
            files.append(("Models/Models.swift", ParameterCatalog.modelsSource))
        }
        for module in model.modules {
            files += SupportCodeWriter(model: model).files(for: module).map { ("\(module.name)/Support/\($0.name)", $0.text) }
            files += (outputs[module.name] ?? [:]).sorted { $0.key < $1.key }.map { ("\(module.name)/generated/\($0.key)", $0.value) }
        }
        return files + [("failure.txt", failureText)]
    }

    var failureText: String {
        """
        \(failure.kind)

        Spec \(index) of seed \(seed), shrunk. Draw it again with
        NAVGEN_GENERATIVE_SEED=\(seed) NAVGEN_GENERATIVE_COUNT=\(index + 1) scripts/generative-campaign
        (the campaign shrinks it to this). Each module's folder holds its navigation.yml, the app's
        code beside it (Support/) and what navgen generated (generated/); docs/Testing.md says how
        to make it a fixture.

        \(failure.details)

        """
    }

    /// The specs, the support code and the failure, as the test's failure message prints them.
    var message: String {
        let shown = files.filter { !$0.path.contains("/generated/") && !$0.path.hasPrefix("Models/") }
        return "A synthesized spec fails: \(failure.kind)\n\n" + shown.map { "==> \($0.path) <==\n\($0.text)" }.joined(separator: "\n")
    }

    func write(to folder: URL) {
        try? FileManager.default.removeItem(at: folder)
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(file.text.utf8).write(to: url)
        }
    }
}
