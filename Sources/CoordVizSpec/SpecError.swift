/// The spec module's one error type.
public enum SpecError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(path: String, reason: String)
    /// The spec has errors; every problem found (warnings too) is listed, in file order.
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
