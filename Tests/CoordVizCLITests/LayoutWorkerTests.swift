import CoordVizFrontend
@testable import CoordVizRender
import Foundation
import Testing

@testable import CoordVizCLI

/// Layouts in worker processes, end to end: the built `coordviz` re-executes itself as
/// `coordviz _layout-worker`; `COORDVIZ_WORKER_FAULT` (test-only) makes that worker crash, abort,
/// hang or fail, and the parent must answer with one sentence, exit 1 and no output file touched.
@Suite struct LayoutWorkerTests {
    let inputs = ["Samples/love-story/flow.yaml", "Output/love-story/snapshot.json"]
    static let fault = LayoutWorker.faultVariable

    /// Renders into a file that already holds "precious"; returns the result and what the file holds after.
    func renderOverExistingFile(_ arguments: [String], fault: String) throws -> (CommandRunner.Result, String) {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("flows.svg")
        try Data("precious".utf8).write(to: output)
        let result = try CommandRunner.coordviz(["render"] + inputs + arguments + ["-o", output.path], environment: [Self.fault: fault])
        return (result, try String(contentsOf: output, encoding: .utf8))
    }

    @Test(arguments: [("crash", "signal 11, SIGSEGV"), ("abort", "signal 6, SIGABRT")])
    func aCrashingWorkerIsOneSentenceAndExitOneAndTheOutputFileIsUntouched(fault: String, signal: String) throws {
        let (result, file) = try renderOverExistingFile(["--view", "flows"], fault: fault)
        #expect(result.status == 1)
        #expect(result.stderr == "error: Graphviz crashed while laying out the flows view (\(signal)); draw a smaller part with --tab, --root or --view overview, or try --layout neato\n")
        #expect(result.stdout.isEmpty)
        #expect(file == "precious")
    }

    @Test func aFailingWorkersOwnStandardErrorDoesNotReachTheUser() throws {
        let (result, file) = try renderOverExistingFile(["--view", "tabs"], fault: "fail")
        #expect(result.status == 1)
        #expect(result.stderr == "error: Graphviz failed while laying out the tabs view (the layout process exited with status 1); draw a smaller part with --tab, --root or --view overview, or try --layout neato\n")
        #expect(!result.stderr.contains("stack trace"))
        #expect(file == "precious")
    }

    @Test func aHangingWorkerIsKilledAfterTheLayoutTimeout() throws {
        let start = ContinuousClock.now
        let (result, file) = try renderOverExistingFile(["--view", "hierarchy", "--layout-timeout", "1"], fault: "hang")
        let elapsed = ContinuousClock.now - start
        #expect(result.status == 1)
        #expect(result.stderr == "error: Graphviz did not finish laying out the hierarchy view in 1 s and was stopped; draw a smaller part with --tab, --root or --view overview, try --layout sfdp, or allow more time with --layout-timeout\n")
        #expect(file == "precious")
        #expect(elapsed < .seconds(20), "the worker was stopped after about 1 s, not waited for (\(elapsed))")
    }

