import Foundation
import Testing

/// `coordviz render` of an app with many frames (three phases, a tab bar, ten modules): drawn
/// through the layout worker as a grid, rows in reading order, no label on another, and without
/// the `newrank` that makes Graphviz 2.42 crash on a packed graph.
@Suite struct SectionGridCommandTests {
    let services = "Tests/CoordVizCLITests/Fixtures/services-app.yaml"

    /// Where each frame's title is drawn in an SVG Graphviz wrote, by cluster id.
    static func titlePositions(_ svg: String) -> [String: (x: Double, y: Double)] {
        var result: [String: (x: Double, y: Double)] = [:]
        for group in svg.components(separatedBy: "<g id=\"").dropFirst() {
            guard let idEnd = group.firstIndex(of: "\""), group.contains("class=\"cluster\"") else { continue }
            let id = String(group[..<idEnd])
            guard let text = group.range(of: "<text ")?.upperBound,
                  let x = Self.number(after: "x=\"", in: group[text...]), let y = Self.number(after: "y=\"", in: group[text...]) else { continue }
            result[id] = (x, y)
        }
        return result
    }

    private static func number(after key: String, in text: Substring) -> Double? {
        guard let start = text.range(of: key)?.upperBound, let end = text[start...].firstIndex(of: "\"") else { return nil }
        return Double(text[start..<end])
    }

    @Test(arguments: ["flows", "tabs"])
    func aManyFramedAppIsLaidOutAsAGridInReadingOrder(view: String) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("\(view).svg")
        let result = try CommandRunner.coordviz(["render", services, "--view", view, "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let svg = try String(contentsOf: output, encoding: .utf8)
        let titles = Self.titlePositions(svg)
        let phases = try (0..<3).map { try #require(titles["cluster_phase_\($0)"]) }
        // The phases open the first row, left to right, their titles on one line.
        #expect(phases[0].x < phases[1].x && phases[1].x < phases[2].x)
        #expect(Set(phases.map(\.y)).count == 1)
        // The last module is on a lower row than the phases, and the picture is no longer one row.
        let last = try #require(titles["cluster_stack_WebContentCoordinator"])
        #expect(last.y > phases[0].y + 100)

        let overlap = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", LabelOverlapCheckTests.script.path, folder.path])
        #expect(overlap.status == 0, "\(overlap.stdoutText)")
    }

    @Test func aPackedLayoutGraphvizCrashesOnIsDrawnUnpackedInstead() throws {
        // Dot 2.42 segfaults packing the flows view of this seeded 100-coordinator app (a part
        // of its, with or without newrank); the picture is drawn with its parts in one row.
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("synthetic.yaml"), output = folder.appendingPathComponent("flows.svg")
        let bench = CommandRunner.productsDirectory.appendingPathComponent("coordviz-bench")
        #expect(try CommandRunner.run(bench, ["--write-spec", "100", spec.path]).status == 0)
        let dot = try CommandRunner.coordviz(["render", spec.path, "--view", "flows", "--max-nodes", "5000", "--format", "dot", "-o", "-"])
        #expect(dot.stdoutText.contains("packmode=array_it"))
        let result = try CommandRunner.coordviz(["render", spec.path, "--view", "flows", "--max-nodes", "5000", "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8).contains("</svg>"))
    }

    @Test func thePackedFlowsDOTLeavesNewrankOut() throws {
        let result = try CommandRunner.coordviz(["render", services, "--view", "flows", "--format", "dot", "-o", "-"])
        #expect(result.status == 0)
        #expect(result.stdoutText.contains("packmode=array_it"))
        #expect(!result.stdoutText.contains("newrank"))
    }
}
