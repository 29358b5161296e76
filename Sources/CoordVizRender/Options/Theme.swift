/// The colour scheme a diagram is drawn in; raw values are the names `--theme` accepts.
public enum Theme: String, CaseIterable, Sendable {
    /// Dark type on a white page: for documents, READMEs and printing.
    case light
    /// Light type on a near-black page: for dark-mode documentation sites and editors.
    case dark
}

/// The direction ranks run in; raw values are the names `--rankdir` accepts (Graphviz's own).
public enum RankDirection: String, CaseIterable, Sendable {
    /// Top to bottom.
    case TB
    /// Left to right.
    case LR
    /// Bottom to top.
    case BT
    /// Right to left.
    case RL

    /// Parses a direction case-insensitively (`lr`, `LR`).
    public init?(name: String) {
        self.init(rawValue: name.uppercased())
    }
}
