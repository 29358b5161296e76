@testable import CoordVizScan
import Testing

/// VIPER apps whose wireframes play the coordinators, wired together by a dependency container.
@Suite struct WireframeScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("wireframe-modules") }

    @Test("with no type named as a coordinator, the wireframes are the coordinators, and the report names only that suffix")
    func wireframesAreCoordinatorsWhenNothingIsNamedCoordinator() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.map(\.name).sorted() == ["EditorWireframe", "RecipesWireframe", "RootWireframe"])
        #expect(app.unresolved.contains { $0.message.contains("the …Wireframe types are read as the app's coordinators") })
        #expect(!app.unresolved.contains { $0.message.contains("…Navigator types") })
    }

    @Test("a coordinator handed another through a strong property by the code wiring the app holds it as a child; a weak one is its parent")
    func injectedCoordinatorsAreChildren() throws {
        let app = try Self.scanned()
        #expect(app.root == "RecipesWireframe")
        let recipes = try #require(app.coordinators.first { $0.name == "RecipesWireframe" })
        #expect(recipes.children.map(\.coordinator) == ["RootWireframe", "EditorWireframe"])
        #expect(recipes.children.map(\.property) == ["rootWireframe", "editorWireframe"])
        let editor = try #require(app.coordinators.first { $0.name == "EditorWireframe" })
        #expect(editor.children.isEmpty)
        #expect(editor.parent?.target == "RecipesWireframe")
        #expect(editor.parent?.strength == "weak")
    }

    @Test("a coordinator whose only screen is one it presents and keeps owns it as its presented container, and presenting it starts the coordinator")
    func solePresentedKeptScreenIsTheContainer() throws {
        let app = try Self.scanned()
        let editor = try #require(app.coordinators.first { $0.name == "EditorWireframe" })
        #expect(editor.container == .screen("EditorViewController"))
        #expect(editor.presentation?.from == "RecipesViewController")
        #expect(editor.presentation?.style == "custom")
        #expect(FlowEndScanTests.steps(app, from: "RecipesViewController") == [["startChild EditorWireframe"]])
    }

    @Test("a screen a coordinator hands to a helper that makes it a stack's only screen is the bottom of the coordinator's stack")
    func screenHandedToARootHelperIsTheStacksRoot() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "RecipesWireframe" }?.container == .stack(["RecipesViewController"]))
        #expect(app.coordinators.first { $0.name == "RootWireframe" }?.container == nil)
    }

    @Test("a UIKit protocol a coordinator adopts is not what it is used as")
    func uikitProtocolIsNoDeclaredRole() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.first { $0.name == "EditorWireframe" }?.declaredAs == nil)
    }
}
