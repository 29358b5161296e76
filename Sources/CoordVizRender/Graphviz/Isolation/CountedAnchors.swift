/// Graphviz numbers the anchors of HTML-like labels that link (`HREF`, `TITLE`, `TOOLTIP`,
/// `TARGET`) without an `ID` with one counter for the whole process (`a_graph0_0`, then
/// `a_graph0_1` in the next drawing), which nothing resets. A drawing with such anchors is
/// therefore only the same as in a fresh process when drawn by a worker that has drawn none yet;
/// ``LayoutWorkerPool`` makes sure of that, and sends every other drawing to any worker. The
/// views give every linking cell they write an `ID` (the anchor is then `a_<ID>`), so their
/// drawings go to any worker; this check keeps hand-made diagrams right.
extension Diagram {
    /// Whether an HTML-like value anywhere in the diagram may hold a linking element without an
    /// `ID` (a false alarm only costs a fresh worker).
    var mayHaveCountedAnchors: Bool {
        func links(_ attributes: Attributes) -> Bool {
            attributes.contains { entry in
                guard case .html(let html) = entry.value else { return false }
                return Self.hasLinkWithoutID(html)
            }
        }
        func links(_ cluster: Cluster) -> Bool {
            links(cluster.attributes) || cluster.nodes.contains { links($0.attributes) } || cluster.clusters.contains(where: links)
        }
        return links(attributes) || links(nodeDefaults) || links(edgeDefaults) || nodes.contains { links($0.attributes) }
            || clusters.contains(where: links) || edges.contains { links($0.attributes) }
    }

    /// Whether some tag of `html` has a linking attribute but no `ID` (attribute names only:
    /// quoted values, such as a tooltip saying `ID=3`, are not read).
    static func hasLinkWithoutID(_ html: String) -> Bool {
        guard html.contains("=") else { return false }
        return html.uppercased().split(separator: "<").contains { tag in
            let names = attributeNames(in: tag.prefix { $0 != ">" })
            return !names.isDisjoint(with: ["HREF", "TITLE", "TOOLTIP", "TARGET", "URL"]) && !names.contains("ID")
        }
    }

    /// The attribute names of one tag's text (`TD ID="a" HREF="b"` → `ID`, `HREF`).
    private static func attributeNames(in tag: Substring) -> Set<Substring> {
        var names: Set<Substring> = []
        var outside = true
        var wordStart = tag.startIndex
        for index in tag.indices {
            let character = tag[index]
            if character == "\"" {
                outside.toggle()
                wordStart = tag.index(after: index)
            } else if outside, character == " " || character == "\t" || character == "\n" {
                wordStart = tag.index(after: index)
            } else if outside, character == "=" {
                names.insert(tag[wordStart..<index])
            }
        }
        return names
    }
}
