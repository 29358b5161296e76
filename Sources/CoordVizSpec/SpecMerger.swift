import CoordVizCore

/// Merges a parsed spec with a live snapshot of the same app (through ``ModelMerger``: the live
/// app wins for structure) and locates each disagreement on both sides: the spec's
/// `path:line:col`, and the snapshot file with a JSON path.
///
/// ```
/// flow.yaml:11:5: warning: [tab-order-differs] MainCoordinator's tabs are [Home, Orders] in the live app but [Orders, Home] in the spec; the live order is used (live: snapshot.json $.coordinators[0].container.tabBar.tabs)
/// ```
public enum SpecMerger {
    /// The merged model and the located disagreements.
    public struct Merged: Sendable {
        public var model: ArchitectureModel
        /// One warning per disagreement, in the spec's file order.
        public var warnings: [SpecDiagnostic]
    }

    public static func merge(_ spec: ParsedSpec, with snapshot: Snapshot, snapshotPath: String) -> Merged {
        var result = ModelMerger.merge(live: ArchitectureModel(snapshot: snapshot), declared: spec.model)
        if !spec.sourceMap.declares(.app) { result.model.app = snapshot.app }
        let warnings = result.findings.map { finding in
            var warning = SpecDiagnostic(
                .warning, finding.id, finding.message,
                at: spec.sourceMap.location(of: finding.declared),
                live: "\(snapshotPath) \(finding.live)"
            )
            warning.element = DiagnosticElement(finding.declared)
            return warning
        }
        return Merged(model: result.model, warnings: FlowSpecParser.inFileOrder(warnings, files: spec.sourceMap.files))
    }
}
