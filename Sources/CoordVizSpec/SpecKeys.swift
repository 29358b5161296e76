import CoordVizCore

/// The keys each mapping of a spec may hold, in the order the reference documents them.
enum SpecKeys {
    static let top = ["version", "app", "root", "phases", "coordinators", "screens", "transitions", "deepLinks"]
    static let coordinator = [
        "as", "children", "tabs", "stack", "screen", "split", "pages", "initialTab", "pushesOnto", "presentedFrom",
        "style", "parent", "when", "source",
    ]
    static let tab = ["coordinator", "screen", "stack", "title", "icon", "index", "selected", "when", "source"]
    static let screen = ["title", "coordinator", "pushes", "presents", "source"]
    static let transition = ["id", "from", "on", "trigger", "steps", "source"]
    static let deepLink = ["url", "handler", "transition", "source"]
    static let phase = ["name", "root", "source"]
    static let parent = ["property", "target", "strength", "source"]

    /// The value of `presentedFrom` saying the container is presented, but from a screen no one
    /// can name (a scan that could not read the code presenting it). No screen type is spelt so.
    static let unknownPresenter = "unknown"

    /// The keys that give a coordinator its container; a coordinator has at most one of them.
    /// (`stack` also lists the screens of a coordinator that pushes onto another's stack.)
    static let containers = ["tabs", "stack", "screen", "split", "pages"]

    /// Keys that exist from version 2 on, per kind of mapping; a version 1 file using one gets
    /// `needs-version-2`.
    static let version2: [String: Set<String>] = [
        "top": ["phases"],
        "coordinator": ["split", "pages", "initialTab", "pushesOnto", "presentedFrom", "style", "parent", "when"],
        "tab": ["stack", "selected", "when"],
        "screen": ["pushes", "presents"],
        "transition": ["on"],
    ]
}

extension Presentation {
    /// What a spec writes under `presentedFrom` for a container presented from a screen no one
    /// named (``Presentation/over`` is `nil`): `unknown`.
    public static let unknownPresenterInSpec = SpecKeys.unknownPresenter
}
