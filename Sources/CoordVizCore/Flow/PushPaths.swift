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
        guard let position = all.firstIndex(of: screen) else { return nil }
        guard let root = all.first, all.contains(where: { pushes[$0] != nil }) else { return Array(all.prefix(through: position)) }
        if all.count <= Self.smallStack { return path(to: position, inSmall: all) }
        // Breadth first from the root along declared pushes; screens nothing pushes follow the
        // screen before them, as in a linear stack.
        let members = Set(all)
        var parent: [String: String] = [:]
        var seen: Set<String> = [root]
        var queue = [root]
        var cursor = 0
        while cursor < queue.count {
            let current = queue[cursor]
            cursor += 1
            for next in pushes[current] ?? [] where members.contains(next) && seen.insert(next).inserted {
                parent[next] = current
                queue.append(next)
            }
        }
        for (lower, upper) in zip(all, all.dropFirst()) where !seen.contains(upper) {
            seen.insert(upper)
            parent[upper] = lower
        }
        var path = [screen]
        var cursorScreen = screen
        while let up = parent[cursorScreen], path.count <= all.count {
            path.append(up)
            cursorScreen = up
        }
        return path.reversed()
    }

    /// Up to this many screens, a stack is walked by position, without sets or dictionaries:
    /// most stacks hold a handful of screens, and every step played asks for a path.
    private static let smallStack = 16

    /// ``path(to:in:)`` by positions in `all`: a screen named twice is its first position, as the
    /// names are there.
    private func path(to target: Int, inSmall all: [String]) -> [String] {
        var parent = [Int](repeating: -1, count: all.count)
        var seen = [Bool](repeating: false, count: all.count)
        seen[0] = true
        var queue = [0]
        var cursor = 0
        while cursor < queue.count {
            let current = queue[cursor]
            cursor += 1
            for next in pushes[all[current]] ?? [] {
                guard let position = all.firstIndex(of: next), !seen[position] else { continue }
                seen[position] = true
                parent[position] = current
                queue.append(position)
            }
        }
        for upper in all.indices.dropFirst() {
            guard let position = all.firstIndex(of: all[upper]), !seen[position] else { continue }
            seen[position] = true
            parent[position] = all.firstIndex(of: all[upper - 1]) ?? upper - 1
        }
        var path = [all[target]]
        var current = target
        while parent[current] >= 0, path.count <= all.count {
            current = parent[current]
            path.append(all[current])
        }
        return path.reversed()
    }
}
