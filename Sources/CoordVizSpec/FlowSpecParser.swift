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
    public static func parse(_ files: [SpecFile]) throws -> ParsedSpec {
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
        let model = linker.link()
        diagnostics += linker.diagnostics
        let sourceMap = linker.sourceMap
        // What is unreachable is only known once every name and step was read: after an error,
        // these warnings would mostly repeat it. The two checks only read the model: they run
        // side by side (each plays or walks the whole app, a large share of reading a big spec).
        let checksReachability = !diagnostics.contains(where: { $0.severity == .error })
        let declaredEdges = linker.declaredEdges, unplayable = linker.unplayable
        let checks = SideBySide.run(
            { checksReachability ? ReachabilityCheck.diagnostics(for: model, declared: declaredEdges, sourceMap: sourceMap) : [] },
            { TransitionCheck.diagnostics(for: model, skipping: unplayable, sourceMap: sourceMap) }
        )
        diagnostics += checks.0 + checks.1
        if !diagnostics.contains(where: { $0.severity == .error }) {
            let version1 = Set(linker.declarations.filter { $0.version == 1 }.map(\.name.value))
            diagnostics += UpgradeCheck.diagnostics(for: model, version1: version1, sourceMap: sourceMap)
        }

        let sorted = inFileOrder(diagnostics, files: files.map(\.path))
        if sorted.contains(where: { $0.severity == .error }) || documents.count < files.count {
            throw SpecError.invalid(sorted)
        }
        return ParsedSpec(model: model, warnings: sorted, sourceMap: sourceMap)
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
}
