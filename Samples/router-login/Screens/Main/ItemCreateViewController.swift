import Foundation
import UIKitStandIn

/// The new-item form, titled "New Item", with Cancel and Save buttons in the navigation bar.
public final class ItemCreateViewController: UIViewController {
    /// Called with the name when the user saves.
    public var onCompleteCreateItem: ((String) -> Void)?

    /// Called when the user cancels.
    public var onHideButtonTap: (() -> Void)?

    /// What the user typed.
    public var name = ""

    /// Creates the form, its name field filled with `name`.
    public init(name: String = "") {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = "New Item"
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel,
            primaryAction: UIAction { [weak self] _ in self?.onHideButtonTap?() }
        )
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .save,
            primaryAction: UIAction { [weak self] _ in self?.saveTapped() }
        )
    }

    /// Screens of this app are built in code only; there is no storyboard to decode one from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The Save button: needs a name.
    public func saveTapped() {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        onCompleteCreateItem?(trimmed)
    }
}
