/// A configuration file that cannot be used: every problem, each in compiler form
/// (`.coordviz.yml:4:5: error: [unknown-key] …`) saying what to write instead.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible {
    /// One line per problem.
    public var problems: [String]

    public init(problems: [String]) {
        self.problems = problems
    }

    public var description: String { problems.joined(separator: "\n") }
}
