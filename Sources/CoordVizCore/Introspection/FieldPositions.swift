import Foundation

/// Where each stored property sits among a type's own `Mirror` children (one class level), found
/// once per type and property name and shared by every walk: reading one property of a view
/// controller then projects one child instead of every stored property of its class.
final class FieldPositions: @unchecked Sendable {
    static let shared = FieldPositions()

    private struct Key: Hashable {
        var type: ObjectIdentifier
        var name: String
    }

    private let lock = NSLock()
    /// The position of the last child of the level whose property name is the key's, or `nil`
    /// when the level has none.
    private var positions: [Key: Int?] = [:]

    /// The position of `name` among `mirror`'s own children (not its superclass's), as
    /// ``Reflection/field(_:of:)`` finds it: the last child of that name.
    func position(of name: String, in mirror: Mirror) -> Int? {
        let key = Key(type: ObjectIdentifier(mirror.subjectType), name: name)
        if let known = lock.withLock({ positions[key] }) { return known }
        var found: Int?
        for (position, child) in mirror.children.enumerated() {
            if let label = child.label, Reflection.fieldName(label).elementsEqual(name) { found = position }
        }
        lock.withLock { positions[key] = found }
        return found
    }
}
