/// Look-ups of one ``ArchitectureModel`` by id, built once in linear time: a stage that asks
/// many questions of a model (a view, a check, the linker) builds one instead of scanning the
/// model for each answer. It describes the model as it was when built.
public struct ModelIndex: Sendable {
    public let model: ArchitectureModel
    private let coordinatorPosition: [String: Int]
    private let screenPosition: [String: Int]
    /// The coordinator whose container shows each screen (the first one, as ``ArchitectureModel/owner(ofScreen:)``).
    private let ownerPosition: [String: Int]
    /// The parent of each coordinator in the ownership tree, by child id.
    public let parents: [String: String]

    public init(_ model: ArchitectureModel) {
        self.model = model
        var coordinators: [String: Int] = [:]
        var owners: [String: Int] = [:]
        var parents: [String: String] = [:]
        for (position, coordinator) in model.coordinators.enumerated() {
            if coordinators[coordinator.id] == nil { coordinators[coordinator.id] = position }
            for screen in coordinator.container?.screens ?? [] where owners[screen] == nil { owners[screen] = position }
            for child in coordinator.children {
                if let id = child.coordinator, parents[id] == nil, id != coordinator.id { parents[id] = coordinator.id }
            }
        }
        var screens: [String: Int] = [:]
        for (position, screen) in model.screens.enumerated() where screens[screen.id] == nil { screens[screen.id] = position }
        coordinatorPosition = coordinators
        screenPosition = screens
        ownerPosition = owners
        self.parents = parents
    }

    public func coordinator(_ id: String) -> CoordinatorNode? { coordinatorPosition[id].map { model.coordinators[$0] } }
    public func screen(_ id: String) -> ScreenNode? { screenPosition[id].map { model.screens[$0] } }
    /// The coordinator whose container holds `screen` (its stack, tabs or single screen).
    public func owner(ofScreen screen: String) -> CoordinatorNode? { ownerPosition[screen].map { model.coordinators[$0] } }
}
