import CoordVizCore
import CoordVizFrontend
import CoordVizRender
import Foundation
import Testing

/// The plan of a docs folder: its pages, their links and pictures, and the navigation baseline.
@Suite struct DocsPlanTests {
    static let samples = ["love-story", "tab-coordinator", "root-containment", "navigation-children", "router-login", "tabbar-owner"]

    static func model(_ sample: String) throws -> ArchitectureModel {
        try ModelLoader.load([FrontendFixtures.sampleSpec(sample)]).model
    }

    static var awkward: ArchitectureModel {
        get throws {
            let path = FrontendFixtures.repositoryRoot.appendingPathComponent("Tests/CoordVizFrontendTests/Fixtures/awkward-names.yaml").path
            var model = try ModelLoader.load([path]).model
            let renamed = ["t-dotdot": "../../etc/passwd", "t-rocket": "open 🚀 rocket", "t-party": "Open 🎉 Rocket", "t-emoji": "🚀"]
            for index in model.transitions.indices { model.transitions[index].id = renamed[model.transitions[index].id] ?? model.transitions[index].id }
            return model
        }
    }

    static func texts(_ plan: ArtifactPlan) -> [String: String] {
        var result: [String: String] = [:]
        for artifact in plan.artifacts { if case .text(let text) = artifact.content { result[artifact.path] = text } }
        return result
    }

    @Test(arguments: samples)
    func everySampleHasAFrontPageAPagePerCoordinatorAndTransitionAndABaseline(sample: String) throws {
        let model = try Self.model(sample)
        let plan = try DocsPlan.plan(for: model)
        let paths = Set(plan.paths)
        let expected = ["README.md", "overview.svg", "hierarchy.svg", "navigation.txt", DocsPlan.marker]
        #expect(Set(expected).isSubset(of: paths))
        #expect(plan.paths.filter { $0.hasPrefix("coordinators/") && $0.hasSuffix(".md") }.count == model.coordinators.count)
        #expect(plan.paths.filter { $0.hasPrefix("transitions/") && $0.hasSuffix(".md") }.count == model.transitions.count)
        #expect(paths.count == expected.count + 2 * (model.coordinators.count + model.transitions.count))
        try plan.checkPaths()
    }

    @Test(arguments: samples)
    func everyLinkAndImageOfEveryPageResolvesToAPlannedFile(sample: String) throws {
        let plan = try DocsPlan.plan(for: try Self.model(sample))
        try Self.expectLinksResolve(plan)
    }

    @Test func linksResolveWithAwkwardNamesAndPNGPictures() throws {
        let plan = try DocsPlan.plan(for: try Self.awkward, options: DocsOptions(pictureFormat: .png))
        try Self.expectLinksResolve(plan)
        #expect(plan.paths.contains("transitions/etc-passwd.md"))
        #expect(plan.paths.contains("transitions/etc-passwd.png"))
        #expect(plan.paths.contains("coordinators/Con_.md"))
        #expect(!plan.paths.contains { $0.hasSuffix(".svg") })
    }

    @Test func awkwardIdsGetSafeDistinctFileNames() throws {
        let plan = try DocsPlan.plan(for: try Self.awkward)
        try plan.checkPaths()
        let pages = plan.paths.filter { $0.hasPrefix("transitions/") && $0.hasSuffix(".md") }.sorted()
        #expect(pages == ["transitions/Open-Rocket.md", "transitions/etc-passwd.md", "transitions/open-rocket-2.md", "transitions/transition-2.md", "transitions/transition.md"])
        for path in plan.paths {
            #expect(path.unicodeScalars.allSatisfy { $0.isASCII && $0 != " " && $0 != "\\" }, "\(path)")
        }
    }

    @Test func modelTextIsEscapedInMarkdown() throws {
        let home = try #require(Self.texts(try DocsPlan.plan(for: try Self.awkward))["README.md"])
        #expect(home.contains("Home \\| \\*bold\\* &lt;b\\>tag&lt;/b\\>"))
        #expect(!home.contains("<b>tag"))
        #expect(home.contains("\\.\\./\\.\\./etc/passwd"))
    }

    @Test(arguments: samples)
    func everyPictureHasAMermaidBlockBesideIt(sample: String) throws {
        let plan = try DocsPlan.plan(for: try Self.model(sample))
        for (path, text) in Self.texts(plan) where path.hasSuffix(".md") {
            let images = text.components(separatedBy: "![").count - 1
            let blocks = text.components(separatedBy: "```mermaid\n").count - 1
            #expect(images == blocks, "\(path)")
            #expect(images >= 1, "\(path)")
            #expect(text.contains("```mermaid\nflowchart") || text.contains("```mermaid\n---"), "\(path)")
        }
    }

    @Test func aCoordinatorPageListsItsStackChildrenAndTransitions() throws {
        let texts = Self.texts(try DocsPlan.plan(for: try Self.model("love-story")))
        let orders = try #require(texts["coordinators/OrdersCoordinator.md"])
        #expect(orders.contains("## Stack, bottom to top"))
        #expect(orders.contains("| 3 | Orders3ViewController | Orders 3 |"))
        #expect(orders.contains("Parent: [MainCoordinator](MainCoordinator.md)"))
        #expect(orders.contains("[deep\\-view\\-in\\-orders](../transitions/deep-view-in-orders.md)"))
        let main = try #require(texts["coordinators/MainCoordinator.md"])
        #expect(main.contains("| [MainCoordinator](MainCoordinator.md) | 1 | Orders |"))
        #expect(main.contains("| homeCoordinator | [HomeCoordinator](HomeCoordinator.md) |"))
        let transition = try #require(texts["transitions/deep-view-in-orders.md"])
        #expect(transition.contains("1. `switchTab` Orders\n2. `resetToRoot` [OrdersCoordinator](../coordinators/OrdersCoordinator.md)"))
        #expect(transition.contains("Deep links: myapp://orders/deep"))
    }

