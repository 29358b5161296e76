import CoordVizCore
import Foundation

/// Reads a flow spec (YAML, or the same structure as JSON) into the architecture model it
/// declares, reporting every problem with its location. A spec may be one file or several (one
/// per feature) read together.
///
/// ```yaml
/// version: 2
/// app: Love Story
/// root: MainCoordinator
/// coordinators:
///   MainCoordinator:
///     as: MainBaseCoordinator
///     tabs:
///       - { coordinator: HomeCoordinator, title: Home, icon: homekit }
///   HomeCoordinator:
///     stack: [HomeViewController, Home2ViewController]
/// transitions:
///   - id: open-home2
///     from: HomeViewController
///     steps:
///       - push: Home2ViewController
/// ```
///
/// The stages, each in its own type: ``YAMLComposer`` (text to located nodes), ``DocumentReader``
/// (one file's keys and shapes), ``SpecLinker`` (names across files, the model and its source
/// map), then ``ReachabilityCheck`` and ``TransitionCheck`` on the model.
public enum FlowSpecParser {
    /// The spec versions this build reads: 1 (the first format, read as it always was) and 2
    /// (branching stacks, shared stacks, presented containers, phases, entry points, …).
    public static let supportedVersions = 1...2

    /// Parses the spec file at `url`; throws ``SpecError`` with every problem found.
    public static func parse(contentsOf url: URL, displayPath: String? = nil) throws -> ParsedSpec {
        let path = displayPath ?? url.path
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw SpecError.unreadable(path: path, reason: "the file does not exist or is not UTF-8 text")
        }
        return try parse(text, path: path)
    }

    /// Parses spec text; `path` is used in diagnostics.
    public static func parse(_ text: String, path: String) throws -> ParsedSpec {
        try parse([SpecFile(path: path, text: text)])
    }

    /// Parses several files as one spec: names defined in one file may be used in any other.
    /// Throws ``SpecError/invalid(_:)`` with every error and warning, in file order, when there is
    /// at least one error.
    ///
    /// - Parameter checks: ``SpecCheckTiming/now`` (the default) plays and walks the whole app
    ///   before returning; ``SpecCheckTiming/inBackground`` returns the model as soon as it is
    ///   linked and leaves those checks running: call ``ParsedSpec/checked()`` before trusting
    ///   the spec (before writing anything drawn from it).
    /// - Parameter annotating: stamps where each coordinator and screen is declared on the model
    ///   (``SpecSourceMap/annotate(_:)``) before the checks see it, so the index and simulator
    ///   the checks make of it (``ArchitectureModel/sharedIndex``) serve the caller's drawing too.
    ///   Off by default: a model read from one file then equals one read from another.
    public static func parse(_ files: [SpecFile], checks: SpecCheckTiming = .now, annotating: Bool = false) throws(SpecError) -> ParsedSpec {
        var diagnostics: [SpecDiagnostic] = []
        var documents: [SpecDocument] = []
        for file in files {
            let composed = YAMLComposer.compose(file.text, path: file.path)
            diagnostics += composed.diagnostics
            guard let root = composed.root else { continue }
            var reader = DocumentReader(path: file.path)
            documents.append(reader.read(root))
            diagnostics += reader.reader.diagnostics
        }
        var linker = SpecLinker(documents, files: files.map(\.path))
        var model = linker.link()
        if annotating { linker.sourceMap.annotate(&model) }
        diagnostics += linker.diagnostics
        let paths = files.map(\.path)
        let modelChecks = ModelChecks(linker: linker, model: model, checksReachability: !diagnostics.contains(where: { $0.severity == .error }))
        // With an error already, or a file that could not be read, nothing is drawn: check now.
        let readEveryFile = documents.count == files.count
        if checks == .inBackground, readEveryFile, !diagnostics.contains(where: { $0.severity == .error }) {
            let pending = PendingSpecChecks(start: modelChecks.diagnostics)
            return ParsedSpec(model: model, warnings: inFileOrder(diagnostics, files: paths), sourceMap: linker.sourceMap, pending: pending, files: paths)
        }
        let sorted = inFileOrder(diagnostics + modelChecks.diagnostics(), files: paths)
        if sorted.contains(where: { $0.severity == .error }) || !readEveryFile {
            throw SpecError.invalid(sorted)
        }
        return ParsedSpec(model: model, warnings: sorted, sourceMap: linker.sourceMap)
    }

    /// By file (in the order given), then line and column; reports at one place keep their order.
    static func inFileOrder(_ diagnostics: [SpecDiagnostic], files: [String]) -> [SpecDiagnostic] {
        func rank(_ path: String) -> Int { files.firstIndex(of: path) ?? files.count }
        return diagnostics.enumerated().sorted { a, b in
            let left = (rank(a.element.location.path), a.element.location.line, a.element.location.column, a.offset)
            let right = (rank(b.element.location.path), b.element.location.line, b.element.location.column, b.offset)
            return left < right
        }.map(\.element)
    }
}

/// One file of a spec: its text, and the path diagnostics name.
public struct SpecFile: Sendable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A parsed spec: the model it declares, the warnings that did not stop parsing, and where each
/// element of the model is written.
public struct ParsedSpec: Sendable {
    public var model: ArchitectureModel
    public var warnings: [SpecDiagnostic]
    public var sourceMap: SpecSourceMap
    /// The checks still running when parsed with ``SpecCheckTiming/inBackground``.
    var pending: PendingSpecChecks?
    /// The spec's files, in the order given, to sort the checks' diagnostics with the others.
    var files: [String] = []

    /// Whether checks started in the background have yet to be collected by ``checked()``.
    public var hasPendingChecks: Bool { pending != nil }

    /// This spec once the checks ``FlowSpecParser/parse(_:checks:)`` left running have finished:
    /// their warnings among the others, in file order. Returns at once when nothing is pending.
    ///
    /// - Throws: ``SpecError/invalid(_:)`` with every diagnostic when a check found an error.
    public func checked() throws(SpecError) -> ParsedSpec {
        guard let pending else { return self }
        let sorted = FlowSpecParser.inFileOrder(warnings + pending.wait(), files: files)
        if sorted.contains(where: { $0.severity == .error }) { throw SpecError.invalid(sorted) }
        return ParsedSpec(model: model, warnings: sorted, sourceMap: sourceMap)
    }
}

/// When ``FlowSpecParser`` runs the checks that play every transition and walk the whole app.
public enum SpecCheckTiming: Sendable {
    /// Before the parse returns.
    case now
    /// On another thread while the caller goes on with the model (drawing it, say); the caller
    /// collects them with ``ParsedSpec/checked()``.
    case inBackground
}
