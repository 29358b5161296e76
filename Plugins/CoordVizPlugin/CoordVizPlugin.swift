import Foundation
import PackagePlugin

/// `swift package coordviz …`: runs the `coordviz` this package builds, with the arguments as
/// given, in the root folder of the package it is run on, so a package that depends on coordviz
/// renders, reviews and writes its architecture docs without installing anything.
@main
struct CoordVizPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "coordviz")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CoordVizPluginError(arguments: arguments, status: process.terminationStatus, exited: process.terminationReason == .exit)
        }
    }
}

/// coordviz did not succeed; its own messages are already on standard error.
struct CoordVizPluginError: Error, CustomStringConvertible {
    var arguments: [String]
    var status: Int32
    var exited: Bool

    var description: String {
        let command = (["coordviz"] + arguments.prefix(1)).joined(separator: " ")
        return exited
            ? "\(command) exited with status \(status) (1: findings or invalid input, 64: bad usage, 70: internal error); see its messages above"
            : "\(command) was ended by signal \(status)"
    }
}
