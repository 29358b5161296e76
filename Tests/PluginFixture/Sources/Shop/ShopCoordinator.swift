/// The coordinator layer of a tiny shop app whose architecture Architecture/flow.yaml declares.
public final class ShopCoordinator {
    /// The tab coordinators, in tab order.
    public let children: [CatalogCoordinator]

    public init() {
        children = [CatalogCoordinator()]
    }
}

/// The catalog tab: a list and a product page.
public final class CatalogCoordinator {
    public init() {}
}
