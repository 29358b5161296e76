/// A screen of the Orders flow: it reaches navigation only through its Orders coordinator.
public protocol OrdersBaseCoordinated {
    /// The coordinator of the flow this screen belongs to.
    var coordinator: (any OrdersBaseCoordinator)? { get }
}
