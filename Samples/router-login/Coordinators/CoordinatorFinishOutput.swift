/// A coordinator whose flow ends: it calls `finishFlow` when it is done, and whoever started it
/// decides what comes next.
public protocol CoordinatorFinishOutput: AnyObject {
    /// Called once, when the flow is over.
    var finishFlow: (() -> Void)? { get set }
}
