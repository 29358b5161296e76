/// The coordviz namespace: versions shared by every module.
public enum CoordViz {
    /// The tool's version, written into snapshots as `capturedBy`.
    public static let version = "0.1.0"
}
