import Foundation

/// The framing between a parent and a long-lived layout worker: several jobs over one pair of
/// pipes, one at a time, each a header line followed by exactly the bytes it announces.
///
/// ```
/// parent → worker:  <length>\n<LayoutRequest>               (repeated; end of input: no more jobs)
/// worker → parent:  <kind> <length>\n<payload>               (one reply per job)
/// ```
///
/// `kind` is ``LayoutWorker/drawingReply`` (the file's bytes), ``LayoutWorker/renderErrorStatus``
/// (a ``RenderError`` as JSON) or ``LayoutWorker/badRequestStatus`` (a message: the job could
/// not be read). Lengths are decimal byte counts. Text headers keep stand-in workers in tests a
/// few lines of `sh` (`read -r n; head -c "$n"`).
enum LayoutWorkerFrames {
    /// A header longer than this is not a header: the worker is not a coordviz worker.
    static let longestHeader = 40

    /// The request header for a job of `length` bytes.
    static func requestHeader(length: Int) -> [UInt8] { Array("\(length)\n".utf8) }

    /// The reply header for a payload of `length` bytes.
    static func replyHeader(kind: Int32, length: Int) -> [UInt8] { Array("\(kind) \(length)\n".utf8) }

    /// A request header's length, or `nil` when the line is not one.
    static func requestLength(_ line: [UInt8]) -> Int? {
        Int(String(decoding: line, as: UTF8.self)).flatMap { $0 >= 0 ? $0 : nil }
    }

    /// A reply header's kind and length, or `nil` when the line is not one.
    static func reply(_ line: [UInt8]) -> (kind: Int32, length: Int)? {
        let parts = String(decoding: line, as: UTF8.self).split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2, let kind = Int32(parts[0]), let length = Int(parts[1]), length >= 0 else { return nil }
        return (kind, length)
    }
}

/// Bytes read from a descriptor and not used yet: header lines and payloads are taken from the
/// front as they become complete.
struct FrameBuffer {
    private var bytes: [UInt8] = []
    private var start = 0

    var isEmpty: Bool { start == bytes.count }

    mutating func append(_ chunk: UnsafeRawBufferPointer) {
        if start > 0, start == bytes.count {
            bytes.removeAll(keepingCapacity: true)
            start = 0
        }
        bytes.append(contentsOf: chunk)
    }

    /// The next line without its line feed, once a whole one is there.
    mutating func takeLine() -> [UInt8]? {
        guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        defer { start = end + 1 }
        return Array(bytes[start..<end])
    }

    /// How many bytes wait before the next line feed (a header that grows past
    /// ``LayoutWorkerFrames/longestHeader`` is garbage).
    var pendingCount: Int { bytes.count - start }

    /// The next `count` bytes, once they are all there.
    mutating func take(_ count: Int) -> [UInt8]? {
        guard bytes.count - start >= count else { return nil }
        defer {
            start += count
            if start == bytes.count {
                bytes.removeAll(keepingCapacity: count < 1 << 20)
                start = 0
            }
        }
        return Array(bytes[start..<start + count])
    }
}

/// Blocking reads and writes on a descriptor, for the worker's side (standard input and output).
enum BlockingIO {
    /// Reads more bytes into `buffer`; `false` at the end of the input.
    static func fill(_ buffer: inout FrameBuffer, from descriptor: Int32) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                chunk.withUnsafeBytes { buffer.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
                return true
            }
            if count < 0, errno == EINTR { continue }
            return false
        }
    }

    /// Writes all of `bytes`; `false` when the descriptor is closed.
    @discardableResult
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }
}
