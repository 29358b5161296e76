/// Checks a deep link's URL pattern: `scheme://path` with `{name}` parameters, e.g.
/// `myapp://orders/{id}` or `https://example.com/orders/{id}/items/{item}`.
enum DeepLinkPattern {
    /// What is wrong with `pattern`, one sentence each saying what to write instead; empty when
    /// the pattern is valid.
    static func problems(in pattern: String) -> [String] {
        var problems: [String] = []
        if !hasScheme(pattern) {
            problems.append("'\(pattern)' has no scheme; write the pattern as a URL, e.g. 'myapp://orders/{id}'")
        }
        if pattern.contains(where: \.isWhitespace) {
            problems.append("'\(pattern)' contains a space; URLs have none (write it as %20)")
        }
        var names: [String] = []
        var current: String?
        for character in pattern {
            switch (character, current) {
            case ("{", nil): current = ""
            case ("}", let name?):
                names.append(name)
                current = nil
            case ("{", _?), ("}", nil):
                problems.append("'\(pattern)' has unbalanced braces; write each parameter as '{name}'")
                return problems
            case (_, let name?): current = name + String(character)
            default: break
            }
        }
        if current != nil {
            problems.append("'\(pattern)' has unbalanced braces; write each parameter as '{name}'")
            return problems
        }
        for name in names where !isParameterName(name) {
            problems.append("parameter '{\(name)}' is not a name; use letters, digits and '_', starting with a letter")
        }
        var seen: Set<String> = []
        for name in names where !seen.insert(name).inserted {
            problems.append("parameter '{\(name)}' appears twice; give each parameter its own name")
        }
        return problems
    }

    private static func hasScheme(_ pattern: String) -> Bool {
        guard let separator = pattern.range(of: "://"), separator.upperBound < pattern.endIndex else { return false }
        let scheme = pattern[..<separator.lowerBound]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    private static func isParameterName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
