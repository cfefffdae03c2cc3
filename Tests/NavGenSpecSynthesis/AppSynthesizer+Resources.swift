/// What a module holds besides screens and transitions: alerts, reusable cells and nib views.
extension AppSynthesizer {
    /// Titles and messages; the last inserts an optional value.
    static let alertTexts = [
        (("Error", "Could not reach the server."), weight: 45), ((#"Say "no" \ or {{not}}"#, "Lost: {message}"), weight: 30),
        (("{count} problems", "Fix them, é 日本 \u{2028} ✓"), weight: 20), (("{count} problems", "Because {reason}"), weight: 20),
    ]
    static let cellNames = ["PhotoCell", "CommentCell", "HeaderCell", "VideoCell", "RowCell"]
    static let viewNames = ["BannerView", "AvatarView", "BadgeView", "RatingView"]

    mutating func drawAlerts(into draft: inout ModuleDraft) {
        for index in draft.module.screens.indices where random.chance(15) {
            for alertIndex in 0..<random.int(in: 1...2) {
                let (title, message) = random.weighted(Self.alertTexts)
                let used = ParameterCatalog.alertParameters.filter { title.contains("{\($0.name)}") || message.contains("{\($0.name)}") }
                draft.module.screens[index].alerts.append(
                    Alert(
                        name: alertIndex == 0 ? (random.chance(80) ? "networkError" : "default") : "discard",
                        title: title, message: message, dismiss: random.chance(40) ? "Got it" : nil,
                        parameters: used.map { Parameter($0) }))
            }
        }
    }

    mutating func drawCellsAndViews(into draft: inout ModuleDraft) {
        guard random.chance(30) else { return }
        for _ in 0..<random.int(in: 0...2) {
            let name = freshName(from: Self.cellNames)
            draft.module.cells.append(
                Cell(
                    className: name, kind: random.chance(50) ? .table : .collection,
                    nib: random.weighted([(.derived, weight: 50), (.named(name + "Layout"), weight: 20), (.none, weight: 30)]),
                    identifier: random.chance(30) ? "reuse \"\(name)\"\t\\" : nil,
                    bundle: random.chance(15) ? .module : nil))
        }
        for _ in 0..<random.int(in: 0...2) {
            let name = freshName(from: Self.viewNames)
            draft.module.views.append(NibView(className: name, nib: random.chance(30) ? name + "Layout" : nil, bundle: random.chance(15) ? .module : nil))
        }
    }
}
