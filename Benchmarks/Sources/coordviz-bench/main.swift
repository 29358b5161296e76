import Foundation
import SyntheticApps

// coordviz-bench: times building, laying out and rendering synthetic coordinator apps of
// several sizes in every view, in process, against the `dot` program on the same DOT text.
// `Benchmarks/run.sh` runs it and writes `Benchmarks/RESULTS.md`; `--help` lists the options.
// With `--worker-size` it is instead the child process measuring one case (``Worker``).
do {
    let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    if options.help {
        print(Options.usage)
        exit(0)
    }
    if let size = options.writeSpecSize, let path = options.writeSpecPath {
        let text = SyntheticSpec(SyntheticApp(coordinators: size, seed: options.seed)).text()
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        exit(0)
    }
    if let path = options.timeSpecPath {
        try SpecProfile(path: path, repetitions: options.repetitions, views: options.views).run()
        exit(0)
    }
    if options.timeIntrospection {
        try IntrospectionProfile(sizes: options.sizes, seed: options.seed, repetitions: options.repetitions).run()
        exit(0)
    }
    if options.workerApp, let size = options.workerSize, let directory = options.workerDirectory {
        try AppWorker(coordinators: size, seed: options.seed, repetitions: options.repetitions, directory: directory).run()
        exit(0)
    }
    if let size = options.workerSize, let directory = options.workerDirectory, let view = options.views.first {
        let job = Worker.Job(
            coordinators: size, view: view, seed: options.seed, engine: options.engine,
            repetitions: options.repetitions, timeLimit: options.timeLimit, directory: directory
        )
        try Worker(job: job).run()
        exit(0)
    }
    let report: Report
    if let path = options.fromJSON {
        report = try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    } else {
        report = try Driver(options: options).run()
    }
    let markdown = MarkdownReport(report: report).text()
    if let path = options.markdownPath {
        try Data(markdown.utf8).write(to: URL(fileURLWithPath: path))
    } else {
        FileHandle.standardOutput.write(Data(markdown.utf8))
    }
    if let path = options.jsonPath {
        try report.json().write(to: URL(fileURLWithPath: path))
    }
} catch {
    FileHandle.standardError.write(Data("coordviz-bench: \(error)\n".utf8))
    exit(1)
}
