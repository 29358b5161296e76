/// The Items tab: the list as its router's root module, an item's details pushed above it, and
/// the new-item flow presented over the tab, held in `createFlow` while it runs.
public final class ItemCoordinator: BaseCoordinator {
    /// The new-item flow, while it is presented.
    public private(set) var createFlow: FlowSlot = .idle

    private let router: Router
    private let modules: ModuleFactory
    private let coordinatorFactory: CoordinatorFactory
    private let store: ItemStore

    /// Creates the flow on `router` (the tab's navigation controller).
    public init(router: Router, modules: ModuleFactory, coordinatorFactory: CoordinatorFactory, store: ItemStore) {
        self.router = router
        self.modules = modules
        self.coordinatorFactory = coordinatorFactory
        self.store = store
    }

    /// Shows the list the first time; `.item(id:)` then opens that item above the list.
    override public func start(with option: DeepLinkOption?) {
        if router.rootController?.viewControllers.isEmpty ?? true {
            showItemList()
        }
        if case .item(let id) = option, let item = store.item(withID: id) {
            router.popToRootModule(animated: false)
            showItemDetail(item)
        }
    }

    private func showItemList() {
        let list = modules.makeItemsListModule()
        list.onItemSelect = { [weak self] item in self?.showItemDetail(item) }
        list.onCreateItem = { [weak self] in self?.runCreationFlow(prefilledName: "") }
        router.setRootModule(list)
    }

    private func showItemDetail(_ item: Item) {
        let detail = modules.makeItemDetailModule(item: item)
        detail.onDuplicate = { [weak self] item in self?.runCreationFlow(prefilledName: "\(item.name) copy") }
        router.push(detail)
    }

    private func runCreationFlow(prefilledName: String) {
        guard case .idle = createFlow else { return }
        let (coordinator, module) = coordinatorFactory.makeItemCreateCoordinator(prefilledName: prefilledName)
        coordinator.finishFlow = { [weak self] in
            self?.router.dismissModule()
            self?.createFlow = .idle
        }
        createFlow = .running(coordinator)
        coordinator.start()
        router.present(module)
    }
}
