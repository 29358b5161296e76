import Foundation

/// `coordviz scan`'s library: reads a folder of Swift sources with swift-syntax (no build, no
/// type checker) and infers the app's coordinator architecture.
public enum Scanner {
    /// Scans `folder`; `app` names the app (the folder's name by default).
    /// The work runs on a thread with a large stack (``LargeStack``), so deeply nested code is
    /// read rather than ending the process.
    public static func scan(folder: String, app: String? = nil, options: ScanOptions = ScanOptions()) throws -> ScannedApp {
        try LargeStack.run { try scanOnThisThread(folder: folder, app: app, options: options) }
    }

    private static func scanOnThisThread(folder: String, app: String?, options: ScanOptions) throws -> ScannedApp {
        let found = try SourceDiscovery.find(in: folder, respectTargets: options.respectTargets)
        guard !found.files.isEmpty else { throw ScanError.noSwiftFiles(folder) }
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        let catalog = try TypeCatalog.build(files: found.files, root: root, options: options)
        let name = app ?? URL(fileURLWithPath: root).lastPathComponent
        var inference = Inference(catalog: catalog, options: options)
        var fallbackNote: ScannedApp.Unresolved?
        if inference.roles.coordinatorTypes.isEmpty, !options.fallbackCoordinatorSuffixes.isEmpty {
            var fallback = options
            fallback.coordinatorSuffixes += options.fallbackCoordinatorSuffixes
            let retried = Inference(catalog: catalog, options: fallback)
            if let first = catalog.order.first(where: retried.roles.coordinatorTypes.contains), let type = catalog[first] {
                inference = retried
                let named = options.coordinatorSuffixes.map { "…\($0)" }.joined(separator: ", ")
                let matched = options.fallbackCoordinatorSuffixes.filter { suffix in retried.roles.coordinatorTypes.contains { $0.hasSuffix(suffix) } }
                let read = (matched.isEmpty ? options.fallbackCoordinatorSuffixes : matched).map { "…\($0)" }.joined(separator: ", ")
                fallbackNote = .init(source: type.source, message: "no type is named \(named) or adopts one; the \(read) types are read as the app's coordinators (pass --coordinator-suffix to name them otherwise)")
            }
        }
        inference.registeredSchemes = RegisteredURLSchemes.read(found.infoPlists)
        inference.linkDomains = RegisteredURLSchemes.linkDomains(found.entitlements)
        var result = ScannedSpecCheck.validated(inference.infer(app: name))
        if let fallbackNote { result.unresolved.insert(fallbackNote, at: 0) }
        if result.coordinators.isEmpty, let hint = noCoordinatorHint(catalog, roles: inference.roles, options: options) {
            result.unresolved.insert(hint, at: 0)
        }
        result.filesRead = found.files.count
        result.filesLeftOut = found.leftOut
        return result
    }
}
