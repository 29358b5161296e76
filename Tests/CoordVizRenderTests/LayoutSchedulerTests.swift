import Foundation
import Testing

@testable import CoordVizRender

/// Several layouts in one go: results in job order, the first failure in job order reported,
/// nothing started after a failure; and diagrams that travel unchanged.
@Suite struct LayoutSchedulerTests {
    static func diagram(_ name: String) -> Diagram {
        Diagram(name: name, attributes: ["label": .html("<B>\(name)</B>")], nodes: [.init(id: name, attributes: ["shape": "box", "label": "x"])])
    }

    @Test func aDiagramSurvivesTheTripToAWorkerWithItsAttributesInOrder() throws {
        var diagram = Self.diagram("flows")
        diagram.nodeDefaults = ["shape": "box", "fontname": "Helvetica", "color": "red"]
        diagram.clusters = [.init(id: "tab", attributes: ["label": "Tab"], nodes: [.init(id: "b")], isFramed: false)]
        diagram.edges = [.init(from: "flows", to: "b", key: "k", attributes: ["label": .html("<I>go</I>"), "constraint": "false"])]
        let job = LayoutJob(diagram, format: .png, engine: .neato)
        let decoded = try JSONDecoder().decode(LayoutJob.self, from: JSONEncoder().encode(job))
        #expect(decoded == job)
        #expect(decoded.diagram.nodeDefaults.entries.map(\.name) == ["shape", "fontname", "color"])
        #expect(decoded.name == "flows")
    }

    @Test(arguments: [1, 3])
    func inProcessResultsComeInJobOrder(width: Int) throws {
        let jobs = ["overview", "hierarchy", "tabs"].map { LayoutJob(Self.diagram($0), format: .svg) }
        let results = try LayoutScheduler(isolation: .inProcess, maxConcurrentLayouts: width).render(jobs)
        #expect(results == (try jobs.map { try GraphvizRenderer.render($0.diagram, format: .svg) }))
    }

    @Test func workersRunConcurrentlyAndTheirResultsComeInJobOrder() throws {
        // Each stand-in worker echoes its job back after a pause; four at once take one pause.
        let isolation = WorkerProcessTests.worker("sleep 2; printf '0 %s\\n%s' \"$(printf %s \"$job\" | wc -c | tr -d ' ')\" \"$job\"", timeout: .seconds(30))
        let jobs = ["a", "b", "c", "d"].map { LayoutJob(Self.diagram($0), format: .svg) }
        let start = ContinuousClock.now
        let results = try LayoutScheduler(isolation: isolation, maxConcurrentLayouts: 4).render(jobs)
        let elapsed = ContinuousClock.now - start
        #expect(try results.map { try LayoutRequest(decoding: $0).header.name } == ["a", "b", "c", "d"])
        #expect(elapsed < .seconds(6), "4 two-second workers took \(elapsed), not about 2 s")
    }

    @Test func theFirstFailureInJobOrderIsReportedAndNoFurtherJobStarts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordviz-scheduler-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Every job leaves a mark; the job named "b" crashes, the others succeed.
        let script = "mktemp \"\(folder.path)/job.XXXXXX\" >/dev/null; case \"$job\" in *'\"name\":\"b\"'*) kill -SEGV $$;; esac; "
            + WorkerProcessTests.reply("ok")
        let isolation = WorkerProcessTests.worker(script, timeout: .seconds(20))
        let jobs = ["a", "b", "c", "d", "e"].map { LayoutJob(Self.diagram($0), format: .svg) }
        #expect(throws: LayoutWorkerError.crashed(view: "b", signal: SIGSEGV)) {
            try LayoutScheduler(isolation: isolation, maxConcurrentLayouts: 1).render(jobs)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2, "a and b ran; c, d and e did not start")
    }
}
