import CoordVizRender
import CoordVizSpec
import Foundation

/// `--time-spec PATH`: times reading one spec file in this process (what `coordviz validate`
/// does after its start-up) and the diagrams of the views drawn from it, each `repetitions`
/// times, and prints the fastest of each: the loop to run under `perf record` while making a
/// stage faster.
struct SpecProfile {
    let path: String
    let repetitions: Int
    let views: [ViewKind]

    func run() throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var parsed: ParsedSpec?
        let parse = try fastest { parsed = try FlowSpecParser.parse(text, path: path) }
        print("spec: \(Format.time(Timing.seconds(parse))) (\(text.utf8.count) bytes)")
        // What `render` waits for before drawing: the checks go on in the background.
        var read = Duration.seconds(Int64.max)
        for _ in 0..<repetitions {
            let start = ContinuousClock.now
            let unchecked = try FlowSpecParser.parse([SpecFile(path: path, text: text)], checks: .inBackground)
            read = min(read, ContinuousClock.now - start)
            _ = try unchecked.checked()
        }
        print("spec before its checks (what drawing waits for): \(Format.time(Timing.seconds(read)))")
        guard let model = parsed?.model else { return }
        for view in views {
            let diagram = try fastest { _ = try view.diagram(of: model) }
            print("\(view.rawValue): diagram \(Format.time(Timing.seconds(diagram)))")
        }
    }

    private func fastest(_ work: () throws -> Void) throws -> Duration {
        var best = Duration.seconds(Int64.max)
        for _ in 0..<repetitions {
            let start = ContinuousClock.now
            try work()
            best = min(best, ContinuousClock.now - start)
        }
        return best
    }
}
