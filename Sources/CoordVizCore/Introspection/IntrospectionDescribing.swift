/// Adopt this in a coordinator (in a debug build) to tell the introspector what reflection cannot
/// see: children kept in a type-erased store, a container reached only through a method, or a
/// better label. Every requirement has a default that changes nothing.
///
/// ```swift
/// extension SettingsCoordinator: IntrospectionDescribing {
///     var introspectionChildren: [IntrospectionChild] {
///         router.activeFlows.map { IntrospectionChild(property: "router.activeFlows", coordinator: $0) }
///     }
///     var introspectionContainer: AnyObject? { router.navigationController }
/// }
/// ```
public protocol IntrospectionDescribing: AnyObject {
    /// Children to record in addition to those found by reflection.
    var introspectionChildren: [IntrospectionChild] { get }
    /// The view controller to use as this coordinator's container, instead of the one guessed
    /// from its stored properties.
    var introspectionContainer: AnyObject? { get }
    /// A label shown with the coordinator, e.g. the feature it belongs to.
    var introspectionLabel: String? { get }
}

extension IntrospectionDescribing {
    public var introspectionChildren: [IntrospectionChild] { [] }
    public var introspectionContainer: AnyObject? { nil }
    public var introspectionLabel: String? { nil }
}

/// A child coordinator a coordinator reports about itself.
public struct IntrospectionChild {
    /// The name to show for the reference, e.g. `router.activeFlows[0]`.
    public var property: String
    public var coordinator: AnyObject

    public init(property: String, coordinator: AnyObject) {
        self.property = property
        self.coordinator = coordinator
    }
}
