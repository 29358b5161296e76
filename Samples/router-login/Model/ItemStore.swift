/// The user's items, shared by the screens and flows that list, show and create them.
public final class ItemStore {
    /// The items, oldest first.
    public private(set) var items: [Item]

    /// Creates a store holding `items`.
    public init(items: [Item] = ItemStore.samples) {
        self.items = items
    }

    /// The item with `id`, if the store has it.
    public func item(withID id: Int) -> Item? {
        items.first { $0.id == id }
    }

    /// Adds an item called `name` and returns it.
    @discardableResult
    public func add(named name: String) -> Item {
        let item = Item(id: (items.map(\.id).max() ?? 0) + 1, name: name)
        items.append(item)
        return item
    }

    /// What a fresh install shows.
    public static let samples = [
        Item(id: 1, name: "Notebook"),
        Item(id: 2, name: "Fountain pen"),
        Item(id: 3, name: "Ink"),
    ]
}
