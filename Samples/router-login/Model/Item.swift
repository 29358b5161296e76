/// Something the user keeps a list of.
public struct Item: Equatable, Sendable {
    /// The item's stable number.
    public let id: Int
    /// The item's name.
    public var name: String

    /// Creates an item.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