    @Test func anAppWithPhasesListsThemOnTheFrontPage() throws {
        let home = try #require(Self.texts(try DocsPlan.plan(for: try Self.model("router-login")))["README.md"])
        #expect(home.contains("## Phases"))
        #expect(home.contains("| 1 | Onboarding | [OnboardingCoordinator](coordinators/OnboardingCoordinator.md) |"))
        #expect(home.contains("| 3 | Main | [TabbarCoordinator](coordinators/TabbarCoordinator.md) |"))
    }

    @Test func theDocCCatalogHasARootArticleArticlesAndResources() throws {
        let plan = try DocsPlan.plan(for: try Self.model("love-story"), options: DocsOptions(flavour: .docc))
        let paths = Set(plan.paths)
        #expect(paths.contains("Love-Story.docc/Love-Story.md"))
        #expect(paths.contains("Love-Story.docc/Articles/Coordinator-HomeCoordinator.md"))
        #expect(paths.contains("Love-Story.docc/Articles/Transition-open-home2.md"))
        #expect(paths.contains("Love-Story.docc/Resources/overview.svg"))
        #expect(paths.contains("Love-Story.docc/Resources/transition-open-home2.svg"))
        #expect(paths.contains("navigation.txt"))
        let texts = Self.texts(plan)
        let root = try #require(texts["Love-Story.docc/Love-Story.md"])
        #expect(root.contains("@TechnologyRoot"))
        // Every <doc:…> link names an article of the catalog, every image a resource.
        let articles = Set(plan.paths.filter { $0.hasSuffix(".md") }.map { String($0.split(separator: "/").last!.dropLast(3)) })
        let resources = Set(plan.paths.filter { $0.contains("/Resources/") }.map { String($0.split(separator: "/").last!) })
        for (path, text) in texts where path.hasSuffix(".md") {
            for name in Self.captures(in: text, between: "<doc:", and: ">") { #expect(articles.contains(name), "\(path): \(name)") }
            for name in Self.captures(in: Self.prose(text), between: "](", and: ")") { #expect(resources.contains(name), "\(path): \(name)") }
        }
    }

    @Test func aDocCRootNeverTakesAnArticlesName() throws {
        var model = try Self.model("love-story")
        model.app = "coordinator-HomeCoordinator"
        let plan = try DocsPlan.plan(for: model, options: DocsOptions(flavour: .docc))
        try plan.checkPaths()
        let names = plan.paths.filter { $0.hasSuffix(".md") }.map { $0.split(separator: "/").last!.lowercased() }
        #expect(Set(names).count == names.count)
        #expect(plan.paths.contains("coordinator-HomeCoordinator-Docs.docc/coordinator-HomeCoordinator-Docs.md"))
    }

    @Test func theBaselineIsSortedOneFactPerLineAndNamesTheNavigation() throws {
        let text = NavigationBaseline.text(of: try Self.model("love-story"))
        let lines = text.split(separator: "\n").dropFirst().map(String.init)
        #expect(lines == lines.sorted())
        #expect(Set(lines).count == lines.count)
        #expect(lines.contains("stack OrdersCoordinator: OrdersViewController > Orders2ViewController > Orders3ViewController"))
        #expect(lines.contains("transition deep-view-in-orders from Home2ViewController by goToDeepViewInFavoriteTab(): switchTab Orders > resetToRoot OrdersCoordinator > push Orders2ViewController > push Orders3ViewController"))
        #expect(lines.contains("deep-link myapp://orders/deep -> deep-view-in-orders (handler DeepLinkCoordinator)"))
        #expect(lines.contains("child MainCoordinator.homeCoordinator -> HomeCoordinator"))
        #expect(lines.contains("tab MainCoordinator 1 \"Orders\" -> OrdersCoordinator icon doc.plaintext"))
    }

    @Test func aNameCannotForgeABaselineLine() throws {
        var model = ArchitectureModel(app: "App")
        model.coordinators = [CoordinatorNode(id: "A\nroot Evil", typeName: "A")]
        let lines = NavigationBaseline.lines(of: model)
        #expect(!lines.contains { $0.contains("\n") })
        #expect(!lines.contains("root Evil"))
    }

    // MARK: Helpers

    /// Every Markdown link and image target of every page resolves to a file of the plan (or
    /// the page itself for a fragment); no target leaves the folder.
    static func expectLinksResolve(_ plan: ArtifactPlan, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let paths = Set(plan.paths)
        for (path, text) in texts(plan) where path.hasSuffix(".md") {
            let targets = captures(in: prose(text), between: "](", and: ")")
            #expect(!targets.isEmpty, "\(path) links nowhere", sourceLocation: sourceLocation)
            for target in targets {
                let resolved = resolve(target, from: path)
                #expect(resolved.map { paths.contains($0) } == true, "\(path): \(target) does not resolve", sourceLocation: sourceLocation)
            }
        }
    }

    /// The page without its fenced code blocks.
    static func prose(_ text: String) -> String {
        var inside = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") { inside.toggle(); return false }
            return !inside
        }.joined(separator: "\n")
    }

    static func resolve(_ target: String, from page: String) -> String? {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in target.split(separator: "/").map(String.init) {
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else if part != "." {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    static func captures(in text: String, between open: String, and close: String) -> [String] {
        var result: [String] = []
        var rest = text[...]
        while let start = rest.range(of: open), let end = rest[start.upperBound...].range(of: close) {
            result.append(String(rest[start.upperBound..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        return result
    }
}
