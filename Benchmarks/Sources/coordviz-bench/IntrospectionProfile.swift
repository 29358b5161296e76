import CoordVizCore
import Foundation
import SyntheticApps

/// `--time-introspection`: times only the introspection of each size's synthetic live tree
/// against the standard library's `dump` of the same tree, the two taken in turn within each
/// repetition so a change of load on the machine hits both, and prints the medians and their
/// ratio: the loop to run under `perf record` while making introspection faster. The untimed
/// first introspection is printed too: for the first size it is the one that meets every type of
/// the tree for the first time.
struct IntrospectionProfile {
    let sizes: [Int]
    let seed: UInt64
    let repetitions: Int

    func run() throws {
        print("coordinators  objects  first introspection  introspection  dump       introspection ÷ dump")
        for size in sizes {
            let tree = SyntheticLiveTree(SyntheticApp(coordinators: size, seed: seed))
            let introspector = Introspector()
            var introspections: [Double] = []
            var dumps: [Double] = []
            var first = 0.0
            // One warm-up of each, then the timed pairs.
            for round in 0...repetitions {
                let introspection = try Timing.measure { _ = try introspector.snapshot(of: tree.root, app: "Synthetic\(size)") }
                var sink = CountingStream()
                let dumping = Timing.measure { dump(tree.root, to: &sink) }
                guard round > 0 else {
                    first = Timing.seconds(introspection.duration)
                    continue
                }
                introspections.append(Timing.seconds(introspection.duration))
                dumps.append(Timing.seconds(dumping.duration))
            }
            let introspection = Self.median(introspections)
            let dumped = Self.median(dumps)
            let line = [
                "\(size)".padding(toLength: 12, withPad: " ", startingAt: 0),
                "\(tree.objectCount)".padding(toLength: 8, withPad: " ", startingAt: 0),
                Format.time(first).padding(toLength: 20, withPad: " ", startingAt: 0),
                Format.time(introspection).padding(toLength: 14, withPad: " ", startingAt: 0),
                Format.time(dumped).padding(toLength: 10, withPad: " ", startingAt: 0),
                Format.ratio(introspection / dumped),
            ]
            print(line.joined(separator: " "))
        }
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
