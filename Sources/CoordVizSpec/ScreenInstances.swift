/// One screen type in several places (version 2): the second and later places a type is listed
/// in (stacks, tabs, single screens, split columns and pages, in declaration order) get the ids
/// `Type#2`, `Type#3` … — the way a live snapshot numbers further instances — so that each
/// place is its own screen while its type stays the type.
///
/// Version 1 coordinators keep their names (a type in two stacks is `duplicate-screen` there),
/// but count, so a version 2 file listing the same type later still numbers it `#2`.
enum ScreenInstances {
    /// The type an id names: `DetailViewController#2` → `DetailViewController`.
    static func typeName(of id: String) -> String {
        // Most ids have no `#` byte at all; in ASCII a `#` byte is a `#` character.
        let bytes = id.utf8
        guard let hash = bytes.firstIndex(of: UInt8(ascii: "#")) else { return id }
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return id.firstIndex(of: "#").map { String(id[..<$0]) } ?? id }
        return String(id[..<hash])
    }

    /// Renames, in `coordinators`, every further place of a type listed by a version 2 file.
    /// `coordinatorNames` tells the coordinators a `split` or `pages` entry may name.
    static func number(_ coordinators: inout [CoordinatorDeclaration], coordinatorNames: Set<String>) {
        var counts: [String: Int] = [:]
        func place(_ name: inout Located<String>, renaming: Bool) {
            let type = typeName(of: name.value)
            counts[type, default: 0] += 1
            if renaming, let count = counts[type], count > 1, name.value == type { name.value = "\(type)#\(count)" }
        }
        for index in coordinators.indices {
            let renaming = coordinators[index].version >= 2
            guard var container = coordinators[index].container else { continue }
            switch container.kind {
            case .stack(var screens):
                for position in screens.indices { place(&screens[position], renaming: renaming) }
                container.kind = .stack(screens)
            case .screen(var screen):
                place(&screen, renaming: renaming)
                container.kind = .screen(screen)
            case .tabs(var tabs):
                for position in tabs.indices {
                    if var screen = tabs[position].screen {
                        place(&screen, renaming: renaming)
                        tabs[position].screen = screen
                    }
                    if var stack = tabs[position].stack {
                        for entry in stack.indices { place(&stack[entry], renaming: renaming) }
                        tabs[position].stack = stack
                    }
                }
                container.kind = .tabs(tabs)
            case .containment(let kind, var parts):
                for position in parts.indices where !coordinatorNames.contains(parts[position].value) {
                    place(&parts[position], renaming: renaming)
                }
                container.kind = .containment(kind, parts)
            }
            coordinators[index].container = container
        }
    }
}
