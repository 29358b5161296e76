/// Builds the app's screens ("modules"), so coordinators never call a screen's initializer.
public final class ModuleFactory {
    /// The items the item screens show.
    private let store: ItemStore

    /// Creates a factory whose item screens use `store`.
    public init(store: ItemStore) {
        self.store = store
    }

    /// The welcome pages.
    public func makeOnboardingModule() -> OnboardingViewController { OnboardingViewController() }
    /// The sign-in form.
    public func makeLoginModule() -> LoginViewController { LoginViewController() }
    /// The sign-up form.
    public func makeSignUpModule() -> SignUpViewController { SignUpViewController() }
    /// The terms of use.
    public func makeTermsModule() -> TermsViewController { TermsViewController() }
    /// The list of items.
    public func makeItemsListModule() -> ItemsListViewController { ItemsListViewController(store: store) }
    /// One item's details.
    public func makeItemDetailModule(item: Item) -> ItemDetailViewController { ItemDetailViewController(item: item) }
    /// The new-item form, its name field filled with `name`.
    public func makeItemCreateModule(name: String) -> ItemCreateViewController { ItemCreateViewController(name: name) }
    /// The settings.
    public func makeSettingsModule() -> SettingsViewController { SettingsViewController() }
}
