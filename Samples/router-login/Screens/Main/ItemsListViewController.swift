import Foundation
import UIKitStandIn

/// The list of items, titled "Items", with a "+" button in the navigation bar. It reports taps
/// through its output closures.
public final class ItemsListViewController: UIViewController {
    /// Called with the item the user tapped.
    public var onItemSelect: ((Item) -> Void)?

    /// Called when the user taps "+".
    public var onCreateItem: (() -> Void)?

    /// Where the items come from.
    private let store: ItemStore

    /// Creates the list over `store`.
    public init(store: ItemStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        title = "Items"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction { [weak self] _ in self?.onCreateItem?() }
        )
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The rows, in the store's order.
    public var items: [Item] {
        store.items
    }

    /// A tap on the row at `index`.
    public func selectItem(at index: Int) {
        guard items.indices.contains(index) else { return }
        onItemSelect?(items[index])
    }
}
