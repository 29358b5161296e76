/// What `scan` reads and how it recognises coordinators.
public struct ScanOptions: Sendable {
    /// Type names matching one of these suffixes are coordinators (with every class that adopts
    /// or inherits from one): `Coordinator`, `Coordinating`, `FlowController` by default.
    public var coordinatorSuffixes: [String]
    /// Read when no type matches ``coordinatorSuffixes``: apps that call their coordinators
    /// navigators (`DefaultPostsNavigator` owning a tab's navigation controller and pushing its
    /// screens) or, in VIPER, wireframes (`ListWireframe` showing its module and holding the next
    /// module's wireframe). Apps with coordinators keep these as helpers, so they are not read
    /// then. Empty when suffixes are given explicitly.
    public var fallbackCoordinatorSuffixes: [String]
    /// Skips the `#if DEBUG` branch of conditional compilation blocks (their `#else` is read).
    public var skipDebugBranches: Bool
    /// Reads only files that a target of `Package.swift` or an Xcode project includes, when the
    /// folder has one.
    public var respectTargets: Bool
    /// How many files are parsed at once (defaults to the processor count).
    public var parallelism: Int

    public init(
        coordinatorSuffixes: [String] = ["Coordinator", "Coordinating", "FlowController"],
        fallbackCoordinatorSuffixes: [String] = ["Navigator", "Wireframe"],
        skipDebugBranches: Bool = false,
        respectTargets: Bool = true,
        parallelism: Int = 0
    ) {
        self.coordinatorSuffixes = coordinatorSuffixes
        self.fallbackCoordinatorSuffixes = fallbackCoordinatorSuffixes
        self.skipDebugBranches = skipDebugBranches
        self.respectTargets = respectTargets
        self.parallelism = parallelism
    }
}
