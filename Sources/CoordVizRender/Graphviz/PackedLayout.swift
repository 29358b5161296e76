/// A workaround for a Graphviz 2.42 crash: dot segfaults laying out a graph that packs its
/// parts (`pack`, or `packmode` other than `clust`) and declares `newrank`, whatever its value
/// (2.42 only asks whether the attribute is there): `digraph { newrank=true; pack=true; a -> b;
/// c -> d }` is enough (Debian 12's `dot` 2.43.0). Each packed part is laid out on its own, so
/// the ranking across top-level frames that `newrank` gives is not needed there.
extension Diagram {
    /// The diagram with `newrank` left out when it packs; unchanged otherwise.
    public var withSafePacking: Diagram {
        guard isPacked, attributes["newrank"] != nil else { return self }
        var copy = self
        copy.attributes["newrank"] = nil
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
