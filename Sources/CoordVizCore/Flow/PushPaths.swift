/// The screens under a screen on its stack: what Back walks through. A stack declared in push
/// order is a line; a stack whose screens declare what they push (`ScreenNode.pushes`) is a
/// tree, and a screen's stack is its path from the root.
public struct PushPaths: Sendable {
    private let pushes: [String: [String]]

    public init(model: ArchitectureModel) {
        var pushes: [String: [String]] = [:]
        for screen in model.screens { if let targets = screen.pushes { pushes[screen.id] = targets } }
        self.pushes = pushes
    }

    /// The stack, bottom first, that shows `screen` on top, given every screen the stack can hold
    /// (`all`, root first); `nil` when `screen` is not one of them.
    public func path(to screen: String, in all: [String]) -> [String]? {
        guard let target = all.firstIndex(of: screen) else { return nil }
        guard all.contains(where: { pushes[$0] != nil }) else { return Array(all.prefix(through: target)) }
        // Screens by position, a screen named twice at its first: found by a scan in the handful
        // of screens most stacks hold (every step played asks for a path), by a table in others.
        let firstPosition: [String: Int]? = all.count <= Self.smallStack
            ? nil : Dictionary(all.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        func position(of name: String) -> Int? { firstPosition.map { $0[name] } ?? all.firstIndex(of: name) }
        // Breadth first from the root along declared pushes; screens nothing pushes follow the
        // screen before them, as in a linear stack.
        var parent = [Int](repeating: -1, count: all.count)
        var seen = [Bool](repeating: false, count: all.count)
        seen[0] = true
        var queue = [0]
        var cursor = 0
        while cursor < queue.count {
            let current = queue[cursor]
            cursor += 1
            for next in pushes[all[current]] ?? [] {
                guard let next = position(of: next), !seen[next] else { continue }
                seen[next] = true
                parent[next] = current
                queue.append(next)
            }
        }
        for index in all.indices.dropFirst() {
            guard let upper = position(of: all[index]), !seen[upper] else { continue }
            seen[upper] = true
            parent[upper] = position(of: all[index - 1]) ?? index - 1
        }
        var path = [all[target]]
        var current = target
        while parent[current] >= 0, path.count <= all.count {
            current = parent[current]
            path.append(all[current])
        }
        return path.reversed()
    }

    /// Up to this many screens, positions are found by scanning the stack rather than hashing.
    private static let smallStack = 16
}
