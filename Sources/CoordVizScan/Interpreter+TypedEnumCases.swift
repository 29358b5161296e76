/// Enum cases written with their type (`LaunchType.intro(manager: m)`), and `switch` subjects
/// holding a case with its payload.
extension Interpreter {
    /// `LaunchType.intro(manager: m)`, `Route.settings`: a case of an enum the sources declare,
    /// with its payload, as `.intro(manager: m)` written without the type is.
    func enumCase(_ name: String, of typeName: String, payload: [Value]) -> Value? {
        guard let type = catalog[typeName], type.kind == .enum, type.cases.contains(where: { $0.name == name }) else { return nil }
        return payload.count == 1 ? .list([.enumCase(name), payload[0]]) : .enumCase(name)
    }

    /// The case a `switch` subject is known to hold: `.defaultBrowser`, or `.intro(manager: m)`
    /// with its payload.
    static func chosenCase(of subject: Value) -> String? {
        switch subject {
        case .enumCase(let name): return name
        case .list(let items) where items.count == 2:
            if case .enumCase(let name) = items[0] { return name }
            return nil
        default: return nil
        }
    }
}
