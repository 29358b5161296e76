/// One problem or finding about an app's navigation, whoever found it: the spec reader, the merge
/// of a spec with a snapshot, or an architecture review rule.
///
/// Every command prints diagnostics in compiler form on a terminal and hands the same values to
/// reporters (JSON, SARIF, GitHub annotations, JUnit), so a rule id, a severity and the places a
/// diagnostic points at mean the same everywhere:
///
/// ```
/// flow.yaml:12:7: warning: [strong_parent_reference] HomeCoordinator holds its parent … (live: snapshot.json $.coordinators[1])
/// ```
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How much a diagnostic matters; ordered from least to most severe.
    public enum Severity: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
        case note, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// A stable id for the kind of problem: kebab-case for spec and merge diagnostics
    /// (`unknown-key`, `tab-order-differs`), snake_case for review rules
    /// (`strong_parent_reference`).
    public var ruleID: String
    public var severity: Severity
    /// One sentence naming the element and, where there is one, the fix.
    public var message: String
    /// Where the diagnostic points: its place in a spec first, then in a snapshot.
    public var locations: [DiagnosticLocation]
    /// The model element it is about, by kind and id, when it is about one.
    public var element: DiagnosticElement?

    public init(ruleID: String, severity: Severity, message: String, locations: [DiagnosticLocation] = [], element: DiagnosticElement? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.locations = locations
        self.element = element
    }

    /// The place in a spec file, if the diagnostic has one.
    public var specLocation: DiagnosticLocation? { locations.first { $0.kind == .spec } }
    /// The place in a snapshot, if the diagnostic has one.
    public var snapshotLocation: DiagnosticLocation? { locations.first { $0.kind == .snapshot } }

    /// Compiler form: `path:line:col: severity: [rule] message (live: snapshot $.path)`; without
    /// a spec location, the snapshot (or nothing) goes in front.
    public var description: String {
        let head = specLocation ?? locations.first
        let prefix = head.map { "\($0.description): " } ?? ""
        let live = head?.kind == .snapshot ? nil : snapshotLocation
        return "\(prefix)\(severity.rawValue): [\(ruleID)] \(message)" + (live.map { " (live: \($0.description))" } ?? "")
    }
}

/// A place a ``Diagnostic`` points at: a line of a spec or source file, or a JSON path into a
/// snapshot or recording.
public struct DiagnosticLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What kind of file the place is in.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A flow spec (YAML or JSON).
        case spec
        /// A snapshot of a live app.
        case snapshot
        /// A recording of flows run in a live app.
        case recording
        /// A Swift source file.
        case source
    }

    public var kind: Kind
    public var path: String
    /// 1-based line and column, when the place is a position in a text file.
    public var line: Int?
    public var column: Int?
    /// A JSON path into a snapshot or recording, e.g. `$.coordinators[0].children`.
    public var jsonPath: String?

    public init(kind: Kind, path: String, line: Int? = nil, column: Int? = nil, jsonPath: String? = nil) {
        self.kind = kind
        self.path = path
        self.line = line
        self.column = column
        self.jsonPath = jsonPath
    }

    /// `path:line:col`, `path $.json.path`, or just `path`.
    public var description: String {
        if let line { return "\(path):\(line):\(column ?? 1)" }
        if let jsonPath { return "\(path) \(jsonPath)" }
        return path
    }
}

/// The model element a ``Diagnostic`` is about: its kind and id, stable enough for baselines.
public struct DiagnosticElement: Hashable, Sendable, Codable, CustomStringConvertible {
    /// `coordinator`, `screen`, `transition`, `deepLink`, `tab` or `app`.
    public var kind: String
    /// The element's id in the model (a coordinator's or screen's id, a transition's id, a deep
    /// link's pattern).
    public var id: String

    public init(kind: String, id: String) {
        self.kind = kind
        self.id = id
    }

    public static func coordinator(_ id: String) -> Self { .init(kind: "coordinator", id: id) }
    public static func screen(_ id: String) -> Self { .init(kind: "screen", id: id) }
    public static func transition(_ id: String) -> Self { .init(kind: "transition", id: id) }
    public static func deepLink(_ pattern: String) -> Self { .init(kind: "deepLink", id: pattern) }

    /// The element a merge finding is about, in these terms.
    public init?(_ element: ModelElement) {
        switch element {
        case .app, .root, .coordinators: return nil
        case .coordinator(let id), .declaredAs(let id), .children(let id), .child(let id, _), .container(let id), .tab(let id, _):
            self = .coordinator(id)
        case .screen(let id): self = .screen(id)
        case .transition(let id), .step(let id, _): self = .transition(id)
        case .deepLink(let pattern): self = .deepLink(pattern)
        }
    }

    public var description: String { "\(kind) \(id)" }
}
