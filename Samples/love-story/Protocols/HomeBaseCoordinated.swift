/// A screen of the Home flow: it reaches navigation only through its Home coordinator.
public protocol HomeBaseCoordinated {
    /// The coordinator of the flow this screen belongs to.
    var coordinator: (any HomeBaseCoordinator)? { get }
}
