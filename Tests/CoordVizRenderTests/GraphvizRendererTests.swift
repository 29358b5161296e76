import CGraphvizShim
import Testing

@testable import CoordVizRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The Graphviz layer: the C shim and the Swift renderer over it, against the real library.
///
/// Serialized because several tests redirect the process's stdout/stderr for a moment; the
/// concurrency test makes its own parallelism.
@Suite(.serialized)
struct GraphvizRendererTests {
    // MARK: Formats

    @Test("SVG output is an <svg> document containing the node ids and labels")
    func svgContainsNodeIDsAndLabels() throws {
        let svg = try text(GraphvizRenderer.render(Self.loveStory, format: .svg))

        #expect(svg.contains("<svg"))
        #expect(svg.hasSuffix("</svg>\n"))
        for id in ["app", "welcome", "email"] {
            #expect(svg.contains("<title>\(id)</title>"), "node id \(id) is the SVG title")
        }
        #expect(svg.contains("<title>cluster_onboarding</title>"))
        #expect(svg.contains(">Onboarding</text>"))
        #expect(svg.contains(">App</text>"))
        #expect(svg.contains("font-weight=\"bold\""), "the HTML label's <b> was interpreted")
        #expect(svg.contains(">Welcome</text>"))
    }

    @Test("PNG output starts with the PNG signature and has sensible IHDR dimensions")
    func pngHasSignatureAndDimensions() throws {
        let png = try GraphvizRenderer.render(Self.loveStory, format: .png)

        try #require(png.count > 33)
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: png[12..<16], as: UTF8.self) == "IHDR")
        let width = bigEndian(png[16..<20])
        let height = bigEndian(png[20..<24])
        // Three nodes laid out left to right, at 96 dpi: wider than tall, a few hundred px.
        #expect((100...2_000).contains(width), "width \(width)")
        #expect((50...1_000).contains(height), "height \(height)")
        #expect(width > height, "rankdir=LR makes the picture wider than tall")
    }

    @Test("PDF output starts with %PDF and ends with the end-of-file marker")
    func pdfHasMagic() throws {
        let pdf = try GraphvizRenderer.render(Self.loveStory, format: .pdf)

        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
        #expect(String(decoding: pdf.suffix(16), as: UTF8.self).contains("%%EOF"))
    }

    @Test("DOT of a diagram with clusters, an HTML label and parallel edges is exactly the built graph")
    func dotIsExact() throws {
        let dot = try text(GraphvizRenderer.render(Self.loveStory, format: .dot))

        let expected = """
            digraph "Love Story" {
            \tgraph [fontname=Helvetica,
            \t\trankdir=LR
            \t];
            \tnode [label="\\N",
            \t\tshape=box,
            \t\tstyle=rounded
            \t];
            \tedge [arrowhead=normal,
            \t\tarrowtail=normal,
            \t\tfontsize=10
            \t];
            \tsubgraph cluster_onboarding {
            \t\tgraph [label=Onboarding];
            \t\tsubgraph cluster_signup {
            \t\t\tgraph [label="Sign up",
            \t\t\t\tstyle=dashed
            \t\t\t];
            \t\t\temail;
            \t\t}
            \t\twelcome\t[label=<<b>Welcome</b><br/>screen>];
            \t}
            \tapp\t[label=App];
            \tapp -> welcome\t[key=start,
            \t\tlabel=start];
            \twelcome -> email\t[key=push];
            \twelcome -> email\t[key=present,
            \t\tstyle=dashed];
            \temail -> app;
            }

            """
        #expect(dot == expected)
    }

    @Test("DOT ignores the layout engine and the async variant returns the same bytes")
    func dotIsEngineIndependentAndAsyncMatches() async throws {
        let viaDot = try renderBlocking(Self.loveStory, format: .dot, engine: .dot)
        let viaNeato = try await GraphvizRenderer.render(Self.loveStory, format: .dot, engine: .neato)

        #expect(viaDot == viaNeato)
    }

    @Test("Clusters keep the diagram's order in DOT across repeated renders")
    func clusterOrderIsStable() throws {
        // Graphviz 2.42 orders subgraphs by the heap address of their names unless the shim
        // numbers them itself; names chosen so no sorting rule gives the creation order.
        let ids = ["zulu", "alpha", "mike", "bravo", "yankee", "charlie", "xray", "delta"]
        let diagram = Diagram(
            name: "order",
            clusters: ids.map { .init(id: $0, nodes: [.init(id: "\($0)_screen")]) }
        )
        var outputs = Set<[UInt8]>()
        for round in 0..<25 {
            // Churn the heap between renders so the addresses of the names change.
            let junk = (0..<64).map { [UInt8](repeating: 0, count: 16 + ($0 * 7 + round * 13) % 120) }
            outputs.insert(try GraphvizRenderer.render(diagram, format: .dot))
            #expect(junk.count == 64)
        }

        #expect(outputs.count == 1, "DOT must not vary between renders")
        let dot = try text(#require(outputs.first))
        let positions = ids.compactMap { dot.range(of: "subgraph cluster_\($0) ")?.lowerBound }
        #expect(positions.count == ids.count)
        #expect(positions == positions.sorted(), "clusters appear in diagram order")
    }

    // MARK: Errors

    @Test("A malformed HTML label throws layoutFailed with Graphviz's message and prints nothing")
    func malformedHTMLThrowsWithCapturedMessage() throws {
        let marker = "coordviz-bad-html-marker"
        let diagram = Diagram(
            name: "bad",
            nodes: [.init(id: "broken", attributes: ["label": .html("<b>\(marker)</i>")])]
        )

        let captured = capturingStandardStreams {
            #expect {
                try GraphvizRenderer.render(diagram, format: .svg)
            } throws: { error in
                guard case .layoutFailed(let engine, let message) = error as? RenderError else {
                    return false
                }
                return engine == "dot" && message.contains(marker)
                    && message.contains("in label of node broken")
                    && "\(error)".hasPrefix("Graphviz could not lay out the graph: ")
            }
        }

        #expect(!captured.stderr.contains(marker), "the message was captured, not printed")
        #expect(!captured.stdout.contains(marker))
        // Graphviz's sticky error count was reset: the next render succeeds.
        #expect(try text(GraphvizRenderer.render(Self.loveStory, format: .svg)).contains("<svg"))
    }

    @Test("A bad record label throws with Graphviz's message")
    func badRecordLabelThrows() throws {
        let diagram = Diagram(
            name: "record",
            nodes: [.init(id: "form", attributes: ["shape": "record", "label": "{name|"])]
        )

        let captured = capturingStandardStreams {
            #expect {
                try GraphvizRenderer.render(diagram, format: .png)
            } throws: { error in
                guard case .layoutFailed(_, let message) = error as? RenderError else { return false }
                return message.contains("bad label format {name|")
            }
        }

        #expect(!captured.stderr.contains("bad label format"))
    }

    @Test("After a failed render, a successful render writes nothing to stdout")
    func noStaleJobAfterFailure() throws {
        let failing = Diagram(name: "f", nodes: [.init(id: "x", attributes: ["label": .html("<i>")])])
        #expect(throws: RenderError.self) { try GraphvizRenderer.render(failing, format: .svg) }

        let marker = "coordviz_stdout_marker"
        let good = Diagram(name: "g", nodes: [.init(id: marker)])
        let captured = capturingStandardStreams {
            try? GraphvizRenderer.render(good, format: .svg)
        }

        let svg = try text(#require(captured.result))
        #expect(svg.contains("<title>\(marker)</title>"))
        #expect(!captured.stdout.contains(marker), "a stale job would copy the SVG to stdout")
        #expect(!captured.stdout.contains("<svg"))
    }

    @Test("The shim refuses to render before layout or in an unknown format, leaving no stale job")
    func shimRefusalsLeaveNoStaleJob() throws {
        let marker = "coordviz_shim_marker"
        let captured = capturingStandardStreams { () -> (Int32, Int32, Int32, [UInt8]) in
            GraphvizGate.run {
                var graph: OpaquePointer?
                guard cvz_graph_new("shim", &graph) == CVZ_OK, let graph else { return (-1, -1, -1, []) }
                defer { cvz_graph_free(graph) }
                var node: OpaquePointer?
                _ = cvz_node_new(cvz_graph_root(graph), marker, &node)

                var output: OpaquePointer?
                let early = cvz_graph_render(graph, "svg", &output)
                let layout = cvz_graph_layout(graph, "dot")
                let unknown = cvz_graph_render(graph, "no-such-format", &output)
                guard cvz_graph_render(graph, "svg", &output) == CVZ_OK, let output else {
                    return (early, layout, unknown, [])
                }
                defer { cvz_output_free(output) }
                let bytes = Array(UnsafeBufferPointer(start: cvz_output_bytes(output), count: cvz_output_length(output)))
                return (early, layout, unknown, bytes)
            }
        }

        let (early, layout, unknown, svg) = captured.result
        #expect(early == CVZ_ERR_NOT_LAID_OUT)
        #expect(layout == CVZ_OK)
        #expect(unknown == CVZ_ERR_UNKNOWN_FORMAT)
        #expect(text(svg).contains("<title>\(marker)</title>"))
        #expect(!captured.stdout.contains(marker))
    }

    @Test("A node default set in a subgraph stays local to it")
    func subgraphDefaultStaysLocal() throws {
        let dot = GraphvizGate.run { () -> String in
            var graph: OpaquePointer?
            guard cvz_graph_new("local", &graph) == CVZ_OK, let graph else { return "" }
            defer { cvz_graph_free(graph) }
            var cluster: OpaquePointer?
            var node: OpaquePointer?
            _ = cvz_subgraph_new(cvz_graph_root(graph), "cluster_a", &cluster)
            _ = cvz_scope_set_default(cluster, CVZ_DEFAULT_NODE, "color", "red", 0)
            _ = cvz_node_new(cluster, "inside", &node)
            _ = cvz_node_new(cvz_graph_root(graph), "outside", &node)
            var output: OpaquePointer?
            guard cvz_graph_write_dot(graph, &output) == CVZ_OK, let output else { return "" }
            defer { cvz_output_free(output) }
            return text(Array(UnsafeBufferPointer(start: cvz_output_bytes(output), count: cvz_output_length(output))))
        }

        #expect(dot.contains("\tsubgraph cluster_a {\n\t\tnode [color=red];\n\t\tinside\t[color=red];"))
        #expect(dot.contains("\toutside;\n"), "the node outside the cluster keeps no color")
        #expect(!dot.contains("\n\tnode [color=red"), "the root has no red default")
    }

    @Test("An unknown layout engine error lists the available engines")
    func unknownEngineListsAvailable() throws {
        let available = try LayoutEngine.availableEngines()
        #expect(available.contains(.dot))

        #expect {
            _ = try LayoutEngine(validating: "warp")
        } throws: { error in
            guard case .unknownEngine(let name, let listed) = error as? RenderError else { return false }
            return name == "warp" && listed == available.map(\.rawValue)
                && "\(error)".contains("available engines: " + listed.joined(separator: ", "))
        }
        #expect(try LayoutEngine(validating: "NEATO") == .neato)
    }

    @Test("An unknown output format error lists the available formats")
    func unknownFormatListsAvailable() throws {
        #expect(try OutputFormat.availableFormats() == OutputFormat.allCases)

        #expect {
            _ = try OutputFormat(validating: "gif")
        } throws: { error in
            guard case .unknownFormat("gif", let listed) = error as? RenderError else { return false }
            return listed == ["svg", "png", "pdf", "dot"]
        }
        #expect(try OutputFormat(validating: ".PDF") == .pdf)
        #expect(OutputFormat.png.fileExtension == "png")
    }

    @Test("An inconsistent diagram is rejected with the offending id")
    func invalidDiagramsAreRejected() {
        let missingEnd = Diagram(name: "m", nodes: [.init(id: "a")], edges: [.init(from: "a", to: "ghost")])
        #expect(throws: RenderError.invalidDiagram("edge a -> ghost refers to 'ghost', which is not a node id")) {
            try GraphvizRenderer.render(missingEnd, format: .dot)
        }

        let duplicate = Diagram(
            name: "d",
            nodes: [.init(id: "a")],
            clusters: [.init(id: "c", nodes: [.init(id: "a")])]
        )
        #expect(throws: RenderError.invalidDiagram("two nodes have the id 'a'")) {
            try GraphvizRenderer.render(duplicate, format: .svg)
        }

        let repeatedKey = Diagram(
            name: "k",
            nodes: [.init(id: "a"), .init(id: "b")],
            edges: [.init(from: "a", to: "b", key: "push"), .init(from: "a", to: "b", key: "push")]
        )
        #expect(throws: RenderError.invalidDiagram("edge a -> b appears twice with the key 'push'")) {
            try GraphvizRenderer.render(repeatedKey, format: .dot)
        }
    }

    // MARK: The gate

    @Test("Eight concurrent renders from a TaskGroup all succeed with their own output")
    func concurrentRendersSucceed() async throws {
        let outputs = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for index in 0..<8 {
                group.addTask {
                    let diagram = Self.worker(index)
                    // Half through the async variant, half blocking a pool thread on the gate.
                    let bytes = index.isMultiple(of: 2)
                        ? try await GraphvizRenderer.render(diagram, format: .svg)
                        : try renderBlocking(diagram, format: .svg, engine: .neato)
                    return (index, bytes)
                }
            }
            var outputs: [Int: String] = [:]
            for try await (index, bytes) in group {
                outputs[index] = text(bytes)
            }
            return outputs
        }

        #expect(outputs.count == 8)
        for (index, svg) in outputs {
            #expect(svg.contains("<title>worker\(index)_home</title>"))
            #expect(svg.contains("<title>worker\(index)_detail</title>"))
            let others = (0..<8).filter { $0 != index }
            #expect(others.allSatisfy { !svg.contains("worker\($0)_") }, "no output mixed in")
        }
    }

    @Test("The gate is reentrant and reports when the caller is inside it")
    func gateIsReentrant() async throws {
        #expect(!GraphvizGate.isInside)
        let nested = nestedGateRun()
        #expect(nested == 42)
        let asyncInside = try await GraphvizGate.run { GraphvizGate.isInside }
        #expect(asyncInside)
    }

    // MARK: Fixtures

    /// A small coordinator picture: a nested cluster, an HTML label, parallel keyed edges and
    /// an anonymous back edge.
    static let loveStory = Diagram(
        name: "Love Story",
        attributes: ["rankdir": "LR", "fontname": "Helvetica"],
        nodeDefaults: ["shape": "box", "style": "rounded"],
        edgeDefaults: ["fontsize": "10"],
        nodes: [.init(id: "app", attributes: ["label": "App"])],
        clusters: [
            .init(
                id: "onboarding",
                attributes: ["label": "Onboarding"],
                nodes: [.init(id: "welcome", attributes: ["label": .html("<b>Welcome</b><br/>screen")])],
                clusters: [
                    .init(
                        id: "signup",
                        attributes: ["label": "Sign up", "style": "dashed"],
                        nodes: [.init(id: "email")]
                    )
                ]
            )
        ],
        edges: [
            .init(from: "app", to: "welcome", key: "start", attributes: ["label": "start"]),
            .init(from: "welcome", to: "email", key: "push"),
            .init(from: "welcome", to: "email", key: "present", attributes: ["style": "dashed"]),
            .init(from: "email", to: "app"),
        ]
    )

    /// A distinct two-screen flow per worker, with a cluster (to exercise the layout) and a
    /// cycle.
    static func worker(_ index: Int) -> Diagram {
        let home = "worker\(index)_home"
        let detail = "worker\(index)_detail"
        return Diagram(
            name: "worker\(index)",
            nodes: [.init(id: detail)],
            clusters: [.init(id: "w\(index)", attributes: ["label": .text("Worker \(index)")], nodes: [.init(id: home)])],
            edges: [.init(from: home, to: detail), .init(from: detail, to: home, key: "back")]
        )
    }
}

