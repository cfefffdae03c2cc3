import Foundation
import NavGenSpecSynthesis
import NavGenTestSupport

/// The oracle run over specs `first..<first + count` of a seed, `jobs` at a time: what `swift test`
/// runs with the fixed seed, and `scripts/generative-campaign` with any (a long campaign in slices,
/// since one spec is drawn again from the seed and its index alone). Each failure is shrunk and written,
/// with everything that reproduces it, below `findingsFolder`.
struct Campaign: Sendable {
    var seed: UInt64
    var first = 0
    var count: Int
    var jobs: Int
    /// The most apps whose behaviour program is built and run: running costs more than compiling.
    var runs: Int
    var findingsFolder: URL
    var shrinkBudget: Int

    /// The seed `swift test` runs, and how many of its specs: about two minutes on two cores.
    static let testSeed: UInt64 = 28
    static let testCount = 90

    /// Where the test writes the campaign's report.
    var reportFile: URL {
        findingsFolder.deletingLastPathComponent().appendingPathComponent("campaign-\(seed)-\(first)-\(count).txt")
    }

    /// The campaign the environment asks for (`NAVGEN_GENERATIVE_SEED`, `_FROM`, `_COUNT`, `_JOBS`,
    /// `_RUNS`, `_SHRINK_BUDGET`), by default the one `swift test` runs.
    static func fromEnvironment() -> Campaign {
        let environment = ProcessInfo.processInfo.environment
        func number(_ name: String, _ fallback: Int) -> Int { environment[name].flatMap { Int($0) } ?? fallback }
        return Campaign(
            seed: environment["NAVGEN_GENERATIVE_SEED"].flatMap { UInt64($0) } ?? testSeed,
            first: number("NAVGEN_GENERATIVE_FROM", 0),
            count: number("NAVGEN_GENERATIVE_COUNT", testCount),
            jobs: max(number("NAVGEN_GENERATIVE_JOBS", 2), 1),
            runs: number("NAVGEN_GENERATIVE_RUNS", 12),
            findingsFolder: PackagePaths.root.appendingPathComponent(".build/generative/findings"),
            shrinkBudget: number("NAVGEN_GENERATIVE_SHRINK_BUDGET", 300))
    }

    /// What the campaign found.
    struct Report: Sendable {
        var campaign: Campaign
        var tried = 0
        var lintClean = 0
        var compiled = 0
        var ran = 0
        /// Lint-clean apps whose swiftui-stack output navgen refuses to write, so not compiled.
        var stackRefused = 0
        /// The rules of the errors that refused them, with how many apps each refused.
        var stackRefusingRules: [String: Int] = [:]
        var findings: [Finding] = []
        /// The error messages of refused specs, names taken out, with how often each came.
        var refusals: [String: Int] = [:]
        /// The features of the apps whose outputs compiled.
        var compiledFeatures: Set<Feature> = []
        var seconds = 0.0

        var lintCleanRatio: Double { tried == 0 ? 0 : Double(lintClean) / Double(tried) }

        /// `stack-parameter-type 30, …`: the refusing rules, most frequent first.
        var stackRefusalText: String {
            stackRefusingRules.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        }

        var summary: String {
            var lines = [
                "generative campaign: seed \(campaign.seed), specs \(campaign.first)..<\(campaign.first + campaign.count), \(campaign.jobs) jobs, \(String(format: "%.1f", seconds)) s",
                "tried \(tried), lint-clean \(lintClean) (\(Int((lintCleanRatio * 100).rounded())) %), compiled \(compiled), run \(ran), findings \(findings.count)"
                    + (stackRefused > 0 ? "; swiftui-stack refused for \(stackRefused) (\(stackRefusalText))" : ""),
            ]
            let uncompiled = Set(Feature.allCases).subtracting(compiledFeatures).sorted()
            lines.append("features compiled: \(compiledFeatures.count) of \(Feature.allCases.count)" + (uncompiled.isEmpty ? "" : "; never compiled: " + uncompiled.map(\.rawValue).joined(separator: ", ")))
            lines += refusals.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(8).map { "refused \($0.value)×: \($0.key)" }
            lines += findings.map { "finding: spec \($0.index): \($0.kind), written to \(PackagePaths.relative($0.folder.path))" }
            return lines.joined(separator: "\n")
        }
    }

