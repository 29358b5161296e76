/// One disagreement between what a spec declares and what a live snapshot shows, with where each
/// side says it.
public struct MergeFinding: Equatable, Sendable, CustomStringConvertible {
    /// A stable kebab-case id for the kind of disagreement, e.g. `tab-order-differs`.
    public var id: String
    /// One sentence naming both sides and which one the merged model follows.
    public var message: String
    /// What the finding is about in the declared model; a spec maps it to a file location.
    public var declared: ModelElement
    /// Where the snapshot shows it: a JSON path into the snapshot file, e.g.
    /// `$.coordinators[0].container.tabBar.tabs`.
    public var live: String

    public init(id: String, message: String, declared: ModelElement, live: String) {
        self.id = id
        self.message = message
        self.declared = declared
        self.live = live
    }

    /// `[id] message (live: $.path)`.
    public var description: String { "[\(id)] \(message) (live: \(live))" }
}
