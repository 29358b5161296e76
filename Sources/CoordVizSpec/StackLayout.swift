/// Which screens each navigation stack can hold, from the push graph a spec declares.
///
/// A `stack: [A, B, C]` list means A pushes B and B pushes C; a screen's `pushes` (version 2)
/// adds branches. Each stack holds its root, then the screens its push graph reaches, depth
/// first. A coordinator that pushes onto another's stack (`pushesOnto`, chains resolved to the
/// owner) adds its own screens to the owner's stack: after the screen that pushes them when the
/// graph says so, else at the end; each is marked with the coordinator that put it there.
struct StackLayout {
    /// A navigation stack: a coordinator's own (its id), or a tab's plain stack.
    enum Group: Hashable {
        case coordinator(String)
        case tab(owner: String, index: Int)
    }

    /// The screens each stack can hold, root first, then depth first through the push graph.
    private(set) var screens: [Group: [String]] = [:]
    /// The coordinator that put each screen on a stack that several coordinators push onto.
    private(set) var pushedBy: [String: String] = [:]
    /// What each screen pushes, in order, by id.
    private(set) var pushes: [String: [String]] = [:]
    /// What each screen presents modally, in order, by id.
    private(set) var presents: [String: [String]] = [:]
    /// Screens the push graph places in two stacks, where the second one reaches them.
    private(set) var diagnostics: [SpecDiagnostic] = []

    private var edges: [String: [Located<String>]] = [:]
    private var placement: [String: Group] = [:]
    /// The stack each listed screen belongs to, and the coordinator whose list names it.
    private var listed: [String: (group: Group, lister: String?)] = [:]
    /// Stacks several coordinators push onto.
    private var sharedGroups: Set<Group> = []

    /// - Parameters:
    ///   - coordinators: the (numbered) declarations, in declaration order.
    ///   - screens: the `screens:` declarations (`pushes`, `presents`).
    ///   - stackOwner: the coordinator whose stack a coordinator pushes onto, chains resolved.
    init(coordinators: [CoordinatorDeclaration], screens: [ScreenDeclaration], stackOwner: [String: String]) {
        var order: [Group] = []
        var members: [Group: [Member]] = [:]
        func join(_ group: Group, _ member: Member, first: Bool) {
            if members[group] == nil { order.append(group) }
            if first { members[group, default: []].insert(member, at: 0) } else { members[group, default: []].append(member) }
        }
        for coordinator in coordinators {
            let id = coordinator.name.value
            let report = coordinator.version >= 2
            switch coordinator.container?.kind {
            case .stack(let list):
                link(list)
                let group = Group.coordinator(stackOwner[id] ?? id)
                for screen in list where listed[screen.value] == nil { listed[screen.value] = (group, id) }
                join(group, Member(coordinator: id, list: list, isSharer: stackOwner[id] != nil, report: report), first: stackOwner[id] == nil)
            case .tabs(let tabs):
                for (index, tab) in tabs.enumerated() {
                    guard let list = tab.stack else { continue }
                    link(list)
                    let group = Group.tab(owner: id, index: index)
                    for screen in list where listed[screen.value] == nil { listed[screen.value] = (group, nil) }
                    join(group, Member(coordinator: nil, list: list, isSharer: false, report: report), first: true)
                }
            default:
                continue
            }
        }
        for screen in screens {
            for target in screen.pushes { add(target, to: &edges[screen.name.value, default: []]) }
            for target in screen.presents where !(presents[screen.name.value] ?? []).contains(target.value) {
                presents[screen.name.value, default: []].append(target.value)
            }
        }
        pushes = edges.mapValues { $0.map(\.value) }
        for group in order {
            let groupMembers = members[group] ?? []
            if groupMembers.contains(where: \.isSharer) { sharedGroups.insert(group) }
            if let owner = groupMembers.first, !owner.isSharer, let root = owner.list.first {
                visit(root, pusher: owner.coordinator, group: group, report: owner.report)
            }
            for member in groupMembers where member.isSharer {
                for screen in member.list { visit(screen, pusher: member.coordinator, group: group, report: member.report) }
            }
        }
    }

    /// A coordinator (or a tab) that lists screens of a stack.
    private struct Member {
        var coordinator: String?
        var list: [Located<String>]
        /// Whether it pushes onto another coordinator's stack.
        var isSharer: Bool
        /// Whether its file is version 2, so that a screen reached twice is reported.
        var report: Bool
    }

    private mutating func link(_ list: [Located<String>]) {
        for (screen, next) in zip(list, list.dropFirst()) { add(next, to: &edges[screen.value, default: []]) }
    }

    private func add(_ target: Located<String>, to list: inout [Located<String>]) {
        if !list.contains(where: { $0.value == target.value }) { list.append(target) }
    }

    /// Places `screen` (and, depth first, what it pushes) on `group`'s stack, unless it is
    /// already there; a screen another stack holds is `duplicate-screen` when `report`.
    private mutating func visit(_ screen: Located<String>, pusher: String?, group: Group, report: Bool) {
        let other = placement[screen.value] ?? listed[screen.value].map(\.group)
        if let other, other != group {
            if report {
                let free = nextFreePlace(of: ScreenInstances.typeName(of: screen.value))
                diagnostics.append(SpecDiagnostic(
                    .duplicateScreen,
                    "'\(screen.value)' is pushed here but already belongs to \(Self.describe(other)); a place on a stack is one screen: write '\(free)' (the next free number) for this place",
                    at: screen.location
                ))
            }
            return
        }
        guard placement[screen.value] == nil else { return }
        placement[screen.value] = group
        let putBy = listed[screen.value]?.lister ?? pusher
        if sharedGroups.contains(group), let putBy { pushedBy[screen.value] = putBy }
        screens[group, default: []].append(screen.value)
        for next in edges[screen.value] ?? [] { visit(next, pusher: putBy, group: group, report: report) }
    }

    /// `Type#n` with the first number no place of the spec uses yet (listed, placed or pushed):
    /// a type already in three stacks is offered `#4`, not `#2` again.
    private func nextFreePlace(of type: String) -> String {
        let used = Set(listed.keys).union(placement.keys).union(edges.values.flatMap { $0.map(\.value) })
        var number = 2
        while used.contains("\(type)#\(number)") { number += 1 }
        return "\(type)#\(number)"
    }

    static func describe(_ group: Group) -> String {
        switch group {
        case .coordinator(let id): "the stack of '\(id)'"
        case .tab(let owner, let index): "the stack of tab \(index) of '\(owner)'"
        }
    }
}
