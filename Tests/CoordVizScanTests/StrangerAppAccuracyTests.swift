import CoordVizScan
import CoordVizSpec
import Foundation
import Testing

/// Public coordinator apps the scanner was not written against, each described by a spec written
/// by hand from its code (`StrangerApps/<app>.yaml`, with the files it covers in `<app>.manifest`).
/// Their sources are not part of this repository: fetch the files a manifest lists into
/// `$COORDVIZ_STRANGER_APPS/<app>/` and the scan of them is scored against the truth, per category
/// and pooled, with a floor that a worse scan falls below.
@Suite("Scanning public apps against hand-written truths")
struct StrangerAppAccuracyTests {
    static let truths = SampleAccuracyTests.repository.appendingPathComponent("Tests/CoordVizScanTests/StrangerApps")
    static var apps: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: truths.path)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }
    static var sourcesFolder: String? { ProcessInfo.processInfo.environment["COORDVIZ_STRANGER_APPS"] }

    @Test("every hand-written truth is a spec that validates", arguments: apps)
    func truthValidates(app: String) throws {
        let path = Self.truths.appendingPathComponent("\(app).yaml").path
        let parsed = try FlowSpecParser.parse([SpecFile(path: path, text: String(contentsOfFile: path, encoding: .utf8))])
        #expect(!parsed.model.coordinators.isEmpty)
        #expect(FileManager.default.fileExists(atPath: Self.truths.appendingPathComponent("\(app).manifest").path), "\(app) lists the files its truth covers")
    }

    @Test(
        "a scan of a public app's sources reaches its recorded pooled F1 against the truth",
        .enabled(if: sourcesFolder != nil, "set COORDVIZ_STRANGER_APPS to a folder holding the apps' sources"),
        arguments: apps)
    func accuracy(app: String) throws {
        let folder = URL(fileURLWithPath: Self.sourcesFolder!).appendingPathComponent(app).path
        try #require(FileManager.default.fileExists(atPath: folder), "fetch the files of \(app).manifest into \(folder)")
        let expected = try SpecFacts(yaml: String(contentsOf: Self.truths.appendingPathComponent("\(app).yaml"), encoding: .utf8))
        let found = try SpecFacts(yaml: SpecWriter.yaml(Scanner.scan(folder: folder, app: app)))
        let scores = SpecFacts.score(found: found, expected: expected)
        var pooled = SpecFacts.Score(truePositives: 0, found: 0, expected: 0)
        var lines = ["\(app):"]
        for category in SpecFacts.categories {
            let score = scores[category]!
            pooled.truePositives += score.truePositives
            pooled.found += score.found
            pooled.expected += score.expected
            guard score.found + score.expected > 0 else { continue }
            lines.append("  \(category.padding(toLength: 13, withPad: " ", startingAt: 0)) P \(String(format: "%.2f", score.precision)) R \(String(format: "%.2f", score.recall)) F1 \(String(format: "%.2f", score.f1)) (\(score.truePositives) of \(score.found) found, \(score.expected) expected)")
            let missing = (expected.sets[category] ?? []).subtracting(found.sets[category] ?? []).sorted()
            let extra = (found.sets[category] ?? []).subtracting(expected.sets[category] ?? []).sorted()
            if !missing.isEmpty { lines.append("      missing: \(missing.joined(separator: " | "))") }
            if !extra.isEmpty { lines.append("      extra:   \(extra.joined(separator: " | "))") }
        }
        lines.append("  pooled        P \(String(format: "%.2f", pooled.precision)) R \(String(format: "%.2f", pooled.recall)) F1 \(String(format: "%.2f", pooled.f1))")
        print(lines.joined(separator: "\n"))
        #expect(pooled.f1 >= (Self.pooledF1Floors[app] ?? 0) - 0.005, "\(app): pooled F1 fell below its floor")
    }

    /// The pooled F1 each app reached when its floor was last raised.
    static let pooledF1Floors: [String: Double] = [
        "applicationcoordinator": 0.96,
        "cleanmvvm": 1.00,
        "cocoaheads": 0.87,
        "cleanrxswift": 1.00,
        "bitwarden": 0.76,
        "coronacheck": 0.70,
        "elementx": 0.72,
        "firefox": 0.64,
        "icecubes": 0.73,
        "iossampleapp": 0.96,
        "masterc": 0.61,
        "mastodon": 0.71,
        "responderchain": 0.72,
        "rxflowdemo": 0.84,
        "stinsen": 0.83,
        "swiftuimvvmc": 0.71,
        "tcacoordinators": 0.94,
        "uikitdemo": 0.23,
        "viperswift": 1.00,
        "woocommerce": 0.38,
        "xcoordinatorexample": 0.90,
    ]
}
