import CoordVizCore

/// The diagrams coordviz draws; ``name`` (also its raw value) is what `--view` accepts.
public enum ViewKind: Hashable, Sendable, CustomStringConvertible, CaseIterable, RawRepresentable {
    /// One node per coordinator with counts of screens and transitions: the map of a large app.
    case overview
    /// Ownership tree: coordinators, their children, back-references and root containers.
    case hierarchy
    /// One cluster per tab, each holding its navigation stack in push order.
    case tabs
    /// The tabs plus every transition as numbered, coloured steps, with a legend.
    case flows
    /// A storyboard of one transition (by id): every involved stack before it and after each
    /// step, left to right, then where Back goes.
    case flow(String)
    /// Each deep link: its URL pattern, the transition it runs and where it lands.
    case deeplinks

    /// The views that need no argument (every view but ``flow(_:)``), in help order.
    public static let allCases: [ViewKind] = [.overview, .hierarchy, .tabs, .flows, .deeplinks]

    /// The view a name names (`flows`, `flow:<id>`), or `nil`; see ``init(parsing:)``.
    public init?(rawValue: String) {
        guard let view = try? ViewKind(parsing: rawValue) else { return nil }
        self = view
    }

    /// The name, as `--view` accepts it.
    public var rawValue: String { name }

    /// The names `--view` accepts, for help texts and errors.
    public static let names = ["overview", "hierarchy", "tabs", "flows", "flow:<id>", "deeplinks"]

    /// Each view's `--view` name and one line saying what it shows, for help texts.
    public static var catalog: [(name: String, summary: String)] {
        [ViewKind.overview, .hierarchy, .tabs, .flows, .flow("<id>"), .deeplinks].map { ($0.name, $0.summary) }
    }

    /// Every view of `model`: the fixed views, then one storyboard per transition.
    public static func all(of model: ArchitectureModel) -> [ViewKind] {
        allCases + model.transitions.map { .flow($0.id) }
    }

    /// Parses a `--view` value: a view name, or `flow:<transition id>`.
    ///
    /// - Throws: ``RenderError/unknownView(_:available:)``, saying how to name a transition.
    public init(parsing text: String) throws(RenderError) {
        let lowered = text.lowercased()
        switch lowered {
        case "overview": self = .overview
        case "hierarchy": self = .hierarchy
        case "tabs": self = .tabs
        case "flows": self = .flows
        case "deeplinks": self = .deeplinks
        default:
            if lowered.hasPrefix("flow:"), text.count > 5 {
                self = .flow(String(text.dropFirst(5)))
            } else {
                throw .unknownView(text, available: Self.names)
            }
        }
    }

    /// The name as `--view` accepts it: `flows`, `flow:deep-view-in-orders`.
    public var name: String {
        switch self {
        case .overview: "overview"
        case .hierarchy: "hierarchy"
        case .tabs: "tabs"
        case .flows: "flows"
        case .flow(let id): "flow:\(id)"
        case .deeplinks: "deeplinks"
        }
    }

    public var description: String { name }

    /// A file name without extension: the name, with `flow:` written `flow-`.
    public var fileName: String {
        if case .flow(let id) = self {
            return "flow-" + String(id.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        }
        return name
    }

    /// One line saying what the view shows, for help texts.
    public var summary: String {
        switch self {
        case .overview: "one node per coordinator with counts: the map of a large app"
        case .hierarchy: "who owns whom: coordinators, children, back-references"
        case .tabs: "one cluster per tab, its stack in push order"
        case .flows: "the tabs plus every transition as numbered steps"
        case .flow: "one transition as a storyboard, step by step, then Back"
        case .deeplinks: "each URL pattern, the transition it runs and where it lands"
        }
    }

    /// Builds this view's diagram of `model`, drawn as `options` say; `sharing` (made for this same
    /// `model`) lends look-ups that other diagrams of it made already.
    ///
    /// - Throws: ``RenderError`` when an option names something the model does not have (a
    ///   transition, coordinator, tab or screen) or does not apply to this view.
    public func diagram(of model: ArchitectureModel, options: ViewOptions = ViewOptions(), sharing: SharedLookups? = nil) throws(RenderError) -> Diagram {
        try check(options, against: model)
        let style = Style(options.theme)
        let shown: ArchitectureModel
        do { shown = try options.filter.apply(to: model) } catch { throw RenderError(error) }
        let links = options.linkExtension.map { ViewLinks(fileExtension: $0, current: self) }
        var diagram = switch self {
        case .overview:
            OverviewView(model: shown, style: style, links: links).diagram()
        case .hierarchy:
            HierarchyView(model: shown, style: style, collapse: options.collapse, links: links).diagram()
        case .tabs:
            TabsView(model: shown, style: style, showTransitions: false, collapse: options.collapse,
                     focus: options.filter.focus.flatMap { shown.resolveScreen($0)?.id }, links: links).diagram()
        case .flows:
            TabsView(model: shown, style: style, showTransitions: true, collapse: options.collapse,
                     highlighted: options.highlightedTransition, focus: options.filter.focus.flatMap { shown.resolveScreen($0)?.id },
                     links: links, outside: options.filter.drawsAPart ? model : nil).diagram()
        case .flow(let id):
            FlowStoryboardView(model: shown, transition: model.transition(id)!, style: style, links: links,
                               sharing: options.filter.isEmpty ? sharing : nil).diagram()
        case .deeplinks:
            DeepLinksView(model: shown, style: style, links: links).diagram()
        }
        if let rankdir = options.rankdir { diagram.attributes["rankdir"] = .text(rankdir.rawValue) }
        diagram.useStableSVGIDs()
        return diagram
    }

    /// Rejects options that name what the model lacks or that this view cannot honour.
    private func check(_ options: ViewOptions, against model: ArchitectureModel) throws(RenderError) {
        if case .flow(let id) = self, model.transition(id) == nil {
            throw .notInModel(kind: "transition", name: id, available: model.transitions.map(\.id))
        }
        if let id = options.highlightedTransition {
            guard self == .flows else { throw .optionDoesNotApply(option: "--flow", view: name, views: ["flows"]) }
            guard model.transition(id) != nil else {
                throw .notInModel(kind: "transition", name: id, available: model.transitions.map(\.id))
            }
        }
        if options.collapse, ![.hierarchy, .tabs, .flows].contains(self) {
            throw .optionDoesNotApply(option: "--collapse", view: name, views: ["hierarchy", "tabs", "flows"])
        }
        if case .flow = self, !options.filter.isEmpty {
            throw .optionDoesNotApply(option: options.filter.flagNames.joined(separator: ", "), view: name,
                                      views: ["overview", "hierarchy", "tabs", "flows", "deeplinks"])
        }
    }
}
