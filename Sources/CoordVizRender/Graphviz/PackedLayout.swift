/// A workaround for a Graphviz 2.42 crash: dot segfaults laying out a graph that packs its
/// parts (`pack`, or `packmode` other than `clust`) and declares `newrank`, whatever its value
/// (2.42 only asks whether the attribute is there): `digraph { newrank=true; pack=true; a -> b;
/// c -> d }` is enough (Debian 12's `dot` 2.43.0). Each packed part is laid out on its own, so
/// the ranking across top-level frames that `newrank` gives is not needed there. It also
/// segfaults packing a graph with a non-ranking edge (`constraint=false`) between frames of one
/// part (the flows view of the benchmark's synthetic app of 100 coordinators): packed, such an
/// edge ranks with no pull instead (`weight=0`), which 2.42 lays out.
extension Diagram {
    /// The diagram with `newrank` left out and non-ranking edges made weightless when it packs;
    /// unchanged otherwise.
    public var withSafePacking: Diagram {
        guard isPacked else { return self }
        var copy = self
        copy.attributes["newrank"] = nil
        for index in copy.edges.indices where copy.edges[index].attributes["constraint"]?.string == "false" {
            copy.edges[index].attributes["constraint"] = nil
            copy.edges[index].attributes["weight"] = "0"
        }
        return copy
    }
}

extension Diagram {
    /// Whether the diagram packs its parts (`pack` or `packmode` set).
    public var isPacked: Bool { attributes["pack"] != nil || attributes["packmode"] != nil }

    /// The diagram laid out whole, its parts side by side as dot places them: what is drawn when
    /// Graphviz 2.42 crashes packing it (dot segfaults on some packed graphs even without
    /// `newrank`, e.g. the flows view of a synthetic app of 100 coordinators).
    public var unpacked: Diagram {
        var copy = self
        copy.attributes["pack"] = nil
        copy.attributes["packmode"] = nil
        return copy
    }
}
