import Foundation
import Testing

@testable import CoordVizRender

/// The parent side of layout workers, against stand-in workers written in `sh` that speak the
/// worker's framing (`LayoutWorkerFrames`): how a crash, a hang, a failure, a garbage reply and a
/// large reply come back, and how one worker serves several jobs and a lost one is replaced.
/// (The real worker, `coordviz _layout-worker`, is tested end to end in CoordVizCLITests.)
@Suite struct WorkerProcessTests {
    static let job = LayoutJob(Diagram(name: "flows", nodes: [.init(id: "a")]), format: .svg)

    /// A worker that serves job after job in `sh`: reads each (its request in `$job`, as a real
    /// worker reads it whole), then runs `script`, which must reply (``reply(_:)``) or end.
    static func worker(_ script: String, timeout: Duration = .seconds(10)) -> LayoutIsolation {
        .worker(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "while read -r n; do job=$(head -c \"$n\"); \(script); done"], timeout: timeout)
    }

    func worker(_ script: String, timeout: Duration = .seconds(10)) -> LayoutIsolation {
        Self.worker(script, timeout: timeout)
    }

    /// `sh` that replies `text` (ASCII, no single quote) as the drawing.
    static func reply(_ text: String, kind: Int32 = LayoutWorker.drawingReply) -> String {
        "printf '\(kind) \(text.utf8.count)\\n%s' '\(text)'"
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
        let isolation = worker(Self.reply(json, kind: LayoutWorker.renderErrorStatus))
        #expect(throws: error) { try GraphvizRenderer.render(Self.job, isolation: isolation) }
        // The worker reported an error and goes on: the next job is its.
        #expect(throws: error) { try GraphvizRenderer.render(Self.job, isolation: isolation) }
    }

    @Test func aReplyThatIsNotAnErrorIsUnreadable() throws {
        #expect(throws: LayoutWorkerError.unreadableReply(view: "flows", executable: "/bin/sh")) {
            try GraphvizRenderer.render(Self.job, isolation: worker(Self.reply("nonsense", kind: LayoutWorker.renderErrorStatus)))
        }
        #expect(throws: LayoutWorkerError.unreadableReply(view: "flows", executable: "/bin/sh")) {
            try GraphvizRenderer.render(Self.job, isolation: worker("echo nonsense"))
        }
    }

    @Test func aLargeReplyArrivesWholeWhileTheWorkerAlsoWritesToStandardError() throws {
        // Far more than a pipe holds, on both pipes: a parent reading one after the other would stall.
        let script = "head -c 3000000 /dev/zero >&2; printf '0 5000000\\n'; head -c 5000000 /dev/zero | tr '\\0' x"
        let bytes = try GraphvizRenderer.render(Self.job, isolation: worker(script))
        #expect(bytes.count == 5_000_000)
        #expect(bytes.allSatisfy { $0 == UInt8(ascii: "x") })
    }

    @Test func theWorkerReceivesTheJobAsAHeaderLineAndTheDiagramsDOTText() throws {
        // `$(…)` drops the request's final line feed: the reply says how long what is left is.
        let echoed = try GraphvizRenderer.render(Self.job, isolation: worker("printf '0 %s\\n%s' \"$(printf %s \"$job\" | wc -c | tr -d ' ')\" \"$job\""))
        let request = try LayoutRequest(decoding: echoed)
        #expect(request.header == .init(name: Self.job.name, format: Self.job.format, engine: Self.job.engine))
        #expect(request.dotText + [UInt8(ascii: "\n")] == (try GraphvizRenderer.render(Self.job.diagram, format: .dot)))
    }

    @Test func oneWorkerServesJobAfterJob() throws {
        // Each reply is the worker's process id.
        let isolation = worker("p=$$; printf '0 %s\\n%s' ${#p} $p")
        let pids = try (0..<4).map { _ in String(decoding: try GraphvizRenderer.render(Self.job, isolation: isolation), as: UTF8.self) }
        #expect(Set(pids).count == 1, "one worker answered all four jobs: \(pids)")
    }

    @Test func aWorkerThatCrashesInTheMiddleOfItsJobsIsReplacedAndTheOtherJobsAreDrawn() throws {
        // The worker's process id, or a crash for the job named "c".
        let isolation = worker("case \"$job\" in *'\"name\":\"c\"'*) kill -SEGV $$;; esac; p=$$; printf '0 %s\\n%s' ${#p} $p", timeout: .seconds(20))
        let jobs = ["a", "b", "c", "d", "e"].map { LayoutJob(Diagram(name: $0, nodes: [.init(id: "a")]), format: .svg) }
        let results = LayoutScheduler(isolation: isolation, maxConcurrentLayouts: 1).results(jobs)
        let pids = results.map { try? String(decoding: $0.get(), as: UTF8.self) }
        #expect(throws: LayoutWorkerError.crashed(view: "c", signal: SIGSEGV)) { try results[2].get() }
        #expect(pids[0] != nil && pids[0] == pids[1], "a and b in the first worker")
        #expect(pids[3] != nil && pids[3] == pids[4] && pids[3] != pids[0], "d and e in the worker that replaced it")
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
