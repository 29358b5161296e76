/// SplitMix64: a tiny pseudo-random generator whose sequence depends only on its seed.
///
/// The helpers below use their own arithmetic instead of the standard library's
/// `Int.random(in:using:)` and `shuffled(using:)`, whose algorithms may change between Swift
/// releases: the synthetic apps stay byte-identical across toolchains, runs and machines.
public struct SeededGenerator: Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0); the modulo bias is below 2⁻⁵⁰ for our bounds.
    public mutating func int(below bound: Int) -> Int {
        precondition(bound > 0, "int(below:) needs a positive bound")
        return Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + int(below: range.count)
    }

    /// `true` with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) * 0x1p-53 < probability
    }

    /// One element of a non-empty array.
    public mutating func element<Element>(of array: [Element]) -> Element {
        array[int(below: array.count)]
    }
}
