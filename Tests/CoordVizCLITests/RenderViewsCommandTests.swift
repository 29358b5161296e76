import Foundation
import Testing

/// `coordviz render` with the views, filters, looks and formats of issue 5, run as a process.
@Suite struct RenderViewsCommandTests {
    let inputs = ["Samples/love-story/flow.yaml", "Output/love-story/snapshot.json"]

    func render(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner.coordviz(["render"] + inputs + arguments)
    }

    @Test func aStoryboardNamesItsTransition() throws {
        let result = try render(["--view", "flow:deep-view-in-orders", "--format", "dot"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdoutText.contains("frame:4"))
        #expect(result.stdoutText.contains("back:2"))
    }

    @Test func anUnknownTransitionListsTheTransitions() throws {
        let result = try render(["--view", "flow:nope", "--format", "dot"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: There is no transition 'nope' in the model; transitions: open-home2, open-orders2, open-orders3, favorites-tab, deep-view-in-orders\n")
    }

    @Test func aStoryboardWithoutAnIdIsAUsageErrorSayingHowToNameOne() throws {
        let result = try render(["--view", "flow"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("flow:<transition id>"))
    }

    @Test(arguments: [
        (["--view", "tabs", "--view", "flows", "--format", "svg"], "several --view options need --format html"),
        (["--view", "hierarchy", "--flow", "open-home2"], "--flow highlights a transition in the flows view; add --view flows"),
        (["--view", "deeplinks", "--collapse"], "--collapse applies to hierarchy, tabs and flows, not deeplinks"),
        (["--view", "flow:open-home2", "--tab", "Home"], "--tab cannot narrow flow:open-home2"),
        (["--layout", "warp"], "Unknown layout engine 'warp'; available engines: dot"),
        (["--rankdir", "diagonal"], "--rankdir must be one of TB, LR, BT, RL, not 'diagonal'"),
        (["--depth=-1"], "--depth must be 0 or more, not -1"),
        (["--theme", "sepia"], "sepia"),
    ])
    func flagsThatDoNotFitAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let result = try render(arguments + ["-o", "-"])
        #expect(result.status == 64, "\(arguments)")
        #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aFilterNamingWhatTheAppLacksListsWhatItHas() throws {
        let result = try render(["--view", "tabs", "--tab", "Cart", "--format", "dot"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: There is no tab 'Cart' in the model; tabs: Home, Orders\n")
    }

    @Test func filtersNarrowTheView() throws {
        let result = try render(["--view", "tabs", "--tab", "Orders", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let ids = (object["nodes"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids.contains("screen:Orders3ViewController"))
        #expect(!ids.contains("screen:HomeViewController"))
    }

    @Test func theFormatComesFromTheExtension() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (file, start) in [("flows.mmd", "---\ntitle: "), ("flows.json", "{"), ("page.html", "<!DOCTYPE html>")] {
            let path = folder.appendingPathComponent(file).path
            let result = try render(["--view", "flows", "-o", path])
            #expect(result.status == 0, "\(file): \(result.stderr)")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.hasPrefix(start), "\(file) starts with \(text.prefix(20))")
        }
    }

    @Test func anHTMLPageWithoutViewsHoldsEveryViewAndAcceptsFilters() throws {
        let result = try render(["--format", "html", "--tab", "Orders", "--flow", "open-orders2", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let sections = result.stdoutText.components(separatedBy: "<section class=\"view\"").count - 1
        #expect(sections == 10)
        #expect(result.stdoutText.contains("data-view=\"flow:deep-view-in-orders\""))
    }

    @Test func svgOutputLinksToTheSiblingViews() throws {
        let result = try render(["--view", "overview", "--format", "svg"])
        #expect(result.status == 0)
        #expect(result.stdoutText.contains("hierarchy.svg#coordinator:HomeCoordinator"))
        let png = try render(["--view", "overview", "--format", "dot"])
        #expect(!png.stdoutText.contains("href"))
    }

    @Test func theDarkThemeAndAnotherEngineRender() throws {
        let dark = try render(["--view", "flows", "--theme", "dark", "--format", "dot"])
        #expect(dark.status == 0)
        #expect(dark.stdoutText.contains("bgcolor=\"#16191D\""))
        let neato = try render(["--view", "hierarchy", "--layout", "neato", "--rankdir", "lr", "--format", "svg"])
        #expect(neato.status == 0, "\(neato.stderr)")
        #expect(neato.stdoutText.contains("<svg"))
    }

    @Test func helpListsTheViewsAndFormats() throws {
        let result = try CommandRunner.coordviz(["render", "--help"])
        #expect(result.status == 0)
        for word in ["flow:<id>", "deeplinks", "overview", "mermaid", "--collapse", "--focus", "--rankdir", "--theme"] {
            #expect(result.stdoutText.contains(word), "help lacks \(word)")
        }
    }
}
