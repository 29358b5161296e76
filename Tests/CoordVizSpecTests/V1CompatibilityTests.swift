import CoordVizCore
import CoordVizSpec
import Foundation
import Testing

/// Version 1 specs read exactly as they did before version 2 existed. The model every v1 spec of
/// the repository linked to was recorded, as JSON, under `Fixtures/v1-models/` by the version 1
/// parser; today's parser must give the same model. The one addition version 2 brought to v1
/// files is `ScreenNode.pushes` for each linear `stack:` (A pushes B, B pushes C), checked on its
/// own and left out of the comparison.
@Suite struct V1CompatibilityTests {
    /// A recorded model: the golden's name and the spec files it was recorded from.
    struct Recorded: CustomTestStringConvertible, Sendable {
        var golden: String
        var files: [String]

        var testDescription: String { golden }
    }

    /// Every v1 spec of the repository that links (samples, and fixtures that parse), each with
    /// its golden. Broken fixtures that do not link are covered by their `.diagnostics` goldens.
    static let recorded: [Recorded] = {
        // Only the samples whose spec is still version 1. tab-coordinator's spec moved to version 2;
        // its version 1 text is kept as a fixture.
        let version1Samples = SpecFixtures.samplesWithSpecs.filter { sample in
            let text = (try? String(contentsOf: SpecFixtures.sampleSpec(sample), encoding: .utf8)) ?? ""
            return text.split(separator: "\n").contains("version: 1")
        }
        var result = version1Samples.map { sample in
            Recorded(golden: "v1-models/sample-\(sample).json", files: ["../../../Samples/\(sample)/flow.yaml"])
        } + [Recorded(golden: "v1-models/sample-tab-coordinator.json", files: ["v1-tab-coordinator.yaml"])]
        let fixtures = [
            "two-tabs.yaml", "two-tabs.json", "love-story.json", "merge/agreeing.yaml", "merge/agreeing.json",
            "merge/child-not-live.yaml", "merge/container-differs.yaml", "merge/coordinator-not-in-spec.yaml",
            "merge/coordinator-not-live.yaml", "merge/declared-as-differs.yaml", "merge/root-differs.yaml",
            "merge/screen-differs.yaml", "merge/screen-not-in-spec.yaml", "merge/tab-order-differs.yaml",
            "merge/tab-title-differs.yaml", "broken/offscreen-step.yaml", "broken/unreachable-coordinator.yaml",
            "broken/unreachable-screen.yaml",
        ]
        result += fixtures.map { Recorded(golden: "v1-models/\($0.replacingOccurrences(of: "/", with: "-")).json", files: [$0]) }
        result.append(Recorded(golden: "v1-models/features-shop.json", files: ["features/shop/1-app.yaml", "features/shop/2-feed.yaml", "features/shop/3-profile.yaml"]))
        return result
    }()

    static func model(of recorded: Recorded) throws -> ArchitectureModel {
        let files = try recorded.files.map { SpecFile(path: $0, text: try String(contentsOf: SpecFixtures.fixture($0), encoding: .utf8)) }
        return try FlowSpecParser.parse(files).model
    }

    static func json(_ model: ArchitectureModel) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(model), as: UTF8.self)
    }

    @Test(arguments: recorded)
    func aVersion1SpecLinksToTheModelTheVersion1ParserGave(recorded: Recorded) throws {
        var model = try Self.model(of: recorded)
        for index in model.screens.indices { model.screens[index].pushes = nil }
        let actual = try Self.json(model)
        #expect(actual == (try Golden.lines(recorded.golden, actual: [actual]).joined(separator: "\n")))
    }

    @Test(arguments: recorded)
    func aVersion1LinearStackMeansEachScreenPushesTheNext(recorded: Recorded) throws {
        let model = try Self.model(of: recorded)
        var expected: [String: [String]] = [:]
        for coordinator in model.coordinators {
            let stack = coordinator.container?.navigationStack?.declaredScreens ?? []
            for (screen, next) in zip(stack, stack.dropFirst()) { expected[screen] = [next] }
        }
        let actual = Dictionary(uniqueKeysWithValues: model.screens.compactMap { screen in screen.pushes.map { (screen.id, $0) } })
        #expect(actual == expected)
        #expect(model.screens.allSatisfy { $0.presents == nil })
    }
}
