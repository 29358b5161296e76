/// What changed between two models of one app — two specs, two snapshots, or a spec and a
/// snapshot: coordinators, screens, transitions, deep links and tabs added, removed or changed,
/// each change saying what differs. What `coordviz diff` prints and draws.
///
/// A side read from a snapshot alone shows only what the live app had on screen: what the
/// other side has and it lacks is not reported as removed (or added), and transitions and deep
/// links, which a snapshot does not hold, are compared only when both sides have a spec.
public struct ModelDiff: Equatable, Sendable {
    /// The kinds of element compared, in report order.
    public enum Category: String, CaseIterable, Sendable {
        case coordinators, tabs, screens, transitions, deepLinks

        /// The singular noun, for one line per change.
        public var noun: String {
            switch self {
            case .coordinators: "coordinator"
            case .tabs: "tab"
            case .screens: "screen"
            case .transitions: "transition"
            case .deepLinks: "deep link"
            }
        }
    }

    /// How an element differs.
    public enum Status: String, Sendable {
        case added, removed, changed
    }

    /// One element that differs.
    public struct Change: Equatable, Sendable {
        public var category: Category
        /// Its key: a coordinator or screen id, a transition id, a URL pattern, `Owner › Title` for a tab.
        public var key: String
        public var status: Status
        /// For a changed element, what differs: `stack: A > B → A > B > C`.
        public var details: [String]

        public init(category: Category, key: String, status: Status, details: [String] = []) {
            self.category = category
            self.key = key
            self.status = status
            self.details = details
        }
    }

    /// What each side was read from.
    public enum SideKind: String, Sendable {
        /// A spec (with or without a snapshot merged into it): it declares the whole navigation.
        case spec
        /// A snapshot alone: the live app's tree at one moment.
        case snapshot
    }

    public var changes: [Change]
    /// Categories left out because one side cannot hold them (a snapshot has no transitions).
    public var skipped: [Category]

    /// Whether the two sides differ.
    public var isEmpty: Bool { changes.isEmpty }

    /// The changes of one category and status.
    public func changes(_ category: Category, _ status: Status) -> [Change] {
        changes.filter { $0.category == category && $0.status == status }
    }

    /// Compares `old` with `new`.
    public init(old: ArchitectureModel, new: ArchitectureModel, oldKind: SideKind = .spec, newKind: SideKind = .spec) {
        var comparison = Comparison(oldPartial: oldKind == .snapshot, newPartial: newKind == .snapshot)
        comparison.compare(Category.coordinators, Self.coordinatorFacts(old), Self.coordinatorFacts(new))
        comparison.compare(Category.tabs, Self.tabFacts(old), Self.tabFacts(new))
        comparison.compare(Category.screens, Self.screenFacts(old), Self.screenFacts(new))
        var skipped: [Category] = []
        if oldKind == .spec, newKind == .spec {
            comparison.compare(Category.transitions, Self.transitionFacts(old), Self.transitionFacts(new))
            comparison.compare(Category.deepLinks, Self.deepLinkFacts(old), Self.deepLinkFacts(new))
        } else {
            skipped = [.transitions, .deepLinks]
        }
        changes = comparison.changes
        self.skipped = skipped
    }

    /// The summary `coordviz diff` prints: one line per change under a heading per category,
    /// then a count.
    public var summary: String {
        var lines: [String] = []
        for category in Category.allCases {
            let entries = changes.filter { $0.category == category }
            guard !entries.isEmpty else { continue }
            lines.append("\(category.rawValue):")
            for change in entries {
                let mark = switch change.status { case .added: "+"; case .removed: "-"; case .changed: "~" }
                lines.append("  \(mark) \(category.noun) \(change.key) \(change.status.rawValue)")
                lines += change.details.map { "      \($0)" }
            }
        }
        for category in skipped {
            lines.append("\(category.rawValue): not compared (a snapshot alone does not hold them)")
        }
        let counts = Status.allCases.map { status in "\(changes.filter { $0.status == status }.count) \(status.rawValue)" }
        lines.append(isEmpty ? "no navigation changes" : counts.joined(separator: ", "))
        return lines.map { Escaping.visible($0) }.joined(separator: "\n") + "\n"
    }
}

extension ModelDiff.Status: CaseIterable {}

/// Compares keyed facts: each element is a key and named properties shown as text.
private struct Comparison {
    let oldPartial: Bool
    let newPartial: Bool
    var changes: [ModelDiff.Change] = []

    mutating func compare(_ category: ModelDiff.Category, _ old: [(String, [(String, String)])], _ new: [(String, [(String, String)])]) {
        var oldByKey: [String: [(String, String)]] = [:]
        for (key, facts) in old where oldByKey[key] == nil { oldByKey[key] = facts }
        var newKeys = Set<String>()
        for (key, facts) in new where newKeys.insert(key).inserted {
            guard let before = oldByKey[key] else {
                if !oldPartial { changes.append(.init(category: category, key: key, status: .added)) }
                continue
            }
            let details = Self.details(before, facts, oldPartial: oldPartial, newPartial: newPartial)
            if !details.isEmpty { changes.append(.init(category: category, key: key, status: .changed, details: details)) }
        }
        if !newPartial {
            var seen = Set<String>()
            for (key, _) in old where !newKeys.contains(key) && seen.insert(key).inserted {
                changes.append(.init(category: category, key: key, status: .removed))
            }
        }
    }

