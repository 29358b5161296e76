import CoordVizCore

/// Warnings about the parts of a spec that nothing leads to: coordinators no parent holds, and
/// screens no container starts with and no transition opens (``Reachability`` decides).
enum ReachabilityCheck {
    /// Both kinds of warning, from one walk of the model.
    ///
    /// - Parameter declared: what each screen declares it pushes or presents under `screens`
    ///   (version 2); a `stack` list's order alone reaches nothing, in either version.
    static func diagnostics(for model: ArchitectureModel, declared: [String: [String]], sourceMap: SpecSourceMap) -> [SpecDiagnostic] {
        let reachability = Reachability(model, declared: declared)
        return coordinators(in: model, reached: reachability.coordinators, sourceMap: sourceMap)
            + screens(in: model, reached: reachability.screens, sourceMap: sourceMap)
    }

    private static func coordinators(in model: ArchitectureModel, reached: Set<String>, sourceMap: SpecSourceMap) -> [SpecDiagnostic] {
        guard let root = model.root else { return [] }
        return model.coordinators.filter { !reached.contains($0.id) }.map { coordinator in
            SpecDiagnostic(
                .unreachableCoordinator,
                "coordinator '\(coordinator.id)' is not reachable from the root '\(root)': no coordinator lists it under 'children' or 'tabs'; add it to its parent",
                at: sourceMap.location(of: .coordinator(coordinator.id))
            )
        }
    }

    private static func screens(in model: ArchitectureModel, reached: Set<String>, sourceMap: SpecSourceMap) -> [SpecDiagnostic] {
        return model.screens.filter { !reached.contains($0.id) }.map { screen in
            SpecDiagnostic(
                .unreachableScreen,
                "screen '\(screen.id)' cannot be reached: it is not the first screen of a stack, a tab or a coordinator's 'screen', and no transition that can run pushes or presents it; add the transition that opens it",
                at: sourceMap.location(of: .screen(screen.id))
            )
        }
    }
}
