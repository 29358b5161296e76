/// One problem found in a spec (or in its merge with a snapshot), printed in compiler form:
/// `path:line:col: error: [rule-id] message`.
public struct SpecDiagnostic: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public var location: SourceLocation
    public var severity: Severity
    /// A stable kebab-case id for the kind of problem, e.g. `unknown-key`; see ``DiagnosticID``.
    public var id: String
    public var message: String
    /// For merge findings: the snapshot file and the JSON path of the live side, e.g.
    /// `Output/app/snapshot.json $.coordinators[0].children`.
    public var liveLocation: String?

    public init(_ severity: Severity, _ id: String, _ message: String, at location: SourceLocation, live liveLocation: String? = nil) {
        self.location = location
        self.severity = severity
        self.id = id
        self.message = message
        self.liveLocation = liveLocation
    }

    /// A diagnostic of a known kind, with that kind's severity.
    init(_ id: DiagnosticID, _ message: String, at location: SourceLocation) {
        self.init(id.severity, id.rawValue, message, at: location)
    }

    public var description: String {
        "\(location): \(severity.rawValue): [\(id)] \(message)" + (liveLocation.map { " (live: \($0))" } ?? "")
    }
}