    /// Properties holding comma-separated sets: a change lists what came and went.
    static let listProperties: Set<String> = ["children", "back-references", "pushes", "presents"]

    /// `+ a, - b` between two comma-separated lists, or both in full when only the order
    /// changed; `nil` when nothing that counts changed.
    static func listChange(_ before: String, _ after: String, countAdded: Bool, countRemoved: Bool) -> String? {
        let old = before.isEmpty ? [] : before.components(separatedBy: ", ")
        let new = after.isEmpty ? [] : after.components(separatedBy: ", ")
        let added = new.filter { !old.contains($0) }, removed = old.filter { !new.contains($0) }
        if added.isEmpty, removed.isEmpty { return countAdded && countRemoved ? "order \(before) → \(after)" : nil }
        let parts = (countAdded ? added.map { "+ \($0)" } : []) + (countRemoved ? removed.map { "- \($0)" } : [])
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `name: old → new` for each property that differs; a property one side does not know
    /// (empty on a partial side) is not a difference.
    static func details(_ old: [(String, String)], _ new: [(String, String)], oldPartial: Bool, newPartial: Bool) -> [String] {
        var result: [String] = []
        let names = old.map(\.0) + new.map(\.0).filter { name in !old.contains { $0.0 == name } }
        for name in names {
            let before = old.first { $0.0 == name }?.1 ?? ""
            let after = new.first { $0.0 == name }?.1 ?? ""
            guard before != after else { continue }
            // A live stack holds what is on screen now, not every screen the stack can hold.
            if name == "stack", oldPartial || newPartial { continue }
            if (oldPartial && before.isEmpty) || (newPartial && after.isEmpty) { continue }
            if listProperties.contains(name) {
                // A partial side may lack entries (a lazy child not created yet): only what it adds counts.
                if let change = listChange(before, after, countAdded: !oldPartial, countRemoved: !newPartial) { result.append("\(name): " + change) }
            } else {
                result.append("\(name): \(before.isEmpty ? "none" : before) → \(after.isEmpty ? "none" : after)")
            }
        }
        return result
    }
}

extension ModelDiff {
    static func coordinatorFacts(_ model: ArchitectureModel) -> [(String, [(String, String)])] {
        let parents = model.sharedIndex.parents
        return model.coordinators.map { coordinator in
            (coordinator.id, [
                ("type", coordinator.typeName),
                ("used as", coordinator.declaredAs ?? ""),
                ("owns", coordinator.container.map { "\($0.kindDescription) \($0.typeName)" } ?? ""),
                ("parent", parents[coordinator.id] ?? ""),
                ("children", coordinator.children.compactMap { child in child.coordinator.map { "\(child.property)=\($0)" } }.joined(separator: ", ")),
                ("back-references", coordinator.backReferences.map { "\($0.property)→\($0.target) \($0.strength.rawValue)" }.joined(separator: ", ")),
                ("pushes onto", coordinator.pushesOnto ?? ""),
                ("stack", coordinator.container?.navigationStack.map { stack in
                    (stack.declaredScreens ?? stack.screens).joined(separator: " > ")
                } ?? ""),
            ])
        }
    }

    static func tabFacts(_ model: ArchitectureModel) -> [(String, [(String, String)])] {
        model.tabBars.flatMap { entry in
            entry.tabBar.tabs.map { tab in
                ("\(entry.owner.id) › \(tab.displayTitle)", [
                    ("position", "\(tab.index)"),
                    ("shows", tab.coordinator ?? tab.screen ?? tab.container.map(\.kindDescription) ?? ""),
                    ("icon", tab.icon ?? ""),
                ])
            }
        }
    }

    static func screenFacts(_ model: ArchitectureModel) -> [(String, [(String, String)])] {
        let index = model.sharedIndex
        return model.screens.map { screen in
            (screen.id, [
                ("title", screen.title ?? ""),
                ("on the stack of", screen.pushedBy ?? index.owner(ofScreen: screen.id)?.id ?? ""),
                ("presented over", screen.presentedOver ?? ""),
                ("pushes", (screen.pushes ?? []).joined(separator: ", ")),
                ("presents", (screen.presents ?? []).joined(separator: ", ")),
            ])
        }
    }

    static func transitionFacts(_ model: ArchitectureModel) -> [(String, [(String, String)])] {
        model.transitions.map { transition in
            (transition.id, [
                ("starts at", transition.entry?.description ?? transition.source),
                ("trigger", transition.trigger ?? ""),
                ("steps", transition.steps.map { step in step.target.map { "\(step.kind.rawValue) \($0)" } ?? step.kind.rawValue }.joined(separator: " > ")),
            ])
        }
    }

    static func deepLinkFacts(_ model: ArchitectureModel) -> [(String, [(String, String)])] {
        model.deepLinks.map { link in
            (link.pattern, [("handler", link.handler ?? ""), ("transition", link.transition ?? "")])
        }
    }
}
