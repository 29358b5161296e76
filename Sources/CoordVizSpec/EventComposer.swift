import CYaml

/// Composes spec text into ``YAMLNode``s straight from libyaml's parser events: the fast way
/// for the common file, linear in its size.
///
/// It leaves to ``YAMLComposer``'s slower library path every text that path treats specially,
/// so diagnostics and trees stay exactly what they were: a syntax error, a repeated or
/// non-scalar mapping key, an anchor or alias, an explicit tag, an empty text or several
/// documents.
enum EventComposer {
    /// The single document's root, or `nil` when the text must take the library path.
    static func compose(_ text: String) -> YAMLNode? {
        var text = text
        return text.withUTF8 { bytes -> YAMLNode? in
            guard let start = bytes.baseAddress, !bytes.isEmpty else { return nil }
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, start, bytes.count)
            var builder = TreeBuilder()
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                let step = builder.take(event)
                yaml_event_delete(&event)
                switch step {
                case .next: continue
                case .done(let root): return root
                case .useLibrary: return nil
                }
            }
        }
    }

    /// What to do after an event.
    private enum Step {
        case next
        case done(YAMLNode)
        case useLibrary
    }

    /// The collections opened and not yet closed, innermost last.
    private struct TreeBuilder {
        private enum Open {
            case mapping(pairs: [YAMLNode.Pair], key: YAMLNode?, keys: Set<String>?, mark: YAMLNode.Mark)
            case sequence(nodes: [YAMLNode], mark: YAMLNode.Mark)
        }

        private var open: [Open] = []
        private var root: YAMLNode?
        private var documents = 0

        mutating func take(_ event: yaml_event_t) -> Step {
            let mark = YAMLNode.Mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT:
                return .next
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                return documents == 1 ? .next : .useLibrary
            case YAML_STREAM_END_EVENT:
                guard let root, open.isEmpty else { return .useLibrary }
                return .done(root)
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                guard scalar.anchor == nil, scalar.tag == nil else { return .useLibrary }
                let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)), as: UTF8.self)
                return add(.scalar(YAMLNode.Scalar(string: text, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE, mark: mark)))
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                guard start.anchor == nil, start.tag == nil else { return .useLibrary }
                open.append(.sequence(nodes: [], mark: mark))
                return .next
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                guard start.anchor == nil, start.tag == nil else { return .useLibrary }
                open.append(.mapping(pairs: [], key: nil, keys: nil, mark: mark))
                return .next
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                switch open.popLast() {
                case .sequence(let nodes, let start)?:
                    return add(.sequence(YAMLNode.List(nodes: nodes, mark: start)))
                case .mapping(let pairs, nil, _, let start)?:
                    return add(.mapping(YAMLNode.Mapping(pairs: pairs, mark: start)))
                default:
                    return .useLibrary
                }
            default:
                // Aliases, and anything this composer does not know.
                return .useLibrary
            }
        }

        /// Mappings up to this many keys look for a repeated key by comparing with each earlier
        /// one (most of a spec's mappings have two to five keys); larger ones keep a set.
        private static let keysComparedOneByOne = 16

        /// Whether `key` is not yet a key of the mapping whose finished pairs are `pairs`; the set
        /// of keys is made only once the mapping grows past ``keysComparedOneByOne``.
        private static func isNewKey(_ key: String, among pairs: [YAMLNode.Pair], seen keys: inout Set<String>?) -> Bool {
            if keys == nil {
                guard pairs.count >= keysComparedOneByOne else { return !pairs.contains { $0.key.string == key } }
                keys = Set(pairs.compactMap(\.key.string))
            }
            return keys!.insert(key).inserted
        }

        /// Adds a finished node to the collection it belongs to, or makes it the root.
        private mutating func add(_ node: YAMLNode) -> Step {
            guard let last = open.indices.last else {
                guard root == nil else { return .useLibrary }
                root = node
                return .next
            }
            switch open[last] {
            case .sequence(var nodes, let mark):
                open[last] = .sequence(nodes: [], mark: mark)
                nodes.append(node)
                open[last] = .sequence(nodes: nodes, mark: mark)
            case .mapping(var pairs, let key, var keys, let mark):
                open[last] = .mapping(pairs: [], key: nil, keys: nil, mark: mark)
                if let key {
                    pairs.append(YAMLNode.Pair(key: key, value: node))
                    open[last] = .mapping(pairs: pairs, key: nil, keys: keys, mark: mark)
                } else {
                    // A repeated key is reported (and renamed) by the library path.
                    guard let text = node.string, Self.isNewKey(text, among: pairs, seen: &keys) else { return .useLibrary }
                    open[last] = .mapping(pairs: pairs, key: node, keys: keys, mark: mark)
                }
            }
            return .next
        }
    }
}
