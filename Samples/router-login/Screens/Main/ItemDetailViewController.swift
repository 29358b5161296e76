import Foundation
import UIKitStandIn

/// One item, titled with its name, with a "Duplicate" button.
public final class ItemDetailViewController: UIViewController {
    /// Called with the item when the user wants a copy of it.
    public var onDuplicate: ((Item) -> Void)?

    /// The item on show.
    public let item: Item

    /// Creates the screen for `item`.
    public init(item: Item) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
        title = item.name
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The "Duplicate" button.
    public func duplicateTapped() {
        onDuplicate?(item)
    }
}
