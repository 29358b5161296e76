/// Which Graphviz this process draws with, for `coordviz --version` and bug reports.
public enum GraphvizVersion {
    /// The version of the libgvc loaded in this process (`2.43.0`), or `nil` when Graphviz cannot
    /// create its context (no plugins installed).
    public static var inProcess: String? {
        GraphvizGate.run { GraphvizLibrary.version() }
    }
}
