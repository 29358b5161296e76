/// A part of a declared model that a merge finding can be about, so that whoever wrote the
/// declaration (a spec file) can say where it is written.
///
/// Elements form a tree: when a spec has no location for an element, the location of its
/// ``parent`` is the next best place to point at.
public enum ModelElement: Hashable, Sendable {
    /// The app's name.
    case app
    /// The root coordinator.
    case root
    /// The list of coordinators as a whole.
    case coordinators
    /// A coordinator's declaration, by id.
    case coordinator(String)
    /// The protocol or base class a coordinator is used as.
    case declaredAs(coordinator: String)
    /// A coordinator's list of children.
    case children(of: String)
    /// One child link of a coordinator.
    case child(of: String, coordinator: String)
    /// A coordinator's container (its tabs, stack or single screen).
    case container(of: String)
    /// One tab of a coordinator's tab bar, by position.
    case tab(of: String, index: Int)
    /// A screen's declaration, by id.
    case screen(String)
    /// A transition, by id.
    case transition(String)
    /// One step of a transition, by 0-based position.
    case step(transition: String, index: Int)
    /// A deep link, by URL pattern.
    case deepLink(String)

    /// The enclosing element, or `nil` for elements at the top of a declaration.
    public var parent: ModelElement? {
        switch self {
        case .app, .root, .coordinators, .screen, .transition, .deepLink: nil
        case .coordinator: .coordinators
        case .declaredAs(let id), .children(let id), .container(let id): .coordinator(id)
        case .child(let parent, _): .children(of: parent)
        case .tab(let owner, _): .container(of: owner)
        case .step(let transition, _): .transition(transition)
        }
    }
}
