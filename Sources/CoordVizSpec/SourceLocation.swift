/// A place in a spec file: `path:line:column`, both counted from 1.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// The start of a file, for problems about the file as a whole.
    public static func start(of path: String) -> SourceLocation {
        SourceLocation(path: path, line: 1, column: 1)
    }

    public var description: String { "\(path):\(line):\(column)" }
}

/// A value read from a spec, with where it was written.
struct Located<Value: Sendable>: Sendable {
    var value: Value
    var location: SourceLocation
}
