import Foundation
import Testing

/// `coordviz model` as a process: the merged model as JSON that its schema accepts.
@Suite struct ModelCommandTests {
    static let samples = ["love-story", "tab-coordinator", "root-containment", "navigation-children", "router-login", "tabbar-owner"]

    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent("docs/coordviz-model.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test(arguments: samples)
    func everySampleSpecAndSnapshotGivesADocumentTheSchemaAccepts(sample: String) throws {
        let snapshots = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: snapshots) }
        let made = try CommandRunner.run(CommandRunner.productsDirectory.appendingPathComponent("sample-snapshots"), [snapshots.path])
        try #require(made.status == 0, "\(made.stderr)")
        let spec = "Samples/\(sample)/flow.yaml", snapshot = snapshots.appendingPathComponent("\(sample)/snapshot.json").path
        let schema = try Self.schema()
        for inputs in [[spec], [snapshot], [spec, snapshot]] {
            let result = try CommandRunner.coordviz(["model"] + inputs)
            #expect(result.status == 0, "\(result.stderr)")
            let document = try JSONSerialization.jsonObject(with: result.stdout)
            let problems = SchemaCheck(root: schema).problems(document)
            #expect(problems.isEmpty, "\(inputs): \(problems.prefix(5))")
        }
    }

    @Test func theDocumentDescribesTheAppNotTheDrawing() throws {
        let result = try CommandRunner.coordviz(["model", "Samples/love-story/flow.yaml"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(document["format"] as? String == "coordviz-model")
        #expect(document["version"] as? Int == 1)
        let coordinators = try #require(document["coordinators"] as? [[String: Any]])
        let orders = try #require(coordinators.first { $0["id"] as? String == "OrdersCoordinator" })
        #expect(orders["parent"] as? String == "MainCoordinator")
        #expect(orders["container"] as? String == "OrdersCoordinator/rootViewController")
        let containers = try #require(document["containers"] as? [[String: Any]])
        let stack = try #require(containers.first { $0["id"] as? String == "OrdersCoordinator/rootViewController" })
        #expect(stack["stack"] as? [String] == ["OrdersViewController", "Orders2ViewController", "Orders3ViewController"])
        let transitions = try #require(document["transitions"] as? [[String: Any]])
        let deep = try #require(transitions.first { $0["id"] as? String == "deep-view-in-orders" })
        let steps = try #require(deep["steps"] as? [[String: Any]])
        #expect(steps.map { $0["kind"] as? String } == ["switchTab", "resetToRoot", "push", "push"])
        #expect(steps.first?["targetKind"] as? String == "tab")
        #expect(!result.stdoutText.contains("fillcolor"), "no drawing attributes")
    }

    @Test func theSnapshotsReleaseCheckIsExportedAndAbsentWithoutASnapshot() throws {
        let withSnapshot = try CommandRunner.coordviz(["model", "Samples/love-story/flow.yaml", "Output/love-story/snapshot.json"])
        #expect(withSnapshot.status == 0, "\(withSnapshot.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: withSnapshot.stdout) as? [String: Any])
        let check = try #require((document["live"] as? [String: Any])?["releaseCheck"] as? [String: Any])
        #expect((check["watched"] as? Int ?? 0) > 0)
        #expect((check["survivors"] as? [String])?.contains("HomeCoordinator") == true, "love-story's strong parentCoordinator keeps Home alive")
        let specOnly = try CommandRunner.coordviz(["model", "Samples/love-story/flow.yaml"])
        #expect(!specOnly.stdoutText.contains("releaseCheck"))
    }

    @Test func theLiveStateAndBackReferenceStrengthComeFromTheSnapshot() throws {
        let snapshots = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: snapshots) }
        _ = try CommandRunner.run(CommandRunner.productsDirectory.appendingPathComponent("sample-snapshots"), [snapshots.path])
        let file = snapshots.appendingPathComponent("model.json")
        let result = try CommandRunner.coordviz(["model", "Samples/love-story/flow.yaml", snapshots.appendingPathComponent("love-story/snapshot.json").path, "-o", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let live = try #require(document["live"] as? [String: Any])
        let selected = try #require(live["selectedTabs"] as? [[String: Any]])
        #expect(selected.first?["title"] as? String == "Home")
        let tops = try #require(live["stackTops"] as? [[String: Any]])
        #expect(tops.contains { $0["screen"] as? String == "Home2ViewController" })
        let coordinators = try #require(document["coordinators"] as? [[String: Any]])
        let home = try #require(coordinators.first { $0["id"] as? String == "HomeCoordinator" })
        let references = try #require(home["backReferences"] as? [[String: Any]])
        #expect(references.first?["strength"] as? String == "strong")
    }

    @Test func sameInputsGiveTheSameBytes() throws {
        let first = try CommandRunner.coordviz(["model", "Samples/router-login/flow.yaml"])
        let second = try CommandRunner.coordviz(["model", "Samples/router-login/flow.yaml"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
    }

    @Test func aMissingInputExitsOneWithItsName() throws {
        let result = try CommandRunner.coordviz(["model", "nowhere.yaml"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("nowhere.yaml: error: no such file"))
    }

    @Test func theSchemaCheckRejectsWhatTheSchemaForbids() throws {
        let check = SchemaCheck(root: try Self.schema())
        let valid = try JSONSerialization.jsonObject(with: try CommandRunner.coordviz(["model", "Samples/love-story/flow.yaml"]).stdout)
        #expect(check.problems(valid).isEmpty)
        var unknownKey = try #require(valid as? [String: Any])
        unknownKey["colour"] = "red"
        #expect(!check.problems(unknownKey).isEmpty)
        var wrongStrength = try #require(valid as? [String: Any])
        var coordinators = try #require(wrongStrength["coordinators"] as? [[String: Any]])
        coordinators[0]["kind"] = "widget"
        wrongStrength["coordinators"] = coordinators
        #expect(!check.problems(wrongStrength).isEmpty)
    }
}

/// The part of JSON Schema the model schema uses — `type`, `const`, `enum`, `required`,
/// `properties`, `additionalProperties: false`, `items`, `minimum`, `$ref` into `$defs` —
/// checked structurally, so `swift test` validates without Python. `make test` also validates
/// with Python's `jsonschema` (scripts/check-model-schema.sh).
struct SchemaCheck {
    let root: [String: Any]

    func problems(_ value: Any, _ schema: [String: Any]? = nil, at path: String = "$") -> [String] {
        var schema = schema ?? root
        if let reference = schema["$ref"] as? String {
            let name = String(reference.dropFirst("#/$defs/".count))
            schema = ((root["$defs"] as? [String: Any])?[name] as? [String: Any]) ?? [:]
        }
        var problems: [String] = []
        if let constant = schema["const"] {
            if "\(constant)" != "\(value)" { problems.append("\(path): not \(constant)") }
        }
        if let options = schema["enum"] as? [String] {
            if !options.contains(value as? String ?? "\u{0}") { problems.append("\(path): \(value) is not one of \(options)") }
        }
        switch schema["type"] as? String {
        case "object":
            guard let object = value as? [String: Any] else { return problems + ["\(path): not an object"] }
            for key in schema["required"] as? [String] ?? [] where object[key] == nil { problems.append("\(path): lacks \(key)") }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for (key, inner) in object {
                if let propertySchema = properties[key] as? [String: Any] {
                    problems += self.problems(inner, propertySchema, at: "\(path).\(key)")
                } else if schema["additionalProperties"] as? Bool == false {
                    problems.append("\(path): unknown key \(key)")
                }
            }
        case "array":
            guard let array = value as? [Any] else { return problems + ["\(path): not an array"] }
            if let items = schema["items"] as? [String: Any] {
                for (index, item) in array.enumerated() { problems += self.problems(item, items, at: "\(path)[\(index)]") }
            }
        case "string":
            if !(value is String) { problems.append("\(path): not a string") }
        case "boolean":
            if !(value is Bool) { problems.append("\(path): not a boolean") }
        case "integer":
            // Foundation on Linux bridges 0 and 1 to Bool as well: Python's jsonschema tells them apart.
            guard let number = value as? Int else { return problems + ["\(path): not an integer"] }
            if let minimum = schema["minimum"] as? Int, number < minimum { problems.append("\(path): below \(minimum)") }
        default:
            break
        }
        return problems
    }
}
