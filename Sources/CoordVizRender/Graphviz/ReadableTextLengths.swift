/// Graphviz 2.42's DOT reader refuses a quoted string longer than 16,384 bytes ("longer than
/// 16384?"), and coordviz hands Graphviz DOT text. A text value longer than
/// ``Diagram/readableTextLimit`` bytes (a tooltip listing every step of a big app's jumps) is cut
/// there with "…", so the drawing is made; the full text stays in the model and the other views.
/// Names and HTML-like labels are not cut: a name that long is an error saying what to do.
extension Diagram {
    /// The longest text value, in UTF-8 bytes, handed to Graphviz: escaping at most doubles it,
    /// which stays under the reader's 16,384.
    public static let readableTextLimit = 8_000

    /// The diagram with every text value longer than ``readableTextLimit`` cut.
    public var withReadableTextLengths: Diagram {
        var copy = self
        copy.attributes = attributes.cutToReadableLengths
        copy.nodeDefaults = nodeDefaults.cutToReadableLengths
        copy.edgeDefaults = edgeDefaults.cutToReadableLengths
        for index in copy.nodes.indices { copy.nodes[index].attributes = copy.nodes[index].attributes.cutToReadableLengths }
        copy.clusters = clusters.map(\.cutToReadableLengths)
        for index in copy.edges.indices { copy.edges[index].attributes = copy.edges[index].attributes.cutToReadableLengths }
        return copy
    }
}

extension Diagram.Cluster {
    fileprivate var cutToReadableLengths: Diagram.Cluster {
        var copy = self
        copy.attributes = attributes.cutToReadableLengths
        for index in copy.nodes.indices { copy.nodes[index].attributes = copy.nodes[index].attributes.cutToReadableLengths }
        copy.clusters = clusters.map(\.cutToReadableLengths)
        return copy
    }
}

extension Attributes {
    /// These attributes, with each text value longer than ``Diagram/readableTextLimit`` bytes cut.
    fileprivate var cutToReadableLengths: Attributes {
        guard contains(where: { entry in
            if case .text(let text) = entry.value { return text.utf8.count > Diagram.readableTextLimit }
            return false
        }) else { return self }
        var copy = self
        for entry in self {
            guard case .text(let text) = entry.value, text.utf8.count > Diagram.readableTextLimit else { continue }
            var kept = Substring()
            var bytes = 0
            for character in text {
                let size = character.utf8.count
                guard bytes + size <= Diagram.readableTextLimit - 3 else { break }
                kept.append(character)
                bytes += size
            }
            copy[entry.name] = .text(String(kept) + "…")
        }
        return copy
    }
}
