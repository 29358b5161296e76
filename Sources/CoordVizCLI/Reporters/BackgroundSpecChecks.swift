import CoordVizFrontend
import Foundation

/// The spec checks `render` leaves running while it makes its diagrams (they play every
/// transition and walk the whole app, a large share of reading a big spec, yet only add
/// diagnostics). They are collected once: while the layouts run (their workers are killed when
/// a check finds an error), or at the latest before anything is written or another error is
/// reported, and their warnings are printed then, in the order `validate` prints them. An error
/// among them stops the render as it always did.
final class BackgroundSpecChecks: @unchecked Sendable {
    private let loaded: LoadedInputs
    private let lock = NSLock()
    private var outcome: Result<LoadedInputs, FrontendError>?

    init(_ loaded: LoadedInputs) {
        self.loaded = loaded
    }

    /// The inputs with every check's warnings; prints those warnings the first time.
    ///
    /// - Throws: the spec's errors, every time it is asked, when a check found one.
    @discardableResult
    func collect() throws(FrontendError) -> LoadedInputs {
        let outcome = lock.withLock {
            if let outcome = self.outcome { return outcome }
            let result = Result { () throws(FrontendError) in try loaded.checked() }
            if case .success(let checked) = result { checked.warnings.forEach(StandardError.write) }
            self.outcome = result
            return result
        }
        return try outcome.get()
    }

    /// Runs `body`; when it fails, a spec error the checks found is reported instead (it is the
    /// cause to fix first), else the body's own error.
    func reportingSpecErrorsFirst<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            try collect()
            throw error
        }
    }
}
