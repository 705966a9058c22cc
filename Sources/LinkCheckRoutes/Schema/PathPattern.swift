import LinkCheckCore

/// A link's `path`, compiled: segments, query items and the captures they bind.
public struct PathPattern: Sendable {
    /// In order; for a custom-scheme URL the host counts as the first segment.
    public let segments: [Segment]
    /// The query items the link reads, in the order written.
    public let query: [QueryPattern]
    /// Every capture, by the index that segments and query items refer to it with.
    public let captures: [Capture]

    /// One segment of the path.
    public enum Segment: Sendable, Hashable {
        /// Decoded text, compared with the decoded URL segment.
        case literal(String)
        /// Index into `captures`.
        case capture(Int)
        /// Index into `captures`; only ever the last segment, takes one or more segments.
        case catchAll(Int)
    }

    /// One item of the path's query: `key=value`, `key=:capture`, or a condition (`key`, `!key`).
    public struct QueryPattern: Sendable, Hashable {
        /// Compared with the keys of the URL's query items, decoded.
        public var key: String
        /// A literal the value must equal, a capture that reads it, or whether it must be there.
        public var match: Match

        /// What an item's value must be.
        public enum Match: Sendable, Hashable {
            /// Exactly this text.
            case literal(String)
            /// A value of the capture's type; index into `captures`.
            case capture(Int)
            /// `key` alone: the item is there with a non-empty value; feeds nothing.
            case present
            /// `!key`: the item is missing (absent, empty, or without `=`).
            case absent
        }
    }

    /// A named part of the URL that feeds route parameters. Its type is the type of the
    /// parameters it feeds (they must agree).
    public struct Capture: Sendable, Hashable {
        /// As written after `:` or `*`, without it.
        public var name: String
        /// The type of the parameters it feeds.
        public var type: BaseType
        /// For a query capture: the item may be missing (every parameter it feeds is optional).
        public var mayBeMissing: Bool
        /// Where the capture is written in the schema file.
        public var location: SourceLocation

        /// The link's `values` for this capture: its text read through the map, not as its type.
        public var valueMap: ValueMap? = nil
        /// The link's `defaults` for this query capture: its value when the item is missing.
        public var defaultValue: Value? = nil

        /// Literal text before a path capture in its segment (`@` of `/@:user`), decoded; empty
        /// for most captures.
        public var prefix: String = ""
        /// Literal text after a path capture in its segment (`.json` of `/:id.json`), decoded.
        public var suffix: String = ""

        /// `:_`, `:_creator`, `*_rest`: matched as a `string` capture is, and feeds nothing.
        public var isIgnored: Bool { name.hasPrefix("_") }
        /// The captured text read as the link says: through the value map when it has one, else as
        /// the capture's type.
        public func read(_ text: String) -> Result<Value, ValueMismatch> {
            guard let valueMap else { return type.parse(text) }
            guard let value = valueMap.value(for: text) else {
                return .failure(ValueMismatch(text: text, expected: type, keys: valueMap.entries.map(\.key)))
            }
            return .success(value)
        }

        /// Whether literal text surrounds the capture in its segment.
        public var isAffixed: Bool { !prefix.isEmpty || !suffix.isEmpty }
        /// How many Unicode scalars of literal text surround it: the longer affix wins a tie.
        var affixLength: Int { prefix.unicodeScalars.count + suffix.unicodeScalars.count }
    }

    /// Per segment, how specific it is, lower first: a literal; a typed capture with literal text
    /// around it, then without; a `string` capture with text, then without; a catch-all. Among
    /// captures of one kind with text, more literal characters rank first. Compared from the
    /// left. Stored: the matcher compares them for every match.
    package let ranks: [UInt32]
    /// Query items the URL must carry for the link to match.
    package let requiredQueryCount: Int

    /// What the way back (`linkcheck url`) writes where a destination holds no value: each ignored
    /// capture gets its own name as text (`:_creator` → `_creator`), each `key` condition
    /// `key=1`; an `!key` condition is left out. In the pattern's order, worded for a note.
    public var filledParts: [String] {
        var parts: [String] = []
        for segment in segments {
            switch segment {
            case .capture(let c), .catchAll(let c):
                guard captures[c].isIgnored else { continue }
                let sigil: String
                if case .catchAll = segment { sigil = "*" } else { sigil = ":" }
                parts.append("\(sigil)\(captures[c].name) (ignored) as \(SwiftLiteral.string(captures[c].name))")
            case .literal: continue
            }
        }
        for item in query {
            switch item.match {
            case .capture(let c) where captures[c].isIgnored:
                parts.append("\(item.key)=:\(captures[c].name) (ignored) as \(SwiftLiteral.string(item.key + "=" + captures[c].name))")
            case .present:
                parts.append("\(item.key) (must be present) as \(SwiftLiteral.string(item.key + "=1"))")
            default: continue
            }
        }
        return parts
    }

    /// A pattern from its parts; what the matcher compares between links is computed here, once.
    public init(segments: [Segment], query: [QueryPattern], captures: [Capture]) {
        self.segments = segments
        self.query = query
        self.captures = captures
        self.ranks = Self.ranks(segments, captures)
        self.requiredQueryCount = Self.requiredQueryCount(query, captures)
    }

    static func ranks(_ segments: [Segment], _ captures: [Capture]) -> [UInt32] {
        segments.map { seg in
            // The kind in the high bits; in the low bits, fewer literal characters rank later.
            func rank(_ kind: UInt32, _ capture: Capture) -> UInt32 { kind << 16 | UInt32(0xFFFF - min(capture.affixLength, 0xFFFF)) }
            switch seg {
            case .literal: return 0
            case .capture(let c):
                let capture = captures[c]
                // A capture with a value map ranks as typed (docs/routes.md).
                let typed = capture.type.isTyped || capture.valueMap != nil
                return rank(capture.isAffixed ? (typed ? 1 : 3) : (typed ? 2 : 4), capture)
            case .catchAll(let c): return rank(5, captures[c])
            }
        }
    }

    static func requiredQueryCount(_ query: [QueryPattern], _ captures: [Capture]) -> Int {
        query.reduce(0) { n, item in
            switch item.match {
            case .literal, .present, .absent: return n + 1
            case .capture(let c): return captures[c].mayBeMissing ? n : n + 1
            }
        }
    }
}
