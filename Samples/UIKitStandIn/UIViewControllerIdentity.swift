/// View controllers compare and hash by identity, as UIKit's do (they are `NSObject`s, whose
/// `isEqual(_:)` and `hash` default to identity), so real code can write
/// `viewControllers.contains(controller)` or key a dictionary by view controller.
extension UIViewController: Hashable {
    /// Whether both are the same view controller.
    public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool {
        lhs === rhs
    }

    /// Hashes the view controller's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
