/// Screen ids per coordinator id, bottom to top: a dictionary that is cheap to copy.
///
/// Every step a ``FlowSimulator`` plays keeps the state it leaves, and every transition starts
/// from the live state, which holds a stack for each coordinator of the app. A plain dictionary
/// would be copied whole at the first change after each step (quadratic in a large app); this
/// one shares the stacks it started from and copies only what the steps changed.
public struct ScreenStacks: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// The stacks shared by every copy, never changed once made.
    private final class Shared: Sendable {
        let stacks: [String: [String]]
        init(_ stacks: [String: [String]]) { self.stacks = stacks }
    }

    private var shared: Shared
    /// What differs from `shared`: a new stack, or `nil` for a stack removed.
    private var changes: [String: [String]?] = [:]

    public init(_ stacks: [String: [String]] = [:]) {
        shared = Shared(stacks)
    }

    public init(dictionaryLiteral elements: (String, [String])...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The stack of `coordinator`; setting `nil` removes it.
    public subscript(coordinator: String) -> [String]? {
        get {
            if let changed = changes[coordinator] { return changed }
            return shared.stacks[coordinator]
        }
        set {
            changes[coordinator] = .some(newValue)
            // Once the changes outgrow what is shared, start sharing the result instead.
            if changes.count > 32, changes.count > shared.stacks.count / 2 { shared = Shared(dictionary); changes = [:] }
        }
    }

    public subscript(coordinator: String, default fallback: @autoclosure () -> [String]) -> [String] {
        get { self[coordinator] ?? fallback() }
        set { self[coordinator] = newValue }
    }

    /// Every stack as a plain dictionary.
    public var dictionary: [String: [String]] {
        guard !changes.isEmpty else { return shared.stacks }
        var result = shared.stacks
        for (coordinator, stack) in changes { result[coordinator] = stack }
        return result
    }

    /// The coordinators that have a stack, in no particular order.
    public var keys: Dictionary<String, [String]>.Keys { dictionary.keys }

    public var count: Int { dictionary.count }
    public var isEmpty: Bool { dictionary.isEmpty }

    public func makeIterator() -> Dictionary<String, [String]>.Iterator { dictionary.makeIterator() }

    /// The coordinators whose stack differs between `self` and `other` (added, removed or
    /// changed). Two states of one playback share what they started from, so only what either
    /// changed is compared; a storyboard asks this for every step of every transition.
    public func coordinatorsWithDifferentStacks(than other: ScreenStacks) -> Set<String> {
        let candidates: Set<String> = shared === other.shared
            ? Set(changes.keys).union(other.changes.keys)
            : Set(keys).union(other.keys)
        return candidates.filter { self[$0] != other[$0] }
    }

    public static func == (lhs: ScreenStacks, rhs: ScreenStacks) -> Bool {
        if lhs.shared === rhs.shared, lhs.changes == rhs.changes { return true }
        return lhs.dictionary == rhs.dictionary
    }

    public var description: String { dictionary.description }
}
