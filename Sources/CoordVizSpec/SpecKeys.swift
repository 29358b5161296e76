/// The keys each mapping of a spec may hold, in the order the reference documents them.
enum SpecKeys {
    static let top = ["version", "app", "root", "coordinators", "screens", "transitions", "deepLinks"]
    static let coordinator = ["as", "children", "tabs", "stack", "screen"]
    static let tab = ["coordinator", "screen", "title", "icon", "index"]
    static let screen = ["title", "coordinator"]
    static let transition = ["id", "from", "trigger", "steps"]
    static let deepLink = ["url", "handler", "transition"]

    /// The keys that give a coordinator its container; a coordinator has at most one of them.
    static let containers = ["tabs", "stack", "screen"]
}
