/// A tab enum may show one view in several tabs (`.trending`, `.local` both a `TimelineTab`
/// handed another filter); a spec's tab shows its own coordinator or screen, so only the first
/// of those tabs is kept, and the others are said in the report.
extension Inference {
    /// The tabs in order, without those whose coordinator or screen an earlier tab already shows.
    func distinctTabs(_ tabs: [ScannedApp.Tab], of owner: String, unresolved: inout [ScannedApp.Unresolved]) -> [ScannedApp.Tab] {
        var kept: [ScannedApp.Tab] = []
        for tab in tabs {
            let content = tab.coordinator ?? tab.screen
            if let content, let earlier = kept.first(where: { ($0.coordinator ?? $0.screen) == content }) {
                unresolved.append(.init(source: tab.source, message: "the tab \(tab.title ?? content) of \(owner) shows \(content), as the tab \(earlier.title ?? content) does; a spec's tab shows its own coordinator or screen, so it is left out"))
                continue
            }
            kept.append(tab)
        }
        return kept
    }
}
