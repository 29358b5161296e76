/// The new-item flow, on a navigation controller of its own that the Items flow presents.
/// Finishes on Save (after adding the item) or Cancel.
public final class ItemCreateCoordinator: BaseCoordinator, CoordinatorFinishOutput {
    /// Set by the Items flow.
    public var finishFlow: (() -> Void)?

    private let router: Router
    private let modules: ModuleFactory
    private let store: ItemStore

    /// What the form's name field starts with.
    private let prefilledName: String

    /// Creates the flow on `router`, whose navigation controller will be presented.
    public init(router: Router, modules: ModuleFactory, store: ItemStore, prefilledName: String = "") {
        self.router = router
        self.modules = modules
        self.store = store
        self.prefilledName = prefilledName
    }

    /// Makes the form the router's only module.
    override public func start(with option: DeepLinkOption?) {
        let form = modules.makeItemCreateModule(name: prefilledName)
        form.onCompleteCreateItem = { [weak self] name in
            self?.store.add(named: name)
            self?.finishFlow?()
        }
        form.onHideButtonTap = { [weak self] in self?.finishFlow?() }
        router.setRootModule(form)
    }
}
