/// What a control runs when it is used: the stand-in for UIKit's `UIAction`.
open class UIAction {
    /// The action's name, as a menu would show it.
    open var title: String

    /// The action's icon.
    open var image: UIImage?

    /// What the action runs; a tap on the control that carries it calls it with the action.
    let handler: (UIAction) -> Void

    /// Creates an action.
    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.handler = handler
    }
}
