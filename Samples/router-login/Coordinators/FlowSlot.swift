/// A place for at most one running child flow, for a coordinator that runs one kind of flow at
/// a time (a modal flow, say) and wants the compiler to say whether it is running.
public enum FlowSlot {
    /// No flow is running.
    case idle
    /// `coordinator`'s flow is running; the slot keeps it alive.
    case running(any Coordinator)

    /// The running coordinator, if any.
    public var coordinator: (any Coordinator)? {
        switch self {
        case .idle: nil
        case .running(let coordinator): coordinator
        }
    }
}
