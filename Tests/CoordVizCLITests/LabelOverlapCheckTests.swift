import Foundation
import Testing

/// `scripts/check-label-overlap.py`, which `make test` runs over `Output/`: it finds labels of
/// different elements drawn on top of each other, and every committed picture passes it.
@Suite struct LabelOverlapCheckTests {
    static let script = CommandRunner.repositoryRoot.appendingPathComponent("scripts/check-label-overlap.py")

    /// A Graphviz-shaped SVG: a node labelled at (100, 100) and an edge label at `edgeLabelX`.
    /// Lines of the node label are `lineSpacing` apart.
    static func svg(edgeLabelX: Int, nodeLabelLines: [String] = ["OrdersViewController"], lineSpacing: Int = 14) -> String {
        let lines = nodeLabelLines.enumerated().map { index, line in
            "<text text-anchor=\"middle\" x=\"100\" y=\"\(-100 + lineSpacing * index)\" font-family=\"Helvetica,sans-Serif\" font-size=\"12.00\">\(line)</text>"
        }.joined(separator: "\n")
        return """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="400pt" height="200pt" viewBox="0 0 400 200">
        <g id="graph0" class="graph" transform="translate(4 196)">
        <g id="screen:Orders" class="node"><title>screen:Orders</title>
        \(lines)
        </g>
        <g id="screen:Orders->screen:Orders2#open#1" class="edge"><title>screen:Orders&#45;&gt;screen:Orders2</title>
        <text text-anchor="start" x="\(edgeLabelX)" y="-98" font-family="Helvetica,sans-Serif" font-size="10.00">3.2 push</text>
        </g>
        </g>
        </svg>
        """
    }

    func check(_ svgs: [String: String]) throws -> CommandRunner.Result {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in svgs { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", Self.script.path, folder.path])
    }

    @Test func anEdgeLabelOnANodeLabelFailsNamingBothElements() throws {
        let result = try check(["flows.svg": Self.svg(edgeLabelX: 120)])
        #expect(result.status == 1)
        #expect(result.stdoutText.contains("flows.svg: 'OrdersViewController' (node screen:Orders) overlaps '3.2 push' (edge screen:Orders->screen:Orders2)"))
        #expect(result.stdoutText.contains("1 SVG files, 1 with overlapping labels"))
    }

    @Test func labelsSideBySidePass() throws {
        // The node label is about 140 points wide, centred on 100: it ends near 170.
        let result = try check(["flows.svg": Self.svg(edgeLabelX: 190)])
        #expect(result.status == 0, "\(result.stdoutText)")
        #expect(result.stdoutText.contains("1 SVG files, 0 with overlapping labels"))
    }

    @Test func linesOfOneLabelAreNeverComparedWithEachOther() throws {
        // Graphviz lays out one label's lines itself; 5 points apart they would overlap as two labels.
        let result = try check(["node.svg": Self.svg(edgeLabelX: 300, nodeLabelLines: ["Orders", "Orders", "“Orders”"], lineSpacing: 5)])
        #expect(result.status == 0, "\(result.stdoutText)")
    }

    @Test func noTwoLabelsOverlapInAnyCommittedPicture() throws {
        let result = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", Self.script.path, "Output"])
        #expect(result.status == 0, "\(result.stdoutText)")
    }
}
