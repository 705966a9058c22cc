/// A small nondeterministic automaton over Unicode scalars for a piece list, in one of its two
/// readings, and the product of two of them: whether some text is accepted by both. The generator
/// asks it whether an exclusion could cut a URL that a link of the schema routes.
struct PatternAutomaton {
    /// How the pieces are read.
    enum Reading {
        /// As iOS matches the pattern: `?` and `?*` match `/` too.
        case glob
        /// As the schema's link accepts the path: a capture is one segment, a catch-all whole segments.
        case shape
    }

    /// What one step of the automaton reads.
    enum CharClass: Hashable {
        case scalar(Unicode.Scalar)
        case any
        case notSlash
        case hexDigit

        /// Whether some scalar is in both classes, comparing letters folded when `fold`.
        func meets(_ other: CharClass, fold: Bool) -> Bool {
            switch (self, other) {
            case (.any, _), (_, .any): return true
            case let (.scalar(a), .scalar(b)): return fold ? CaseFolding.fold(a) == CaseFolding.fold(b) : a == b
            case let (.scalar(s), .notSlash), let (.notSlash, .scalar(s)): return s != "/"
            case let (.scalar(s), .hexDigit), let (.hexDigit, .scalar(s)): return s.properties.isASCIIHexDigit
            case (.notSlash, _), (.hexDigit, _): return true
            }
        }
    }

    private(set) var edges: [[(on: CharClass, to: Int)]] = [[]]
    private(set) var epsilon: [[Int]] = [[]]
    /// The one accepting state; state 0 starts.
    private(set) var accept = 0

    init(_ pieces: [PatternPiece], reading: Reading) {
        var at = 0
        for piece in pieces { at = add(piece, from: at, reading: reading) }
        accept = at
    }

    private mutating func newState() -> Int {
        edges.append([])
        epsilon.append([])
        return edges.count - 1
    }

    private mutating func step(_ from: Int, _ on: CharClass) -> Int {
        let to = newState()
        edges[from].append((on, to))
        return to
    }

    /// One or more of `on`.
    private mutating func plus(_ from: Int, _ on: CharClass) -> Int {
        let to = step(from, on)
        edges[to].append((on, to))
        return to
    }

    private mutating func text(_ text: String, from: Int, reading: Reading) -> Int {
        var at = from
        for scalar in text.unicodeScalars {
            // In the shape, a `?` stands for a literal character that has no other spelling: never a `/`.
            at = step(at, scalar == "?" ? (reading == .glob ? .any : .notSlash) : .scalar(scalar))
        }
        return at
    }

    private mutating func add(_ piece: PatternPiece, from: Int, reading: Reading) -> Int {
        switch piece {
        case .text(let t):
            return text(t, from: from, reading: reading)
        case .segment:
            return plus(from, reading == .glob ? .any : .notSlash)
        case .rest:
            guard reading == .shape else { return plus(from, .any) }
            // One segment, then any number of `/` and a segment.
            let segment = plus(from, .notSlash)
            let slash = step(segment, .scalar("/"))
            let more = plus(slash, .notSlash)
            epsilon[more].append(segment)
            return segment
        case .any(let nonEmpty):
            if nonEmpty { return plus(from, .any) }
            edges[from].append((.any, from))
            return from
        case .choice(let choice):
            let end = newState()
            for value in choice.values {
                let last = text(value, from: from, reading: reading)
                epsilon[last].append(end)
            }
            return end
        case .hexDigit:
            return step(from, .hexDigit)
        }
    }

    /// Whether some text is accepted by both automata. Each pair of states visited costs one of
    /// `budget`; `nil` when it runs out before the answer is known: the caller must then assume
    /// the worst.
    static func intersect(_ a: PatternAutomaton, _ b: PatternAutomaton, fold: Bool, budget: inout Int) -> Bool? {
        var seen: Set<Int> = [0]
        let width = b.edges.count
        var queue = [0]
        var head = 0
        while head < queue.count {
            let pair = queue[head]
            head += 1
            let (p, q) = (pair / width, pair % width)
            if p == a.accept && q == b.accept { return true }
            budget -= 1
            if budget < 0 { return nil }
            var next: [Int] = a.epsilon[p].map { $0 * width + q } + b.epsilon[q].map { p * width + $0 }
            for x in a.edges[p] {
                for y in b.edges[q] where x.on.meets(y.on, fold: fold) { next.append(x.to * width + y.to) }
            }
            for n in next where seen.insert(n).inserted { queue.append(n) }
        }
        return false
    }
}
