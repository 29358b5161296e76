// Runs every sample app to the state its demo shows and writes a live snapshot of it, the way an
// iOS app would from a debug build: `sample-snapshots <output-folder>` writes
// `<output-folder>/<sample>/snapshot.json`, and records each sample's headline scenario into
// `<output-folder>/<sample>/recording.json`.
import CoordVizCore
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let folder = arguments.first else {
    FileHandle.standardError.write(Data("usage: sample-snapshots <output-folder>\n".utf8))
    exit(64)
}
do {
    for sample in SampleCatalog.all {
        let directory = URL(fileURLWithPath: folder).appendingPathComponent(sample.name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let snapshot = try sample.capture()
        try snapshot.write(to: directory.appendingPathComponent("snapshot.json"))
        print("wrote \(directory.path)/snapshot.json")
    }
    for scenario in SampleScenarios.all {
        let file = URL(fileURLWithPath: folder).appendingPathComponent(scenario.sample).appendingPathComponent("recording.json")
        try scenario.record().write(to: file)
        print("wrote \(file.path)")
    }
} catch {
    FileHandle.standardError.write(Data("sample-snapshots: error: \(error)\n".utf8))
    exit(1)
}
