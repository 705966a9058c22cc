/// Limits that keep hostile input from exhausting the stack or memory.
public struct JSONLimits: Sendable {
    /// The deepest allowed nesting of arrays and objects; the root container is level 1.
    public var maxDepth: Int = 512
    /// The most elements (or members) one array (or object) may hold; at most, and by default,
    /// 268,435,455, what a node of the tape can count.
    public var maxElements: Int = JSONLimits.mostElements

    /// What a node of the tape can count (2^28 - 1): `maxElements` above it is lowered to it.
    public static let mostElements = (1 << 28) - 1

    /// Limits allowing `maxDepth` levels of nesting and `maxElements` elements in a container.
    public init(maxDepth: Int = 512, maxElements: Int = JSONLimits.mostElements) {
        self.maxDepth = maxDepth
        self.maxElements = maxElements
    }
}
