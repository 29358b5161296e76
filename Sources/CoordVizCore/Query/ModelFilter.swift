/// Which part of a model a view draws: a subtree, one tab, a depth limit, or what reaches or
/// leaves one screen. Criteria combine: each narrows what the others keep.
///
/// What survives:
/// - **coordinators**: those the criteria select, plus their ancestors up to the top of the tree
///   (so a tab keeps the tab bar that shows it). An ancestor kept only as the way down keeps
///   only its links to kept coordinators; a tab bar keeps only the tabs of kept coordinators.
/// - **screens**: every screen a kept coordinator's stack or single screen holds (stacks are
///   never cut, so played transitions and Back stay true), screens a kept tab shows directly,
///   and presented screens that talk to a kept coordinator.
/// - **transitions**: those that start on a kept screen and whose every step names kept
///   screens, coordinators and tabs; a transition that leaves the selection is dropped whole.
///   With ``focus``, only the transitions that reach or leave the focused screen.
/// - **deep links**: those whose transition is kept, and those without a runnable transition
///   whose handler is kept (so broken links stay visible).
public struct ModelFilter: Equatable, Sendable {
    /// Keep this coordinator's subtree, drawn as the root (`--root`).
    public var root: String?
    /// Keep one tab: its coordinator's subtree, under the tab bar that shows it (`--tab`, a
    /// title or the tab's coordinator).
    public var tab: String?
    /// Keep coordinators at most this many levels below the top (0: the top alone) (`--depth`).
    public var depth: Int?
    /// Keep only what reaches or leaves this screen (`--focus`, an id, type or short name).
    public var focus: String?

    public init(root: String? = nil, tab: String? = nil, depth: Int? = nil, focus: String? = nil) {
        self.root = root
        self.tab = tab
        self.depth = depth
        self.focus = focus
    }

    /// Whether the filter keeps everything.
    public var isEmpty: Bool { root == nil && tab == nil && depth == nil && focus == nil }

    /// Whether the filter draws a part of the app (a tab or a subtree) whose transitions may come
    /// from, or go to, the rest of it: the flows view then shows those too, as jumps. With
    /// `--focus` or `--depth` it draws a selection, not a part.
    public var drawsAPart: Bool { (root != nil || tab != nil) && focus == nil && depth == nil }

    /// The command-line flags this filter sets, for messages.
    public var flagNames: [String] {
        [root.map { _ in "--root" }, tab.map { _ in "--tab" }, depth.map { _ in "--depth" }, focus.map { _ in "--focus" }].compactMap { $0 }
    }

    /// The part of `model` this filter keeps.
    ///
    /// - Throws: ``Failure/notInModel(kind:name:available:)`` when a criterion names a
    ///   coordinator, tab or screen the model does not have, listing the ones it has;
    ///   ``Failure/invalidOption(option:reason:)`` for a negative depth.
    public func apply(to model: ArchitectureModel) throws(Failure) -> ArchitectureModel {
        guard !isEmpty else { return model }
        var selection = Selection(model: model)
        if let name = root {
            guard let coordinator = model.resolveCoordinator(name) else {
                throw .notInModel(kind: "coordinator", name: name, available: model.coordinators.map(\.id))
            }
            selection.narrow(toSubtreeOf: coordinator.id, asRoot: true)
        }
        if let name = tab {
            guard let tab = model.resolveTab(name), let coordinator = tab.coordinator else {
                let titles = model.mainTabBar?.tabBar.tabs.map(\.displayTitle) ?? []
                throw .notInModel(kind: "tab", name: name, available: titles)
            }
            selection.narrow(toSubtreeOf: coordinator, asRoot: false)
        }
        if let depth {
            guard depth >= 0 else { throw .invalidOption(option: "--depth", reason: "the depth must be 0 or more, not \(depth)") }
            selection.limit(depth: depth)
        }
        if let name = focus {
            guard let screen = model.resolveScreen(name) else {
                throw .notInModel(kind: "screen", name: name, available: model.screens.map(\.shortName))
            }
            selection.focus(on: screen.id)
        }
        return selection.filtered()
    }
}

extension ModelFilter {
    /// Why a filter cannot be applied to a model; each message says what there is instead.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// A criterion names a coordinator, tab or screen the model does not have; `available`
        /// lists the ones it has.
        case notInModel(kind: String, name: String, available: [String])
        /// An option's value is out of range (a negative `--depth`).
        case invalidOption(option: String, reason: String)

        public var description: String {
            switch self {
            case .notInModel(let kind, let name, let available):
                "There is no \(kind) '\(name)' in the model; "
                    + (available.isEmpty ? "it has no \(kind)s" : "\(kind)s: " + available.joined(separator: ", "))
            case .invalidOption(let option, let reason):
                "\(option): \(reason)"
            }
        }
    }
}
