import CoordVizCore
@testable import CoordVizRender
import Testing

/// The size guard skips its walk of the model when a bound from the model's size alone fits:
/// the bound must never be below the walk's estimate, or a view too big would be laid out.
@Suite struct SizeGuardBoundTests {
    static let views: [ViewKind] = [.overview, .hierarchy, .tabs, .flows, .deeplinks]

    @Test(arguments: SampleModels.names)
    func theBoundFromTheModelsSizeIsNeverBelowTheEstimate(sample: String) throws {
        let model = try SampleModels.merged(sample)
        for view in Self.views {
            for collapse in [false, true] {
                guard let bound = SizeGuard.nodeBound(of: view, model: model, collapse: collapse) else { continue }
                let estimate = SizeGuard.Estimate(model: model, view: view, collapse: collapse).level.reduce(0, +)
                #expect(bound >= estimate, "\(sample) \(view.name) collapse \(collapse)")
            }
        }
    }

    @Test func aViewOverTwiceTheLimitIsStillRefusedBeforeItsDiagramIsBuilt() throws {
        let model = try SampleModels.merged(SampleModels.names[0])
        let tiny = SizeGuard(maxNodes: 1)
        #expect(tiny.refusal(before: .overview, of: model) != nil)
        #expect(SizeGuard(maxNodes: model.coordinators.count).refusal(before: .overview, of: model) == nil)
    }
}
