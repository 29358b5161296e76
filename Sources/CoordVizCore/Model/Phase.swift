/// One phase of an app whose root is replaced as it runs: a login flow, then the main tab bar.
public struct Phase: Codable, Equatable, Sendable {
    /// A short name: `Login`, `Main`.
    public var name: String
    /// The coordinator whose container is the app's root in this phase.
    public var root: String

    public init(name: String, root: String) {
        self.name = name
        self.root = root
    }
}
