/// Something the introspector saw but could not follow, recorded so that nothing is dropped
/// silently: views and `validate` report these.
public struct UnreadReference: Codable, Equatable, Sendable {
    /// Why the reference was not followed.
    public enum Reason: String, Codable, Sendable, CaseIterable {
        /// A closure: what it captures cannot be read by reflection.
        case closure
        /// The walk's object budget ran out.
        case budget
        /// The walk reached its depth limit.
        case depth
        /// Values nested deeper than the walk looks.
        case nesting
        /// A property the options say to skip.
        case skipped
    }

    /// The id of the coordinator (or owner) whose property it is.
    public var owner: String
    /// The property path from that owner, e.g. `store.current`.
    public var path: String
    public var reason: Reason
    /// The value's type, where known.
    public var typeName: String?

    public init(owner: String, path: String, reason: Reason, typeName: String? = nil) {
        self.owner = owner
        self.path = path
        self.reason = reason
        self.typeName = typeName
    }

    /// One line for a person: `HomeCoordinator.store.current (a closure; what it captures cannot be read)`.
    public var summary: String {
        let what: String
        switch reason {
        case .closure: what = "a closure; what it captures cannot be read"
        case .budget: what = "not followed: the walk's object budget ran out"
        case .depth: what = "not followed: deeper than the depth limit"
        case .nesting: what = "not followed: nested deeper than the walk looks"
        case .skipped: what = "skipped by the options"
        }
        return "\(owner).\(path) (\(what))"
    }
}

extension Array where Element == UnreadReference {
    /// A one-line note for diagrams: `3 references not followed: A.x, B.y, C.z`.
    public var note: String? {
        guard !isEmpty else { return nil }
        let shown = prefix(3).map { "\($0.owner).\($0.path)" }.joined(separator: ", ")
        let more = count > 3 ? " and \(count - 3) more" : ""
        return "\(count) reference\(count == 1 ? "" : "s") not followed: \(shown)\(more)"
    }
}
