import CoordVizCore

/// Warnings about the parts of a spec that nothing leads to: coordinators no parent holds, and
/// screens no container starts with and no transition opens (``Reachability`` decides).
enum ReachabilityCheck {
    static func coordinators(in model: ArchitectureModel, sourceMap: SpecSourceMap) -> [SpecDiagnostic] {
        guard let root = model.root else { return [] }
        let reached = Reachability(model, declared: [:]).coordinators
        return model.coordinators.filter { !reached.contains($0.id) }.map { coordinator in
            SpecDiagnostic(
                .unreachableCoordinator,
                "coordinator '\(coordinator.id)' is not reachable from the root '\(root)': no coordinator lists it under 'children' or 'tabs'; add it to its parent",
                at: sourceMap.location(of: .coordinator(coordinator.id))
            )
        }
    }

    /// - Parameter declared: what each screen declares it pushes or presents under `screens`
    ///   (version 2); a `stack` list's order alone reaches nothing, in either version.
    static func screens(in model: ArchitectureModel, declared: [String: [String]] = [:], sourceMap: SpecSourceMap) -> [SpecDiagnostic] {
        let reached = Reachability(model, declared: declared).screens
        return model.screens.filter { !reached.contains($0.id) }.map { screen in
            SpecDiagnostic(
                .unreachableScreen,
                "screen '\(screen.id)' cannot be reached: it is not the first screen of a stack, a tab or a coordinator's 'screen', and no transition that can run pushes or presents it; add the transition that opens it",
                at: sourceMap.location(of: .screen(screen.id))
            )
        }
    }
}
