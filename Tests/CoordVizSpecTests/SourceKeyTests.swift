import CoordVizSpec
import Testing

/// `source: path:line` on any element: accepted in version 1 and 2 files, and checked.
@Suite struct SourceKeyTests {
    static let spec = """
        version: VERSION
        root: AppCoordinator
        coordinators:
          AppCoordinator:
            source: "App/AppCoordinator.swift:3"
            tabs:
              - { coordinator: HomeCoordinator, title: Home, source: "App/AppCoordinator.swift:20" }
          HomeCoordinator:
            source: "App/HomeCoordinator.swift:2"
            stack: [HomeViewController]
        screens:
          HomeViewController:
            source: "App/HomeViewController.swift:5"
            pushes: [DetailViewController]
        transitions:
          - id: open-detail
            source: "App/HomeViewController.swift:30"
            from: HomeViewController
            steps:
              - push: DetailViewController
        deepLinks:
          - url: app://detail
            source: "App/Links.swift:8"
            transition: open-detail
        """

    @Test("every element may carry a source, in a version 2 file")
    func sourceIsAcceptedEverywhere() {
        let text = Self.spec.replacingOccurrences(of: "VERSION", with: "2")
        #expect(SpecFixtures.diagnostics(of: [SpecFile(path: "scanned.yaml", text: text)]) == [])
    }

    @Test("a version 1 file may carry sources too (its screens' pushes aside)")
    func sourceIsAcceptedInVersion1() {
        let text = """
            version: 1
            coordinators:
              AppCoordinator:
                source: "App/AppCoordinator.swift:3"
                stack: [HomeViewController]
            screens:
              HomeViewController: { source: "App/HomeViewController.swift:5", title: Home }
            """
        #expect(SpecFixtures.diagnostics(of: [SpecFile(path: "v1.yaml", text: text)]) == [])
    }

    @Test("a source that is not path:line is an error that shows the form", arguments: ["App/AppCoordinator.swift", "App.swift:0", ":12", "[a, b]"])
    func malformedSourceIsAnError(value: String) {
        let text = """
            version: 2
            coordinators:
              AppCoordinator:
                source: \(value)
            """
        let diagnostics = SpecFixtures.diagnostics(of: [SpecFile(path: "bad.yaml", text: text)])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("bad.yaml:4:") == true)
        #expect(diagnostics.first?.contains("[wrong-type]") == true)
    }
}