// MARK: Helpers

/// The synchronous renderer; from an async context the `async` overload would be chosen.
private func renderBlocking(_ diagram: Diagram, format: OutputFormat, engine: LayoutEngine) throws -> [UInt8] {
    try GraphvizRenderer.render(diagram, format: format, engine: engine)
}

/// A synchronous gate call made from inside the gate.
private func nestedGateRun() -> Int {
    GraphvizGate.run { GraphvizGate.run { GraphvizGate.isInside ? 42 : 0 } }
}

private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
}

private func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 << 8 | Int($1) }
}

/// What `body` returned and what was written to the process's stdout and stderr file
/// descriptors meanwhile. The captured bytes are written back to the real streams afterwards,
/// so output from tests running at the same time is not lost.
private struct Captured<T> {
    var result: T
    var stdout: String
    var stderr: String
}

private func capturingStandardStreams<T>(_ body: () -> T) -> Captured<T> {
    let out = Redirection(of: STDOUT_FILENO)
    let err = Redirection(of: STDERR_FILENO)
    let result = body()
    let stderr = err.finish()
    let stdout = out.finish()
    return Captured(result: result, stdout: stdout, stderr: stderr)
}

/// Points a file descriptor at an unlinked temporary file until `finish()`.
private struct Redirection {
    let descriptor: Int32
    let saved: Int32
    let file: Int32

    init(of descriptor: Int32) {
        var template = Array("/tmp/coordviz-capture-XXXXXX".utf8CString)
        file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        precondition(file >= 0, "mkstemp failed")
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        fflush(nil)
        self.descriptor = descriptor
        saved = dup(descriptor)
        dup2(file, descriptor)
    }

    /// Restores the descriptor and returns what was written to it.
    func finish() -> String {
        fflush(nil)
        dup2(saved, descriptor)
        close(saved)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        lseek(file, 0, SEEK_SET)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        close(file)
        if !bytes.isEmpty {
            bytes.withUnsafeBytes { _ = write(descriptor, $0.baseAddress, $0.count) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
