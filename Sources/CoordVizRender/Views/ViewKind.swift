import CoordVizCore

/// The diagrams coordviz draws; raw values are the names `--view` accepts.
public enum ViewKind: String, CaseIterable, Sendable {
    /// Ownership tree: coordinators, their children, back-references and root containers.
    case hierarchy
    /// One cluster per tab, each holding its navigation stack in push order.
    case tabs
    /// The tabs plus every transition as numbered, coloured steps, with a legend.
    case flows

    /// One line saying what the view shows, for help texts.
    public var summary: String {
        switch self {
        case .hierarchy: "who owns whom: coordinators, children, back-references"
        case .tabs: "one cluster per tab, its stack in push order"
        case .flows: "the tabs plus every transition as numbered steps"
        }
    }

    /// Builds this view's diagram of `model`.
    public func diagram(of model: ArchitectureModel) -> Diagram {
        var diagram = switch self {
        case .hierarchy: HierarchyView(model: model).diagram()
        case .tabs: TabsView(model: model, showTransitions: false).diagram()
        case .flows: TabsView(model: model, showTransitions: true).diagram()
        }
        diagram.useStableSVGIDs()
        return diagram
    }
}
