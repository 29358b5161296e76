import XCoordinator

final class FeedViewModel {
    private let router: UnownedRouter<FeedRoute>

    init(router: UnownedRouter<FeedRoute>) {
        self.router = router
    }

    func compose() { router.trigger(.compose) }
    func openSettings() { router.trigger(.settings) }
    func openProfile() { router.trigger(.profile) }
    func readLatest() { router.trigger(.latest) }
}

final class ComposeViewModel {
    private let router: UnownedRouter<FeedRoute>

    init(router: UnownedRouter<FeedRoute>) {
        self.router = router
    }

    func close() { router.trigger(.discardPrompt) }
}

final class ProfileViewModel {
    private let router: UnownedRouter<ProfileRoute>

    init(router: UnownedRouter<ProfileRoute>) {
        self.router = router
    }

    func switchAccount() { router.trigger(.account(nil)) }
}
