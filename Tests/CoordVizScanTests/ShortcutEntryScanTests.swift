import CoordVizScan
import Testing

/// Home-screen quick actions (`switch shortcutItem.type`): each action is a transition from a
/// `shortcut` entry point, named after the action's identifier.
@Suite struct ShortcutEntryScanTests {
    @Test("each case of a switch over a shortcut item's type is a transition from a shortcut entry point doing what the case calls")
    func quickActionsAreEntryPoints() throws {
        let scanned = try FlowEndScanTests.scan("shortcut-entries")
        let entries = scanned.transitions.filter { $0.entryKind == "shortcut" }
        let steps = Dictionary(uniqueKeysWithValues: entries.map { ($0.entryPoint ?? "", $0.steps.map { "\($0.kind) \($0.target)" }) })
        #expect(steps["new-note"] == ["present ComposeViewController"])
        #expect(steps["search"] == ["switchTab Search"])
        #expect(!scanned.transitions.contains { $0.entryKind != "shortcut" && $0.entryPoint != nil })
    }
}

/// A coordinator's own `present(scene:from:transition:)`: the scene enum's case picks the
/// screen, the transition enum's case how it is shown.
@Suite struct OwnSceneTransitionScanTests {
    @Test("a coordinator's own present(scene:from:transition:) pushes for .show and presents for .modal, also when from is nil and it falls back to its own stack")
    func sceneAndTransitionEnums() throws {
        let scanned = try FlowEndScanTests.scan("own-scene-transitions")
        let ways = FlowEndScanTests.steps(scanned, from: "HomeViewController").sorted { $0.joined() < $1.joined() }
        #expect(ways == [["present ComposeViewController"], ["push DetailViewController"]])
    }
}
