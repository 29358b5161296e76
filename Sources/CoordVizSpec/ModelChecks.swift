import CoordVizCore
import Dispatch

/// The checks a linked spec's model goes through once every name and step is read: what is
/// unreachable, which steps cannot happen, and what a version 1 spec should upgrade. They only
/// read the model, so they can run at once or beside whatever the caller does next.
struct ModelChecks: Sendable {
    let model: ArchitectureModel
    let sourceMap: SpecSourceMap
    let declaredEdges: [String: [String]]
    let unplayable: Set<String>
    let version1: Set<String>
    /// After an error, reachability warnings would mostly repeat it.
    let checksReachability: Bool

    init(linker: SpecLinker, model: ArchitectureModel, checksReachability: Bool) {
        self.model = model
        sourceMap = linker.sourceMap
        declaredEdges = linker.declaredEdges
        unplayable = linker.unplayable
        version1 = Set(linker.declarations.filter { $0.version == 1 }.map(\.name.value))
        self.checksReachability = checksReachability
    }

    /// Every diagnostic of the checks, unsorted. The reachability walk and the transitions'
    /// playing run side by side (each a large share of reading a big spec).
    @Sendable func diagnostics() -> [SpecDiagnostic] {
        let checks = SideBySide.run(
            { checksReachability ? ReachabilityCheck.diagnostics(for: model, declared: declaredEdges, sourceMap: sourceMap) : [] },
            { TransitionCheck.diagnostics(for: model, skipping: unplayable, sourceMap: sourceMap) }
        )
        var diagnostics = checks.0 + checks.1
        if checksReachability, !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics += UpgradeCheck.diagnostics(for: model, version1: version1, sourceMap: sourceMap)
        }
        return diagnostics
    }
}

/// Checks running on another thread; ``wait()`` returns their diagnostics once they finish (at
/// once if they already have).
final class PendingSpecChecks: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    /// Written once by the checking thread before it signals `finished`; read after waiting.
    private var result: [SpecDiagnostic] = []
    private var collected: [SpecDiagnostic]?
    private let lock = DispatchSemaphore(value: 1)

    init(start checks: @escaping @Sendable () -> [SpecDiagnostic]) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            result = checks()
            finished.signal()
        }
    }

    /// The checks' diagnostics; blocks until they are done. Safe to call more than once.
    func wait() -> [SpecDiagnostic] {
        lock.wait()
        defer { lock.signal() }
        if let collected { return collected }
        finished.wait()
        collected = result
        return result
    }
}
