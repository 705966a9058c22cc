/// One node of the document's flat pre-order tape. Objects store each member as a key node
/// (kind `.string`) immediately followed by the value's subtree.
package struct JSONNode: Sendable {
    /// Byte offset of the node's first byte (a quote, a bracket, a digit or `-`, a literal's letter).
    package var start: UInt32
    /// Scalars: byte offset one past the last byte. Containers: the tape index one past the subtree.
    package var end: UInt32
    /// `count` in the low 28 bits, `kind` in the next 3 and `flags` (one bit) in the top one: a
    /// node takes 12 bytes, not 16, and a table's tape is most of a big run's memory (some 14
    /// nodes a case).
    private var packed: UInt32

    /// The most a container can count; a bigger one is a syntax error (`JSONLimits.maxElements`).
    static let maxCount = JSONLimits.mostElements
    private static let countMask = UInt32(maxCount)

    static let hasEscapes: UInt8 = 1
    static let isInteger: UInt8 = 1
    package static let isTrue: UInt8 = 1

    /// `count` must be at most `maxCount` (the scanner checks) and `flags` one bit.
    init(start: UInt32, end: UInt32, count: UInt32, kind: JSONKind, flags: UInt8) {
        self.start = start
        self.end = end
        packed = (count & Self.countMask) | Self.code(of: kind) << 28 | UInt32(flags & 1) << 31
    }

    /// Containers: number of elements or members. Scalars: 0.
    package var count: UInt32 {
        get { packed & Self.countMask }
        set { packed = (packed & ~Self.countMask) | (newValue & Self.countMask) }
    }

    package var kind: JSONKind {
        switch (packed >> 28) & 7 {
        case 0: .null
        case 1: .bool
        case 2: .number
        case 3: .string
        case 4: .array
        default: .object
        }
    }

    /// `.string`: ``JSONNode/hasEscapes``; `.number`: ``JSONNode/isInteger``; `.bool`: ``JSONNode/isTrue``.
    package var flags: UInt8 { UInt8(truncatingIfNeeded: packed >> 31) }

    private static func code(of kind: JSONKind) -> UInt32 {
        switch kind {
        case .null: 0
        case .bool: 1
        case .number: 2
        case .string: 3
        case .array: 4
        case .object: 5
        }
    }
}
