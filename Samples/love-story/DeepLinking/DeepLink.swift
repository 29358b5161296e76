/// A link into the app, such as `myapp://orders/deep`.
public enum DeepLink: String, CaseIterable, Hashable, Sendable {
    /// `myapp://home`: show the Home tab.
    case home = "home"
    /// `myapp://orders`: show the Orders tab.
    case orders = "orders"
    /// `myapp://orders/deep`: show the Orders tab with Orders 3 on top of Orders 2, the same
    /// route as the deep-view button of the second Home screen.
    case ordersDeep = "orders/deep"

    /// The URL scheme the app answers to.
    public static let scheme = "myapp"

    /// Reads a link's text: the scheme (in any letter case), `://`, then the route. One trailing
    /// slash is accepted; anything else, queries and fragments included, is not a link.
    public init?(_ text: String) {
        let prefix = Self.scheme + "://"
        guard text.prefix(prefix.count).lowercased() == prefix else { return nil }
        var route = text.dropFirst(prefix.count)
        if route.hasSuffix("/") {
            route = route.dropLast()
        }
        self.init(rawValue: String(route))
    }

    /// The full text of the link, e.g. `myapp://orders/deep`.
    public var url: String {
        Self.scheme + "://" + rawValue
    }
}
