import Foundation

/// What the numbers were measured on: CPUs, memory, system, load and Graphviz versions.
struct Machine: Codable, Sendable {
    var cpuCount: Int
    var cpuModel: String?
    var memoryGiB: Double
    var system: String
    /// 1-minute load average when the run started and ended: other work on the machine.
    var loadAtStart: Double?
    var loadAtEnd: Double?
    /// `dot -V`.
    var dotVersion: String?
    /// The libgvc the bench links, from pkg-config (what the in-process numbers use).
    var libraryVersion: String?
    /// Median wall time of `dot -Tsvg` on a one-node graph: process start-up, plugin and font
    /// set-up, included in every `dot` time.
    var dotStartup: Summary?

    static func current() -> Machine {
        Machine(
            cpuCount: ProcessInfo.processInfo.activeProcessorCount,
            cpuModel: cpuModel(),
            memoryGiB: Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824,
            system: system(),
            loadAtStart: loadAverage(),
            dotVersion: DotProgram.version(),
            libraryVersion: ChildProcess.output(of: ["pkg-config", "--modversion", "libgvc"])
        )
    }

    /// The 1-minute load average (Linux `/proc/loadavg`).
    static func loadAverage() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return text.split(separator: " ").first.flatMap { Double($0) }
    }

    private static func cpuModel() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
            return ChildProcess.output(of: ["sysctl", "-n", "machdep.cpu.brand_string"])
        }
        let line = text.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line?.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
    }

    private static func system() -> String {
        if let text = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8),
           let line = text.split(separator: "\n").first(where: { $0.hasPrefix("PRETTY_NAME=") }) {
            return line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return ProcessInfo.processInfo.operatingSystemVersionString
    }
}
