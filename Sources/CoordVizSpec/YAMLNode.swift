import Yams

/// A composed YAML node as the spec readers see it: scalars as text (the readers convert them),
/// mappings and lists in file order, each node with where it starts.
///
/// Its own type rather than the YAML library's `Node`, so that ``EventComposer`` can build it
/// straight from the parser's events without per-node tags, resolvers or Foundation string
/// decoding (reading a spec of thousands of coordinators was mostly that).
enum YAMLNode: Sendable, Equatable {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(List)

    /// Where a node starts: line and column counted from 1 (columns in Unicode scalars).
    struct Mark: Sendable, Equatable {
        var line: Int
        var column: Int
    }

    struct Scalar: Sendable, Equatable {
        var string: String
        /// Written without quotes and not as a block (`|`, `>`): only such a scalar can mean "nothing".
        var isPlain: Bool
        var mark: Mark
    }

    struct Pair: Sendable, Equatable {
        var key: YAMLNode
        var value: YAMLNode
    }

    struct Mapping: Sendable, Equatable {
        var pairs: [Pair]
        var mark: Mark
    }

    struct List: Sendable, Equatable {
        var nodes: [YAMLNode]
        var mark: Mark
    }

    var mark: Mark {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .mapping(let mapping): mapping.mark
        case .sequence(let list): list.mark
        }
    }

    /// The text of a scalar; `nil` for a mapping or a list.
    var string: String? {
        guard case .scalar(let scalar) = self else { return nil }
        return scalar.string
    }
}

extension YAMLNode {
    /// The same tree as the YAML library composed it (the way taken for texts the event
    /// composer leaves to the library: errors, repeated keys, anchors, tags).
    init(_ node: Node) {
        let mark = Mark(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        switch node {
        case .scalar(let scalar):
            self = .scalar(Scalar(string: scalar.string, isPlain: scalar.style == .plain, mark: mark))
        case .mapping(let mapping):
            self = .mapping(Mapping(pairs: mapping.map { Pair(key: YAMLNode($0.key), value: YAMLNode($0.value)) }, mark: mark))
        case .sequence(let sequence):
            self = .sequence(List(nodes: sequence.map(YAMLNode.init), mark: mark))
        case .alias:
            // The library resolves every alias to the node it names while composing, so a
            // composed tree holds none; an empty quoted scalar reads as a wrong value, not as nothing.
            self = .scalar(Scalar(string: "", isPlain: false, mark: mark))
        }
    }
}
