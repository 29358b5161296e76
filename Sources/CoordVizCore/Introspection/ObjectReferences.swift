/// Finds the class instances a stored property holds: directly, through optionals, or inside
/// arrays, sets and dictionaries, each with the path a reader would write (`children[1]`).
enum ObjectReferences {
    struct Reference {
        var path: String
        var object: AnyObject
    }

    /// How many collection levels are looked into (`[[Coordinator]]` is two).
    static let maxCollectionNesting = 4

    static func found(in value: Any, path: String) -> [Reference] {
        var found: [Reference] = []
        var pending: [(value: Any, path: String, nesting: Int)] = [(value, path, 0)]
        while !pending.isEmpty {
            let (current, currentPath, nesting) = pending.removeFirst()
            guard let unwrapped = Reflection.unwrap(current) else { continue }
            // A class the runtime reflects needs no `Mirror` to be told apart from a value.
            if TypeFacts.shared.value(of: unwrapped).isReflectedClass {
                found.append(Reference(path: currentPath, object: unwrapped as AnyObject))
                continue
            }
            let mirror = Mirror(reflecting: unwrapped)
            switch mirror.displayStyle {
            case .class:
                found.append(Reference(path: currentPath, object: unwrapped as AnyObject))
            case .collection where nesting < maxCollectionNesting, .set where nesting < maxCollectionNesting:
                for (index, element) in mirror.children.enumerated() {
                    pending.append((element.value, "\(currentPath)[\(index)]", nesting + 1))
                }
            case .dictionary where nesting < maxCollectionNesting:
                let entries = mirror.children.map { entry -> (key: String, value: Any?) in
                    let pair = Array(Mirror(reflecting: entry.value).children)
                    let key = pair.first.map { describeKey($0.value) } ?? "?"
                    return (key, pair.count > 1 ? pair[1].value : nil)
                }
                // Dictionaries have no order: sort by key so snapshots are stable.
                for entry in entries.sorted(by: { $0.key < $1.key }) {
                    if let value = entry.value { pending.append((value, "\(currentPath)[\(entry.key)]", nesting + 1)) }
                }
            default:
                continue
            }
        }
        return found
    }

    private static func describeKey(_ key: Any) -> String {
        if let string = key as? String { return "\"\(string)\"" }
        return String(describing: key)
    }
}
