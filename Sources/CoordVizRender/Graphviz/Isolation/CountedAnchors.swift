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
    /// quoted values, such as a tooltip saying `ID=3`, are not read). One pass over the bytes,
    /// no copies: every HTML value of a big view is asked.
    static func hasLinkWithoutID(_ html: String) -> Bool {
        var scanner = TagScanner()
        for byte in html.utf8 {
            if scanner.take(byte) { return true }
        }
        return scanner.endsInsideLinkingTag
    }
}

/// Reads HTML-like text a byte at a time and tells, at the end of each tag, whether the tag
/// named a linking attribute (`HREF`, `TITLE`, `TOOLTIP`, `TARGET`, `URL`) without an `ID`.
private struct TagScanner {
    private var insideTag = false
    private var insideQuotes = false
    /// The current word of the tag, upper-cased, cut at 8 bytes (longer names are none of ours).
    private var word: [UInt8] = []
    private var links = false
    private var named = false

    private static let linking: [[UInt8]] = ["HREF", "TITLE", "TOOLTIP", "TARGET", "URL"].map { Array($0.utf8) }
    private static let id = Array("ID".utf8)

    /// Takes the next byte; `true` when it closed a tag that links without an `ID`.
    mutating func take(_ byte: UInt8) -> Bool {
        guard insideTag else {
            if byte == UInt8(ascii: "<") { startTag() }
            return false
        }
        if insideQuotes {
            if byte == UInt8(ascii: "\"") { insideQuotes = false; word.removeAll(keepingCapacity: true) }
            return false
        }
        switch byte {
        case UInt8(ascii: "\""):
            insideQuotes = true
        case UInt8(ascii: "="):
            if Self.linking.contains(word) { links = true }
            if word == Self.id { named = true }
            word.removeAll(keepingCapacity: true)
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            word.removeAll(keepingCapacity: true)
        case UInt8(ascii: ">"):
            insideTag = false
            return links && !named
        case UInt8(ascii: "<"):
            // A tag left open: what it named so far counts, as for a closed one.
            let found = links && !named
            startTag()
            return found
        default:
            if word.count < 8 { word.append(byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte) }
        }
        return false
    }

    /// Whether the text ended inside a tag that links without an `ID` (read as if closed).
    var endsInsideLinkingTag: Bool { insideTag && links && !named }

    private mutating func startTag() {
        insideTag = true
        insideQuotes = false
        links = false
        named = false
        word.removeAll(keepingCapacity: true)
    }
}
