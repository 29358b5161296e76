import CoordVizCore
import CoordVizSpec
import Foundation
import SyntheticApps

/// The child-process half of the bench for the stages of one app size that no view shares:
/// reading the spec (`validate`'s work), introspecting the live tree against the standard
/// library's `dump` of it, and merging the spec with the snapshot.
struct AppWorker {
    let coordinators: Int
    let seed: UInt64
    let repetitions: Int
    let directory: String

    func run() throws {
        try WorkerRecord.streaming(into: directory, measure)
    }

    private func measure(into records: FileHandle) throws {
        let app = SyntheticApp(coordinators: coordinators, seed: seed)
        let text = SyntheticSpec(app).text()
        let policy = SamplingPolicy(
            repetitions: repetitions, warmUps: 1, budget: .seconds(10),
            minimumTotal: .milliseconds(200), maximumRepetitions: max(repetitions, 50)
        )
        // One record per stage, written as soon as it is measured: a worker killed at its time
        // limit has still reported the stages it finished.
        var spec: ParsedSpec?
        let parse = try policy.run { spec = try FlowSpecParser.parse(text, path: "app.yaml") }
        try WorkerRecord(kind: .app, parse: parse.map(Timing.seconds)).write(to: records)
        let tree = SyntheticLiveTree(app)
        var snapshot: Snapshot?
        let introspection = try policy.run { snapshot = try Introspector().snapshot(of: tree.root, app: "Synthetic\(coordinators)") }
        var sink = CountingStream()
        let dumps = try policy.run { dump(tree.root, to: &sink) }
        try WorkerRecord(
            kind: .app, introspection: introspection.map(Timing.seconds), dump: dumps.map(Timing.seconds), objects: tree.objectCount
        ).write(to: records)
        guard let spec, let snapshot else { return }
        let merges = try policy.run { _ = SpecMerger.merge(spec, with: snapshot, snapshotPath: "snapshot.json") }
        try WorkerRecord(kind: .app, merge: merges.map(Timing.seconds)).write(to: records)
    }
}

/// Where `dump` writes: counts the characters and keeps nothing, so the timing is the walk.
struct CountingStream: TextOutputStream {
    var count = 0
    mutating func write(_ string: String) { count += string.utf8.count }
}
