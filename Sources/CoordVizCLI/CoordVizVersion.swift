import CoordVizCore

/// The version string the CLI prints.
enum CoordVizVersion {
    static let string = CoordViz.version
}
