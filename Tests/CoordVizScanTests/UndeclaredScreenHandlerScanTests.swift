@testable import CoordVizScan
import Testing

/// Screens declared outside the scanned sources that a coordinator hands itself to
/// (`reader.navigationHandler = self`): the protocol the property is named after says what they can ask.
@Suite struct UndeclaredScreenHandlerScanTests {
    static func scanned() throws -> ScannedApp { try FlowEndScanTests.scan("undeclared-screen-handlers") }

    @Test("each method of the protocol an undeclared screen's handler property is named after is an action of that screen")
    func handlerProtocolMethodsAreTheScreensActions() throws {
        let app = try Self.scanned()
        let ways = FlowEndScanTests.steps(app, from: "ReaderViewController")
        #expect(ways.contains(["push ArchiveViewController"]))
        #expect(ways.contains(["present OutlineViewController"]))
        // From the protocol the handler protocol inherits, and from a second handler property.
        #expect(ways.contains(["present ScannerViewController"]))
        #expect(ways.contains(["popToRoot ReaderCoordinator"]))
        // A method of another protocol the coordinator adopts is no action of the reader.
        #expect(!app.transitions.contains { $0.from == "ReaderViewController" && $0.trigger == "outlineDidPickChapter()" })
        #expect(app.unresolved.contains { $0.message.contains("ReaderViewController is not in the sources; ReaderCoordinator hands itself to it as navigationHandler") })
    }

    @Test("a screen handed its coordinator in its initializer uses the delegate protocol named after it; among several unnamed ones, none is guessed")
    func delegateNamedAfterTheScreen() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "OutlineViewController") == [["dismiss"]])
        #expect(app.transitions.first { $0.from == "OutlineViewController" }?.trigger == "outlineDidClose()")
        #expect(FlowEndScanTests.steps(app, from: "ChapterPickerViewController").isEmpty)
        #expect(app.unresolved.contains { $0.message.contains("hands itself to ChapterPickerViewController as delegate") && $0.message.contains("is not known") })
    }

    @Test("a closure handed to an own helper runs where the helper calls it: the settings it opens start from the screen's action")
    func closureHandedToOwnHelperRunsWhereCalled() throws {
        let app = try Self.scanned()
        #expect(FlowEndScanTests.steps(app, from: "ReaderViewController").contains(["startChild PreferencesCoordinator"]))
    }
}

/// A coordinator whose undeclared root screen talks to it through an undeclared protocol.
@Suite struct UndeclaredRootScreenScanTests {
    @Test("the navigating methods nothing in the sources calls are read as actions of the undeclared root screen the coordinator hands itself to, and said so; a method other code calls is not")
    func leftoverMethodsAreTheRootScreensActions() throws {
        let app = try FlowEndScanTests.scan("undeclared-screen-handlers")
        let ways = FlowEndScanTests.steps(app, from: "OptionsTableViewController")
        #expect(Set(ways) == [["push ThemeViewController"], ["present HelpViewController"]])
        #expect(app.unresolved.contains { $0.message.hasPrefix("OptionsTableViewController is not in the sources; OptionsCoordinator hands itself to it as optionsDelegate through a protocol the sources do not declare: its 2 methods") })
        // The older report that these methods are left out is not made any more.
        #expect(!app.unresolved.contains { $0.message.hasPrefix("OptionsCoordinator hands itself as optionsDelegate") })
    }
}
