/// A place in a spec file.
public struct SourceLocation: Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public var description: String { "\(path):\(line):\(column)" }
}

/// One problem found in a spec, printed in compiler form:
/// `path:line:col: error: [rule-id] message`.
public struct SpecDiagnostic: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public var location: SourceLocation
    public var severity: Severity
    /// A stable kebab-case id for the kind of problem, e.g. `unknown-key`.
    public var id: String
    public var message: String

    public init(_ severity: Severity, _ id: String, _ message: String, at location: SourceLocation) {
        self.location = location
        self.severity = severity
        self.id = id
        self.message = message
    }

    public var description: String { "\(location): \(severity.rawValue): [\(id)] \(message)" }
}

/// The spec module's one error type.
public enum SpecError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(path: String, reason: String)
    /// The spec has errors; every one found is listed, in file order.
    case invalid([SpecDiagnostic])

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "\(path): error: cannot read the spec: \(reason)"
        case .invalid(let diagnostics):
            diagnostics.map(\.description).joined(separator: "\n")
        }
    }
}
