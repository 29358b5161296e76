/// One thing a user (or the system) does to a live app, e.g. tapping a button.
public struct ScenarioAction {
    /// The name the recording shows; use the method the action triggers, e.g.
    /// `goToDeepViewInFavoriteTab()`, so it lines up with a spec transition's `trigger`.
    public var name: String
    public var perform: () throws -> Void

    public init(_ name: String, perform: @escaping () throws -> Void) {
        self.name = name
        self.perform = perform
    }
}
