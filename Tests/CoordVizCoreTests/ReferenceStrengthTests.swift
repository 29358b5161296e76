import CoordVizCore
import Testing

/// Coordinators holding their parent in each of Swift's ways.
private final class RootCoordinator {
    var strongChild: StrongChildCoordinator?
    var weakChild: WeakChildCoordinator?
    var unownedChild: UnownedChildCoordinator?
    var children: [AnyObject] = []
}
private final class StrongChildCoordinator { var parentCoordinator: RootCoordinator?; init(_ parent: RootCoordinator) { parentCoordinator = parent } }
private final class WeakChildCoordinator { weak var finishDelegate: RootCoordinator?; init(_ parent: RootCoordinator) { finishDelegate = parent } }
private final class UnownedChildCoordinator { unowned let parent: RootCoordinator; init(_ parent: RootCoordinator) { self.parent = parent } }
private class BaseCoordinator { weak var parentCoordinator: RootCoordinator? }
private final class InheritingChildCoordinator: BaseCoordinator {}

@Suite struct ReferenceStrengthTests {
    private func backReferences(_ build: (RootCoordinator) -> Void) throws -> [String: BackReference] {
        let root = RootCoordinator()
        build(root)
        let snapshot = try Introspector().snapshot(of: root)
        var result: [String: BackReference] = [:]
        for node in snapshot.coordinators { for reference in node.backReferences { result[node.id] = reference } }
        return result
    }

    @Test func aStrongParentReferenceIsReportedAsStrong() throws {
        let references = try backReferences { $0.strongChild = StrongChildCoordinator($0) }
        #expect(references["StrongChildCoordinator"]?.strength == .strong)
    }

    @Test func aWeakParentReferenceIsReportedAsWeakWhateverItIsCalled() throws {
        let references = try backReferences { $0.weakChild = WeakChildCoordinator($0) }
        #expect(references["WeakChildCoordinator"] == BackReference(property: "finishDelegate", target: "RootCoordinator", pointsToParent: true, strength: .weak))
    }

    @Test func anUnownedParentReferenceIsReportedAsUnowned() throws {
        let references = try backReferences { $0.unownedChild = UnownedChildCoordinator($0) }
        #expect(references["UnownedChildCoordinator"]?.strength == .unowned)
    }

    @Test func aWeakReferenceDeclaredInASuperclassIsReportedAsWeak() throws {
        let references = try backReferences { root in
            let child = InheritingChildCoordinator()
            child.parentCoordinator = root
            root.children = [child]
        }
        #expect(references["InheritingChildCoordinator"]?.strength == .weak)
    }
}
