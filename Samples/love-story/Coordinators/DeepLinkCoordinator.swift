/// The screen-less flow: it understands the links listed in `DeepLink` and carries each out
/// with the other flows, reached through its parent coordinator.
public final class DeepLinkCoordinator: DeepLinkBaseCoordinator {
    /// The main coordinator, given at creation. Strong, as in the original design.
    public var parentCoordinator: (any MainBaseCoordinator)?

    /// The links carried out so far, oldest first.
    public private(set) var handledLinks: [DeepLink] = []

    /// The texts that were not understood (or arrived while there was no parent), oldest first.
    public private(set) var rejectedLinks: [String] = []

    /// Creates the deep-link flow of `mainBaseCoordinator`.
    public init(mainBaseCoordinator: any MainBaseCoordinator) {
        parentCoordinator = mainBaseCoordinator
    }

    /// Carries out `deepLink` and returns `true`; returns `false`, changing nothing but the
    /// record of rejected links, when the text is not a known link or there is no parent.
    @discardableResult
    public func handleDeeplink(deepLink: String) -> Bool {
        guard let link = DeepLink(deepLink), let main = parentCoordinator else {
            rejectedLinks.append(deepLink)
            return false
        }
        switch link {
        case .home:
            main.moveTo(flow: .MostViewed)
        case .orders:
            main.moveTo(flow: .Favorites)
        case .ordersDeep:
            main.homeCoordinator.goToDeepViewInFavoriteTab()
        }
        handledLinks.append(link)
        return true
    }
}
