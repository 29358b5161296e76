/// The bottom rung of the coordinator ladder: something that takes part in the app's navigation
/// and knows the main coordinator above it, without necessarily owning a screen.
///
/// `DeepLinkCoordinator` stops at this rung; coordinators with screens go on to `Coordinator`.
public protocol FlowCoordinator: AnyObject {
    /// The main coordinator, through which a flow reaches the other flows.
    ///
    /// In this architecture the reference is strong (the main coordinator holds its children
    /// strongly too), so the main coordinator and its children keep each other alive.
    var parentCoordinator: (any MainBaseCoordinator)? { get set }
}
