import Foundation
import Testing

@testable import CoordVizRender

/// The parent side of layout workers, against stand-in workers written in `sh`: how a crash, a
/// hang, a failure, a garbage reply and a large reply come back. (The real worker, `coordviz
/// _layout-worker`, is tested end to end in CoordVizCLITests.)
@Suite struct WorkerProcessTests {
    static let job = LayoutJob(Diagram(name: "flows", nodes: [.init(id: "a")]), format: .svg)

    /// A worker that runs `script` in `sh` (after reading its job, as a real worker does).
    func worker(_ script: String, timeout: Duration = .seconds(10)) -> LayoutIsolation {
        .worker(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "cat >/dev/null; " + script], timeout: timeout)
    }

    @Test func aWorkerKilledByASignalIsACrashNamingTheViewAndTheSignal() throws {
        #expect(throws: LayoutWorkerError.crashed(view: "flows", signal: SIGABRT)) {
            try GraphvizRenderer.render(Self.job, isolation: worker("echo 'backtrace #0' >&2; kill -ABRT $$"))
        }
        let message = LayoutWorkerError.crashed(view: "flows", signal: SIGABRT).description
        #expect(message == "Graphviz crashed while laying out the flows view (signal 6, SIGABRT); draw a smaller part with --tab, --root or --view overview, or try --layout neato")
    }

    @Test func aWorkerKilledFromOutsideIsNotCalledACrashOfGraphviz() throws {
        #expect(throws: LayoutWorkerError.crashed(view: "flows", signal: SIGKILL)) {
            try GraphvizRenderer.render(Self.job, isolation: worker("kill -KILL $$"))
        }
        let message = LayoutWorkerError.crashed(view: "flows", signal: SIGKILL).description
        #expect(message.hasPrefix("Graphviz was killed while laying out the flows view (signal 9, SIGKILL: the system may have run out of memory);"))
    }

    @Test func theOverviewIsNotSuggestedWhenTheOverviewItselfFails() {
        let message = LayoutWorkerError.timedOut(view: "overview", seconds: 60).description
        #expect(message == "Graphviz did not finish laying out the overview view in 60 s and was stopped; draw a smaller part with --root or --depth, try --layout sfdp, or allow more time with --layout-timeout")
    }

    @Test func aWorkerThatOutlivesItsTimeLimitIsKilledAndReportedAsTimedOut() throws {
        let start = ContinuousClock.now
        #expect(throws: LayoutWorkerError.timedOut(view: "flows", seconds: 0.5)) {
            try GraphvizRenderer.render(Self.job, isolation: worker("exec sleep 30", timeout: .milliseconds(500)))
        }
        #expect(ContinuousClock.now - start < .seconds(10), "the worker was killed, not waited for")
    }

    @Test func aWorkerThatExitsWithAnErrorStatusIsAFailureWithoutItsStandardError() throws {
        #expect(throws: LayoutWorkerError.failed(view: "flows", status: 1)) {
            try GraphvizRenderer.render(Self.job, isolation: worker("echo 'Fatal error' >&2; exit 1"))
        }
    }

    @Test func aRenderErrorSentByTheWorkerIsRethrownUnchanged() throws {
        let error = RenderError.layoutFailed(engine: "dot", message: "syntax error in line 1")
        let json = String(decoding: try JSONEncoder().encode(error), as: UTF8.self)
        let script = "printf '%s' '\(json)'; exit \(LayoutWorker.renderErrorStatus)"
        #expect(throws: error) { try GraphvizRenderer.render(Self.job, isolation: worker(script)) }
    }

    @Test func aReplyThatIsNotAnErrorIsUnreadable() throws {
        #expect(throws: LayoutWorkerError.unreadableReply(view: "flows", executable: "/bin/sh")) {
            try GraphvizRenderer.render(Self.job, isolation: worker("echo nonsense; exit \(LayoutWorker.renderErrorStatus)"))
        }
    }

    @Test func aLargeReplyArrivesWholeWhileTheWorkerAlsoWritesToStandardError() throws {
        // Far more than a pipe holds, on both pipes: read one after the other, this would stall.
        let script = "head -c 3000000 /dev/zero >&2; head -c 5000000 /dev/zero | tr '\\0' x"
        let bytes = try GraphvizRenderer.render(Self.job, isolation: worker(script))
        #expect(bytes.count == 5_000_000)
        #expect(bytes.allSatisfy { $0 == UInt8(ascii: "x") })
    }

    @Test func theWorkerReceivesTheJobAsJSONOnItsStandardInput() throws {
        let isolation = LayoutIsolation.worker(executable: URL(fileURLWithPath: "/bin/cat"), arguments: [], timeout: .seconds(10))
        let echoed = try GraphvizRenderer.render(Self.job, isolation: isolation)
        #expect(try JSONDecoder().decode(LayoutJob.self, from: Data(echoed)) == Self.job)
    }

    @Test func aMissingWorkerExecutableCannotStart() throws {
        let isolation = LayoutIsolation.worker(executable: URL(fileURLWithPath: "/nonexistent/coordviz"), timeout: .seconds(10))
        #expect {
            try GraphvizRenderer.render(Self.job, isolation: isolation)
        } throws: { error in
            guard case LayoutWorkerError.cannotStart(let executable, _) = error else { return false }
            return executable == "/nonexistent/coordviz"
        }
    }

    @Test func dotNeedsNoLayoutAndIsMadeInProcessEvenWithAWorker() throws {
        let isolation = LayoutIsolation.worker(executable: URL(fileURLWithPath: "/nonexistent/coordviz"), timeout: .seconds(10))
        let job = LayoutJob(Self.job.diagram, format: .dot)
        #expect(try GraphvizRenderer.render(job, isolation: isolation) == GraphvizRenderer.render(job.diagram, format: .dot))
    }

    @Test func anInvalidDiagramIsRejectedBeforeAnyWorkerStarts() throws {
        let broken = LayoutJob(Diagram(name: "flows", edges: [.init(from: "a", to: "b")]), format: .svg)
        #expect(throws: RenderError.self) {
            try GraphvizRenderer.render(broken, isolation: worker("exit 0"))
        }
    }
}
