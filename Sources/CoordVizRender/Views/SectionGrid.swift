import Foundation

/// The tabs and flows views of a large app hold many frames (phases, tabs, the stacks of
/// coordinators started from anywhere), which dot sets side by side in one row ten thousand
/// pixels wide. From ``minimumParts`` parts that no drawn edge joins, the picture is a grid
/// instead: dot lays out each part on its own and packs them in rows
/// (`packmode=array_it<columns>`), in the order the diagram emits them (`i`: phases in their
/// order, then the tabs in tab order, then the other coordinators in the model's order), each
/// row's parts hanging from its top (`t`); the legend is the last part, under them. The number
/// of columns is the one whose grid, by the parts' estimated sizes, a 16:10 screen shows
/// largest; when no grid beats one row by a quarter, the diagram stays as it is. Only column
/// counts whose first row is narrower than the best grid so far are tried, so a view of
/// thousands of frames tries about the square root of that many.
///
/// Fewer parts read well in a row (every sample app has at most four top-level frames), and a
/// phase sequence of up to six stays on one line. Graphviz 2.42 crashes when it packs a graph
/// that sets `newrank`, so a packed diagram is handed to Graphviz without it
/// (``Diagram/withSafePacking``): each part is ranked on its own, which is all `newrank` did
/// across its frames.
struct SectionGrid: Equatable {
    /// The fewest parts, legend left out, drawn as a grid.
    static let minimumParts = 7
    /// The width ÷ height of the screen the grid is made for.
    static let aspect = 1.6
    /// Points between two parts of the grid (`pack`).
    static let margin = 24
    /// Characters on a line of the legend, so that it is not much wider than a part.
    static let legendLineLength = 72

    /// Parts in a row.
    var columns: Int

    /// Whether `diagram` (a view's frames, before its transitions are drawn) has enough parts to
    /// be drawn as a grid: its transitions are then drawn in sections, so that no step joins two
    /// parts.
    static func isLarge(_ diagram: Diagram) -> Bool {
        diagram.parts.count >= minimumParts
    }

    /// The grid for `diagram` with `legend` as its last part, or `nil` when the diagram has
    /// fewer than ``minimumParts`` parts or reads best as one row.
    init?(_ diagram: Diagram, legend: Diagram.Node) {
        let parts = diagram.parts
        guard parts.count >= Self.minimumParts else { return nil }
        var withLegend = diagram
        withLegend.nodes.append(legend)
        let extents = withLegend.extents(of: parts + [Diagram.Part(nodes: [legend.id], clusters: [])])
        let columns = Self.columns(for: extents)
        guard columns < parts.count else { return nil }
        self.columns = columns
    }

    /// The number of columns whose grid, shown whole on a screen of ``aspect``, shows it
    /// largest: the one with the smallest `max(width, aspect × height)`, the parts placed row
    /// by row in order as dot places them (each column as wide as its widest part, each row as
    /// tall as its tallest). All parts in one row when no grid shows them at least
    /// ``minimumGain`` times as large; of two equally good, the one with fewer columns.
    static func columns(for extents: [Diagram.Extent]) -> Int {
        guard !extents.isEmpty else { return 1 }
        let margin = Double(Self.margin)
        func screenSize(_ columns: Int) -> Double { Self.screenSize(of: extents, columns: columns) }
        let row = screenSize(extents.count)
        var best = (size: row / minimumGain, columns: extents.count)
        // A grid of `columns` is at least as wide as its first row: once that row alone is as
        // wide as the best size so far, no grid with more columns can beat it.
        var firstRowWidth = 0.0
        for columns in 1..<extents.count {
            firstRowWidth += extents[columns - 1].width + margin
            if firstRowWidth >= best.size { break }
            let size = screenSize(columns)
            if size < best.size { best = (size, columns) }
        }
        return best.columns
    }

    /// How large the grid of `extents` in `columns` columns is on a screen of ``aspect``:
    /// `max(width, aspect × height)`, each column as wide as its widest part and each row as tall
    /// as its tallest, with ``margin`` around each part.
    static func screenSize(of extents: [Diagram.Extent], columns: Int) -> Double {
        let margin = Double(Self.margin)
        var widths = [Double](repeating: 0, count: columns)
        var heights = [Double](repeating: 0, count: (extents.count + columns - 1) / columns)
        for (index, extent) in extents.enumerated() {
            widths[index % columns] = max(widths[index % columns], extent.width + margin)
            heights[index / columns] = max(heights[index / columns], extent.height + margin)
        }
        return max(widths.reduce(0, +), aspect * heights.reduce(0, +))
    }

    /// How much larger the grid must show the picture than one row does.
    static let minimumGain = 1.25

    /// Packs `diagram` into the grid, `legend` last, joined to nothing.
    func apply(to diagram: inout Diagram, legend: Diagram.Node) {
        diagram.attributes["pack"] = .text("\(Self.margin)")
        diagram.attributes["packmode"] = .text("array_it\(columns)")
        diagram.nodes.append(legend)
    }
}
