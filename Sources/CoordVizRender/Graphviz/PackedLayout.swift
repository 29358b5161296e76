/// A workaround for a Graphviz 2.42 crash: dot segfaults laying out a graph that packs its
/// parts (`pack`, or `packmode` other than `clust`) and declares `newrank`, whatever its value
/// (2.42 only asks whether the attribute is there): `digraph { newrank=true; pack=true; a -> b;
/// c -> d }` is enough (Debian 12's `dot` 2.43.0). Each packed part is laid out on its own, so
/// the ranking across top-level frames that `newrank` gives is not needed there.
extension Diagram {
    /// The diagram with `newrank` left out when it packs; unchanged otherwise.
    public var withSafePacking: Diagram {
        guard attributes["pack"] != nil || attributes["packmode"] != nil, attributes["newrank"] != nil else { return self }
        var copy = self
        copy.attributes["newrank"] = nil
        return copy
    }
}
