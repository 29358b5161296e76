import CoordVizCore

/// The parts a large app's flows view is drawn in: one per tab of the main tab bar (everything its
/// coordinator's subtree holds and presents), one per phase whose root is outside the tab bar (a
/// login flow), and one per other coordinator at the top of the tree (or just under a top
/// coordinator that shows nothing itself). A step from one section to
/// another is a *jump*: the sectioned flows view summarises jumps at the edge of each section
/// instead of drawing lines across the picture.
struct FlowSections {
    /// A part of the app, named as a person would: `Orders tab`, `Login`.
    struct Section: Hashable {
        var id: String
        var title: String
    }

    private let index: ModelIndex
    private let tabScreens: [String: Section]
    private let sectionOfCoordinator: [String: Section]

    /// The sections of `model`; `index` is its index when the caller has one already.
    init(model: ArchitectureModel, index: ModelIndex? = nil) {
        let index = index ?? model.sharedIndex
        self.index = index
        var anchors: [String: Section] = [:]
        var tabScreens: [String: Section] = [:]
        for tab in model.mainTabBar?.tabBar.tabs ?? [] {
            let section = Section(id: "tab \(tab.index)", title: "\(tab.displayTitle) tab")
            if let coordinator = tab.coordinator { anchors[coordinator] = section }
            for screen in [tab.screen].compactMap({ $0 }) + (tab.container?.screens ?? []) { tabScreens[screen] = section }
        }
        for phase in model.phases ?? [] where anchors[phase.root] == nil {
            anchors[phase.root] = Section(id: "phase \(phase.name)", title: phase.name)
        }
        // Each coordinator walks up to the nearest tab, phase root or top; the walk is remembered
        // for every coordinator it passes, so the whole tree costs one pass.
        var sections: [String: Section] = [:]
        for coordinator in model.coordinators where sections[coordinator.id] == nil {
            var path: [String] = []
            var cursor = coordinator.id
            var found: Section?
            while found == nil {
                if let known = sections[cursor] ?? anchors[cursor] {
                    found = known
                } else if path.contains(cursor) {
                    found = Section(id: "top \(cursor)", title: cursor)
                } else {
                    path.append(cursor)
                    if let parent = index.parents[cursor], !Self.isBareTop(parent, index: index, anchors: anchors) {
                        cursor = parent
                    } else {
                        found = Section(id: "top \(cursor)", title: cursor)
                    }
                }
            }
            for id in path { sections[id] = found }
            if let anchor = anchors[coordinator.id] { sections[coordinator.id] = anchor }
        }
        self.tabScreens = tabScreens
        sectionOfCoordinator = sections
    }

    /// Whether `id` is a coordinator at the top of the tree that shows nothing itself (an app
    /// coordinator that only starts others) or only its tab bar (whose tabs are sections of their
    /// own): each other coordinator under it is a part of its own, named after itself, rather
    /// than one part named after a coordinator no frame shows.
    private static func isBareTop(_ id: String, index: ModelIndex, anchors: [String: Section]) -> Bool {
        guard index.parents[id] == nil, anchors[id] == nil, let coordinator = index.coordinator(id) else { return false }
        return coordinator.container == nil || coordinator.container?.tabBar != nil
    }

    /// The section a screen belongs to: its tab, or the section of the coordinator whose
    /// container holds it, or (a presented screen) of the coordinator it talks to.
    func section(ofScreen screen: String) -> Section? {
        if let tab = tabScreens[screen] { return tab }
        if let owner = index.owner(ofScreen: screen) { return sectionOfCoordinator[owner.id] }
        return index.screen(screen)?.coordinator.flatMap { sectionOfCoordinator[$0] }
    }
}