    /// A failure, shrunk.
    struct Finding: Sendable {
        var index: Int
        /// The failure's first problem.
        var kind: Failure.Kind
        var failure: Failure
        var folder: URL
        /// The shrunk spec, support code and compiler output, for the test's failure message.
        var message: String
    }

    func run() -> Report {
        let start = Date()
        let workFolder = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-generative-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: workFolder) }
        let oracle = GenerativeOracle(workFolder: workFolder)
        let models = (first..<first + count).map { AppSynthesizer.app(seed: seed, index: $0) }
        let running = Set(models.indices.filter { BehaviourProgramWriter(model: models[$0]).canRun }.prefix(runs))
        let verdicts = ParallelWork(jobs: jobs).map(models.indices) { oracle.judge(models[$0], running: running.contains($0)) }

        var report = Report(campaign: self, tried: count)
        for (index, verdict) in zip(models.indices, verdicts) {
            report.count(verdict)
            if verdict.compiled { report.compiledFeatures.formUnion(Feature.of(models[index])) }
            guard verdict.failure != nil else { continue }
            report.findings.append(shrunkFinding(first + index, models[index], verdict, oracle: oracle, running: running.contains(index)))
        }
        report.seconds = Date().timeIntervalSince(start)
        return report
    }

    /// The finding of the verdict's failure, shrunk while its first problem stays of one kind, and
    /// written to its folder.
    func shrunkFinding(_ index: Int, _ model: AppModel, _ verdict: GenerativeOracle.Verdict, oracle: GenerativeOracle, running: Bool) -> Finding {
        let failure = verdict.failure ?? Failure(stage: .run, file: "", signature: "", details: "")
        let kind = failure.firstProblemKind
        let (shrunk, _) = ModelShrinker(budget: shrinkBudget).shrink(model) { candidate in
            oracle.judge(candidate, running: running).failure?.firstProblemKind == kind
        }
        let shrunkVerdict = oracle.judge(shrunk, running: running)
        let folder = findingsFolder.appendingPathComponent("\(seed)-\(index)")
        let writer = FindingWriter(model: shrunk, failure: shrunkVerdict.failure ?? failure, outputs: shrunkVerdict.outputs, seed: seed, index: index)
        writer.write(to: folder)
        return Finding(index: index, kind: kind, failure: shrunkVerdict.failure ?? failure, folder: folder, message: writer.message)
    }
}

extension Campaign.Report {
    mutating func count(_ verdict: GenerativeOracle.Verdict) {
        for message in Set(verdict.refusals.map(Failure.signature(of:))) { refusals[message, default: 0] += 1 }
        if verdict.isLintClean { lintClean += 1 }
        if verdict.compiled { compiled += 1 }
        if verdict.ran { ran += 1 }
        if !verdict.stackRefusingRules.isEmpty { stackRefused += 1 }
        for rule in verdict.stackRefusingRules { stackRefusingRules[rule, default: 0] += 1 }
    }
}

/// Work spread over a number of threads, for the compiler processes the oracle starts.
struct ParallelWork {
    var jobs: Int

    /// `transform` of each element, in order, `jobs` of them at a time.
    func map<Element: Sendable, Result: Sendable>(_ elements: some Collection<Element>, _ transform: @Sendable @escaping (Element) -> Result) -> [Result] {
        let items = Array(elements)
        let state = SharedResults<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(items.count, 1))) { _ in
            while let index = state.nextIndex() {
                state.store(transform(items[index]), at: index)
            }
        }
        return state.results.compactMap { $0 }
    }
}

/// The next element to take and the results so far, shared by the threads of ``ParallelWork``.
private final class SharedResults<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int
    private(set) var results: [Result?]

    init(count: Int) {
        self.count = count
        results = Array(repeating: nil, count: count)
    }

    func nextIndex() -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ result: Result, at index: Int) {
        lock.withLock { results[index] = result }
    }
}
