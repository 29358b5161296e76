import CoordVizCore

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
    /// The model element it is about, when the spec reader or the merge knows it.
    public var element: DiagnosticElement?

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

extension SpecDiagnostic {
    /// The same problem as the core's one ``Diagnostic`` value, for reporters: the spec location
    /// first, then the snapshot's file and JSON path when the problem is a merge finding.
    public var diagnostic: Diagnostic {
        var locations = [DiagnosticLocation(kind: .spec, path: location.path, line: location.line, column: location.column)]
        if let liveLocation {
            if let split = liveLocation.range(of: " $", options: .backwards) {
                locations.append(DiagnosticLocation(
                    kind: .snapshot, path: String(liveLocation[..<split.lowerBound]),
                    jsonPath: String(liveLocation[liveLocation.index(after: split.lowerBound)...])
                ))
            } else {
                locations.append(DiagnosticLocation(kind: .snapshot, path: liveLocation))
            }
        }
        return Diagnostic(
            ruleID: id, severity: severity == .error ? .error : .warning, message: message,
            locations: locations, element: element
        )
    }
}
