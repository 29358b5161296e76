@testable import CoordVizScan
import Testing

/// Apps whose coordinators are called navigators (`DefaultPlantsNavigator` over a navigation
/// controller), made by a plain object that starts them with their first method, handing their
/// methods to view models' streams (`input.add.do(onNext: navigator.toNewPlant)`).
@Suite struct NavigatorScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("navigator-apps") }

    @Test("with no type named as a coordinator, the navigators are the coordinators, and the report says so")
    func navigatorsAreCoordinatorsWhenNothingIsNamedCoordinator() throws {
        let app = try Self.scanned()
        #expect(app.coordinators.map(\.name).filter { !$0.contains("#") }.sorted() == ["DefaultNewPlantNavigator", "DefaultPlantNavigator", "DefaultPlantsNavigator", "Journal"])
        #expect(app.unresolved.contains { $0.message.contains("the …Navigator types are read as the app's coordinators") })
    }

    @Test("an app with coordinators keeps its navigators as helpers")
    func navigatorsBesideCoordinatorsStayHelpers() throws {
        let app = try FlowEndScanTests.scan("undeclared-children")
        #expect(!app.coordinators.contains { $0.name.hasSuffix("Navigator") })
        #expect(!app.unresolved.contains { $0.message.contains("…Navigator types") })
    }

    @Test("explicit suffixes turn the navigator fallback off")
    func explicitSuffixesTurnTheFallbackOff() throws {
        let options = ScanOptions(coordinatorSuffixes: ["Coordinator"], fallbackCoordinatorSuffixes: [])
        let app = try Scanner.scan(folder: ScanTests.fixtures.appendingPathComponent("navigator-apps").path, options: options)
        #expect(app.coordinators.isEmpty)
    }

    @Test("a method a maker calls on the coordinator it has just made is that coordinator's start: its first push is the stack's root")
    func methodCalledRightAfterMakingStarts() throws {
        let app = try Self.scanned()
        let plants = try #require(app.coordinators.first { $0.name == "DefaultPlantsNavigator" })
        #expect(plants.container == .stack(["PlantsViewController"]))
    }

    @Test("a coordinator method handed uncalled to a view model's stream is an action of the model's screen")
    func handedCoordinatorMethodsAreScreenActions() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "PlantViewController").contains(["push WateringViewController"]))
        #expect(FlowEndScanTests.steps(app, from: "NewPlantViewController") == [["dismiss"]])
        #expect(app.transitions.first { $0.from == "NewPlantViewController" }?.trigger == "toPlants()")
    }

    @Test("a view model assigned to a screen a storyboard helper made binds that screen to the coordinator the model keeps")
    func modelsAssignedToStoryboardScreensBindThem() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "PlantsViewController").contains(["startChild DefaultPlantNavigator", "push PlantViewController"]))
    }

    @Test("a coordinator with nothing to start it begins when made, except in a factory returning it")
    func startlessCoordinatorsBeginWhenMade() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "PlantsViewController").contains(["startChild DefaultNewPlantNavigator", "present NewPlantViewController"]))
        let stinsen = try FlowEndScanTests.scan("keypath-route-tabs")
        #expect(!stinsen.transitions.contains { $0.trigger == "makeSignUp()" })
    }

    @Test("an object that fills a plain tab bar with stacks its coordinators push onto, and shows it in the window, is the root holding those tabs")
    func plainTabBarOwnerIsTheRoot() throws {
        let app = try Self.scanned()
        #expect(app.root == "Journal")
        let journal = try #require(app.coordinators.first { $0.name == "Journal" })
        guard case .tabs(let tabs)? = journal.container else { Issue.record("Journal has no tabs"); return }
        #expect(tabs.map(\.coordinator) == ["DefaultPlantsNavigator", "DefaultPlantsNavigator#2"])
        #expect(tabs.map(\.title) == ["Garden", "Wishes"])
    }

    @Test("a second tab of a coordinator type an earlier tab shows is a numbered instance with its own children, screens and transitions")
    func repeatedTabCoordinatorIsANumberedInstance() throws {
        let app = try Self.scanned()
        #expect(!app.unresolved.contains { $0.message.contains("shows another DefaultPlantsNavigator") })
        #expect(!app.unresolved.contains { $0.message.contains("does not validate") })
        let second = try #require(app.coordinators.first { $0.name == "DefaultPlantsNavigator#2" })
        #expect(second.container == .stack(["PlantsViewController#2"]))
        #expect(second.children.map(\.coordinator).sorted() == ["DefaultNewPlantNavigator#2", "DefaultPlantNavigator#2"])
        #expect(app.coordinators.contains { $0.name == "DefaultPlantNavigator#2" })
        // The second tab's screens do what the first tab's do, on the second tab's stack.
        #expect(FlowEndScanTests.steps(app, from: "PlantsViewController#2").contains(["startChild DefaultPlantNavigator#2", "push PlantViewController#2"]))
        #expect(FlowEndScanTests.steps(app, from: "PlantViewController#2").contains(["pop DefaultPlantsNavigator#2"]))
        // The first tab keeps its own.
        #expect(FlowEndScanTests.steps(app, from: "PlantsViewController").contains(["startChild DefaultPlantNavigator", "push PlantViewController"]))
    }

    @Test("a navigator with no stack of its own, made only by one with a stack and handed its navigation controller, pops that stack")
    func handedNavigatorPopsItsMakersStack() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "PlantViewController").contains(["pop DefaultPlantsNavigator"]))
        // The pop is playable: it names the stack that holds the plant screen.
        #expect(!app.unresolved.contains { $0.message.contains("has nothing to pop") })
    }
}
