import Foundation
import Testing

/// `coordviz render` of a view too big to lay out: one sentence saying what to draw instead,
/// exit status 1, nothing written; `--max-nodes` moves the limit.
@Suite struct SizeGuardCommandTests {
    let wallet = "Tests/CoordVizCLITests/Fixtures/wallet-app.yaml"

    @Test func aViewOverTheLimitIsOneSentenceNamingWhatToDrawInsteadAndLeavesTheFileUntouched() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("flows.svg")
        try "drawn before".write(to: output, atomically: true, encoding: .utf8)
        let result = try CommandRunner.coordviz(["render", wallet, "--view", "flows", "--max-nodes", "40", "-o", output.path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
        error: The flows view of Wallet has 47 nodes and 84 edges, over the --max-nodes limit of 40 (bigger pictures take Graphviz \
        minutes and cannot be read at real size); draw a part instead: --tab Home (about 13 nodes), --tab Cards (about 10 nodes), \
        --tab Pay (about 9 nodes) and 2 more tabs, --collapse (about 17 nodes) or --view overview (about 17 nodes), or draw it all \
        anyway with --max-nodes 47

        """)
        #expect(try String(contentsOf: output, encoding: .utf8) == "drawn before")
    }

    @Test func aViewEstimatedAtOverTwiceTheLimitIsRefusedBeforeItsDiagramIsBuilt() throws {
        // 32 screens and 17 coordinators: about 49 nodes, over twice 20.
        let result = try CommandRunner.coordviz(["render", wallet, "--view", "flows", "--max-nodes", "20", "-o", "-"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: The flows view of Wallet has about 49 nodes, over the --max-nodes limit of 20 "))
        #expect(result.stderr.hasSuffix(", or draw it all anyway with --max-nodes 100\n"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func raisingTheLimitToTheViewsSizeDrawsIt() throws {
        let result = try CommandRunner.coordviz(["render", wallet, "--view", "flows", "--max-nodes", "47", "--format", "svg", "-o", "-"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdoutText.contains("<svg"))
    }

    @Test func formatsWithoutLayoutAreNotLimited() throws {
        for format in ["dot", "mermaid", "json"] {
            let result = try CommandRunner.coordviz(["render", wallet, "--view", "flows", "--max-nodes", "5", "--format", format, "-o", "-"])
            #expect(result.status == 0, "\(format): \(result.stderr)")
        }
    }

    @Test func whenNoTabFitsTheMessageNamesTheLargestSubtreeThatDoes() throws {
        let result = try CommandRunner.coordviz(["render", wallet, "--view", "hierarchy", "--max-nodes", "5", "-o", "-"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: The hierarchy view of Wallet has "))
        #expect(result.stderr.contains("draw a part instead: --root "))
        #expect(!result.stderr.contains("--tab "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func aPageOfEveryViewLeavesOutTheViewsOverTheLimitAndSaysWhich() throws {
        let result = try CommandRunner.coordviz(["render", wallet, "--format", "html", "--max-nodes", "40", "-o", "-"])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("warning: left out of the page: The flows view of Wallet has 47 nodes"))
        #expect(!result.stderr.contains("The overview view"))
        #expect(result.stdoutText.contains("<html"))
    }

    @Test func aLimitBelowOneIsAUsageError() throws {
        let result = try CommandRunner.coordviz(["render", wallet, "--view", "flows", "--max-nodes", "0", "-o", "-"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--max-nodes must be 1 or more, not 0"))
    }
}