    @Test func aCrashInOneViewOfAnHTMLPageNamesTheFirstView() throws {
        let result = try CommandRunner.coordviz(["render"] + inputs + ["--format", "html", "--view", "tabs", "--view", "flows", "-o", "-"], environment: [Self.fault: "abort"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: Graphviz crashed while laying out the tabs view (signal 6, SIGABRT);"))
        #expect(result.stdout.isEmpty)
    }

    @Test func dotNeedsNoWorkerSoAFaultyWorkerDoesNotMatter() throws {
        let result = try CommandRunner.coordviz(["render"] + inputs + ["--view", "flows", "--format", "dot"], environment: [Self.fault: "crash"])
        #expect(result.status == 0)
        #expect(result.stdoutText.hasPrefix("digraph flows {"))
    }

    @Test(arguments: ["0", "-2", "soon", "1e12"])
    func aLayoutTimeoutThatIsNotAPositiveNumberIsAUsageError(value: String) throws {
        let result = try CommandRunner.coordviz(["render"] + inputs + ["--layout-timeout=\(value)"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--layout-timeout"))
    }

    @Test func theWorkerIsHiddenFromHelp() throws {
        let result = try CommandRunner.coordviz(["--help"])
        #expect(result.status == 0)
        #expect(!result.stdoutText.contains(LayoutWorker.commandName))
        let render = try CommandRunner.coordviz(["render", "--help"])
        #expect(render.stdoutText.contains("--layout-timeout"))
    }

    // MARK: Same bytes

    /// Every view of every sample, as the CLI builds it.
    static func sampleJobs(format: OutputFormat) throws -> [LayoutJob] {
        var jobs: [LayoutJob] = []
        for sample in ["love-story", "tab-coordinator", "root-containment"] {
            let root = CommandRunner.repositoryRoot.path
            let model = try ModelLoader.load(["\(root)/Samples/\(sample)/flow.yaml", "\(root)/Output/\(sample)/snapshot.json"]).model
            for kind in ViewKind.all(of: model) {
                jobs.append(LayoutJob(try kind.diagram(of: model, options: ViewOptions().applicable(to: kind)), format: format, name: "\(sample) \(kind.name)"))
            }
        }
        return jobs
    }

    static let worker = LayoutIsolation.worker(executable: CommandRunner.coordvizExecutable, timeout: .seconds(120))

    @Test(arguments: [OutputFormat.svg, .png, .pdf])
    func aWorkerDrawsTheSameBytesAsAnInProcessRender(format: OutputFormat) throws {
        let jobs = try Self.sampleJobs(format: format)
        try #require(jobs.count > 20)
        for job in jobs {
            let inProcess = try Self.timeless(GraphvizRenderer.render(job, isolation: .inProcess))
            let inWorker = try Self.timeless(GraphvizRenderer.render(job, isolation: Self.worker))
            #expect(inWorker.count == inProcess.count && inWorker == inProcess, "\(job.name) as \(format.rawValue)")
        }
    }

    /// The bytes without the date in a PDF's `/CreationDate (D:…)`, which changes every second.
    static func timeless(_ bytes: [UInt8]) -> [UInt8] {
        let marker = Array("/CreationDate (".utf8)
        guard let start = (0...(bytes.count - marker.count)).first(where: { bytes[$0..<$0 + marker.count].elementsEqual(marker) }),
              let end = bytes[(start + marker.count)...].firstIndex(of: UInt8(ascii: ")")) else { return bytes }
        return Array(bytes[..<(start + marker.count)] + bytes[end...])
    }

    @Test func aGraphvizErrorInTheWorkerIsTheSameErrorAsInProcess() throws {
        let broken = Diagram(name: "tabs", nodes: [.init(id: "a", attributes: ["label": .html("<TABLE><TR><TD>unclosed")])])
        let job = LayoutJob(broken, format: .svg)
        var inProcess: RenderError?
        do { _ = try GraphvizRenderer.render(job, isolation: .inProcess) } catch let error as RenderError { inProcess = error }
        let expected = try #require(inProcess, "Graphviz rejects a malformed HTML label")
        #expect(throws: expected) { try GraphvizRenderer.render(job, isolation: Self.worker) }
    }

    @Test func parallelWorkersDrawTheSameBytesAsOneAtATime() throws {
        let jobs = try Self.sampleJobs(format: .svg)
        let serial = try LayoutScheduler(isolation: Self.worker, maxConcurrentLayouts: 1).render(jobs)
        let parallel = try LayoutScheduler(isolation: Self.worker, maxConcurrentLayouts: 4).render(jobs)
        #expect(parallel.count == serial.count && parallel == serial)
        let inProcess = try jobs.map { try GraphvizRenderer.render($0.diagram, format: .svg) }
        #expect(parallel.count == inProcess.count && parallel == inProcess)
    }

    @Test func aCrashInTheMiddleOfAWorkersJobsCostsOnlyThatJobAndItsWorker() throws {
        let jobs = try Self.sampleJobs(format: .svg)
        let crashing = jobs[jobs.count / 2].name
        // The fault reaches the worker through its environment: `env` starts it.
        let isolation = LayoutIsolation.worker(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["\(Self.fault)=crash:\(crashing)", CommandRunner.coordvizExecutable.path, LayoutWorker.commandName],
            timeout: .seconds(120)
        )
        let results = LayoutScheduler(isolation: isolation, maxConcurrentLayouts: 1).results(jobs)
        for (job, result) in zip(jobs, results) {
            if job.name == crashing {
                #expect(throws: LayoutWorkerError.crashed(view: crashing, signal: SIGSEGV)) { try result.get() }
            } else {
                #expect(try result.get() == GraphvizRenderer.render(job.diagram, format: .svg), "\(job.name)")
            }
        }
        guard case .worker(let executable, let arguments, _) = isolation else { return }
        #expect(LayoutWorkerPool.shared(executable: executable, arguments: arguments).workersStarted == 2, "one worker before the crash, one after")
    }

    struct ChecksFailed: Error {}

    @Test func workBesideTheLayoutsThatFailsStopsAHangingWorkerAtOnce() throws {
        let jobs = try Self.sampleJobs(format: .svg)
        let isolation = LayoutIsolation.worker(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["\(Self.fault)=hang", CommandRunner.coordvizExecutable.path, LayoutWorker.commandName],
            timeout: .seconds(120)
        )
        let started = ContinuousClock.now
        #expect(throws: ChecksFailed.self) {
            try LayoutScheduler(isolation: isolation, maxConcurrentLayouts: 2).render(jobs, meanwhile: {
                // Long enough for the workers to have their jobs.
                Thread.sleep(forTimeInterval: 0.3)
                throw ChecksFailed()
            })
        }
        // Not the 120 s time limit: the hanging workers were killed when the work failed.
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    @Test func workBesideTheLayoutsRunsWhileTheyDrawTheSameBytes() throws {
        let jobs = try Self.sampleJobs(format: .svg)
        let ran = LockedFlag()
        let drawn = try LayoutScheduler(isolation: Self.worker, maxConcurrentLayouts: 2).render(jobs, meanwhile: { ran.set() })
        #expect(ran.isSet)
        #expect(drawn == (try LayoutScheduler(isolation: Self.worker, maxConcurrentLayouts: 1).render(jobs)))
    }

    final class LockedFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }

    #if os(Linux)
    @Test func aWorkerKeepsNoCopyOfADescriptorItsParentOpenedForSomethingElse() throws {
        // A pipe made without close-on-exec, as for another child process: whoever reads it
        // waits for every copy of its write end to close, so a long-lived worker must hold none.
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let worker = try WorkerConnection(executable: CommandRunner.coordvizExecutable, arguments: [LayoutWorker.commandName])
        defer { worker.finish() }
        #expect(worker.isRunning)
        close(ends[1])
        var reader = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        // A worker holding the write end would keep the read end waiting: fail, never block.
        guard poll(&reader, 1, 10_000) == 1 else {
            Issue.record("the worker keeps the pipe's write end open")
            return
        }
        var byte: UInt8 = 0
        #expect(read(ends[0], &byte, 1) == 0)
        #expect(worker.isRunning)
    }
    #endif

    /// A diagram whose title links without an `ID`: Graphviz numbers its anchor per process.
    static func countedAnchorDiagram(_ name: String) -> Diagram {
        Diagram(name: name, attributes: ["label": .html("<TABLE BORDER=\"0\"><TR><TD HREF=\"overview.svg\">\(name)</TD></TR></TABLE>")], nodes: [.init(id: "a")])
    }

    @Test func aDrawingWithCountedAnchorsIsTheSameFromAWorkerThatDrewOneBefore() throws {
        // Graphviz numbers the anchors of linking HTML labels without an ID per process (`a_graph0_0`, `_1`…).
        let diagram = Self.countedAnchorDiagram("counted")
        #expect(diagram.mayHaveCountedAnchors)
        let isolation = LayoutIsolation.worker(executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: ["COORDVIZ_TEST=anchors", CommandRunner.coordvizExecutable.path, LayoutWorker.commandName], timeout: .seconds(120))
        let drawings = try LayoutScheduler(isolation: isolation, maxConcurrentLayouts: 1).render(Array(repeating: LayoutJob(diagram, format: .svg), count: 3))
        #expect(String(decoding: drawings[0], as: UTF8.self).contains("id=\"a_graph0_0\""))
        #expect(drawings[1] == drawings[0] && drawings[2] == drawings[0])
    }

    @Test func aLinkedViewNamesItsAnchorsSoAnyWorkerDrawsItTheSame() throws {
        let root = CommandRunner.repositoryRoot.path
        let model = try ModelLoader.load(["\(root)/Samples/love-story/flow.yaml", "\(root)/Output/love-story/snapshot.json"]).model
        let linked = try ViewKind.deeplinks.diagram(of: model, options: ViewOptions(linkExtension: "svg"))
        #expect(!linked.mayHaveCountedAnchors)
        let isolation = LayoutIsolation.worker(executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: ["COORDVIZ_TEST=named-anchors", CommandRunner.coordvizExecutable.path, LayoutWorker.commandName], timeout: .seconds(120))
        let drawings = try LayoutScheduler(isolation: isolation, maxConcurrentLayouts: 1).render(Array(repeating: LayoutJob(linked, format: .svg), count: 3))
        #expect(String(decoding: drawings[0], as: UTF8.self).contains("id=\"a_overview&#45;link\""))
        #expect(!String(decoding: drawings[0], as: UTF8.self).contains("a_graph0_"))
        #expect(drawings[1] == drawings[0] && drawings[2] == drawings[0])
        guard case .worker(let executable, let arguments, _) = isolation else { return }
        #expect(LayoutWorkerPool.shared(executable: executable, arguments: arguments).workersStarted == 1, "one worker drew all three")
    }

    @Test(arguments: [
        ("<TABLE><TR><TD HREF=\"a.svg\">x</TD></TR></TABLE>", true),
        ("<TABLE><TR><TD ID=\"up\" HREF=\"a.svg\">x</TD></TR></TABLE>", false),
        ("<TABLE TOOLTIP=\"t\"><TR><TD ID=\"up\" HREF=\"a.svg\">x</TD></TR></TABLE>", true),
        ("<B>no links</B>", false),
        ("<TABLE><TR><TD TOOLTIP=\"see ID=3\">x</TD></TR></TABLE>", true),
        ("<TABLE><TR><TD TITLE=\"a\" ID=\"b\">x</TD></TR></TABLE>", false),
        ("<table><tr><td tooltip=\"a\">x</td></tr></table>", true),
        ("<TABLE><TR><TD XTOOLTIP=\"a\" HREFS=\"b\">x</TD></TR></TABLE>", false),
        ("<TABLE><TR><TD HREF=\"a.svg\"", true),
    ])
    func onlyLinkingElementsWithoutAnIDAreCounted(html: String, counted: Bool) {
        #expect(Diagram.hasLinkWithoutID(html) == counted)
    }

    @Test func aPageOfManyViewsNeedsOneWorkerPerLayoutAtOnceNotOnePerView() throws {
        let jobs = try Self.sampleJobs(format: .svg)
        let isolation = LayoutIsolation.worker(executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: [CommandRunner.coordvizExecutable.path, LayoutWorker.commandName], timeout: .seconds(120))
        let drawn = try LayoutScheduler(isolation: isolation, maxConcurrentLayouts: 2).render(jobs)
        #expect(drawn.count == jobs.count)
        guard case .worker(let executable, let arguments, _) = isolation else { return }
        #expect(LayoutWorkerPool.shared(executable: executable, arguments: arguments).workersStarted <= 2)
    }

    @Test func drawingsWithCountedAnchorsDoNotLeaveAnIdleWorkerEachBehind() throws {
        // Drawings whose titles link without an ID carry anchors Graphviz numbers per process:
        // each takes a worker that has drawn none, and the pool keeps only a core's worth of
        // the used ones (a set of hundreds of such drawings keeps no process per drawing).
        let jobs = (0..<(ProcessInfo.processInfo.activeProcessorCount * 2 + 4)).map { LayoutJob(Self.countedAnchorDiagram("view\($0)"), format: .svg) }
        // `env -u` with a variable of its own gives this test a pool of its own.
        let isolation = LayoutIsolation.worker(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["-u", "COORDVIZ_LINKED_VIEWS_TEST", CommandRunner.coordvizExecutable.path, LayoutWorker.commandName], timeout: .seconds(120)
        )
        let drawn = try LayoutScheduler(isolation: isolation, maxConcurrentLayouts: 2).render(jobs)
        #expect(drawn.count == jobs.count)
        guard case .worker(let executable, let arguments, _) = isolation else { return }
        #expect(LayoutWorkerPool.shared(executable: executable, arguments: arguments).idleWorkers <= ProcessInfo.processInfo.activeProcessorCount + 1)
    }

    @Test func anHTMLPageOfEveryViewIsTheSameLaidOutInParallelOrOneAtATime() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let parallel = folder.appendingPathComponent("parallel.html"), serial = folder.appendingPathComponent("serial.html")
        let first = try CommandRunner.coordviz(["render"] + inputs + ["--layout-jobs", "4", "-o", parallel.path])
        let second = try CommandRunner.coordviz(["render"] + inputs + ["--layout-jobs", "1", "-o", serial.path])
        #expect(first.status == 0 && second.status == 0)
        let bytes = try Data(contentsOf: parallel)
        #expect(bytes == (try Data(contentsOf: serial)))
        #expect(String(decoding: bytes, as: UTF8.self).contains("data-view=\"flow:deep-view-in-orders\""))
    }

    @Test("a graph Graphviz frees twice once laid out still draws in a worker: the worker never frees a drawn graph")
    func aGraphGraphvizFreesTwiceStillDraws() throws {
        let dot = try Data(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent("Tests/CoordVizCLITests/Fixtures/frees-twice.dot"))
        let header = try JSONEncoder().encode(LayoutRequest.Header(name: "flows", format: .svg, engine: .dot))
        let request = header + Data("\n".utf8) + dot
        let process = Process()
        process.executableURL = CommandRunner.coordvizExecutable
        process.arguments = [LayoutWorker.commandName]
        process.environment = ["SWIFT_BACKTRACE": "enable=no"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("\(request.count)\n".utf8) + request)
        try input.fileHandleForWriting.close()
        let reply = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let firstLine = reply.prefix { $0 != UInt8(ascii: "\n") }
        #expect(String(decoding: firstLine, as: UTF8.self).hasPrefix("\(LayoutWorker.drawingReply) "))
        #expect(String(decoding: reply, as: UTF8.self).contains("</svg>"))
    }
}
