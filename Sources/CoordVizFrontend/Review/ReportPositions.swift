import CoordVizCore
import CoordVizReview
import Foundation

/// Resolves the JSON paths that findings name in snapshot and recording files to lines and
/// columns (``JSONPositions``), for the reporters that annotate files. A file that cannot be
/// read again simply gets no positions: the findings still name their JSON paths.
public enum ReportPositions {
    public static func resolve(_ findings: [Diagnostic]) -> [String: [String: JSONPositions.Position]] {
        var wanted: [String: Set<String>] = [:]
        for finding in findings {
            for location in finding.locations where location.line == nil && location.kind != .spec {
                if let path = location.jsonPath { wanted[location.path, default: []].insert(path) }
            }
        }
        var result: [String: [String: JSONPositions.Position]] = [:]
        for (file, paths) in wanted {
            guard let text = try? ModelLoader.readText(file) else { continue }
            result[file] = JSONPositions.positions(of: paths, in: text)
        }
        return result
    }
}
