import LinkCheckCore

/// A pattern as a small nondeterministic automaton without empty moves: for questions about the
/// set of texts two patterns share (`GlobProduct`), which the bit-parallel `GlobAutomaton`, built
/// to match one text fast, cannot answer.
///
/// One state per atom plus one per choice branch; a `*` is a loop on the state before it. The
/// branches of a `$(name)` choice each start from their own state, so a `*` inside one branch
/// cannot loop into another.
struct GlobNFA: Sendable {
    /// Outgoing steps of state `s` are `edgeStart[s] ..< edgeStart[s + 1]`; state 0 is the start.
    /// A step's label is `-1` for any scalar, else an index into `sets`. Flat arrays, so that a
    /// search reads integers, not enum payloads it would retain and release.
    let edgeStart: [Int]
    let labels: [Int]
    let targets: [Int]
    /// Sorted scalars (folded when `foldsCase`) that a set-labelled step takes.
    let sets: [[Unicode.Scalar]]
    let accepting: [Bool]
    /// Whether the pattern's sets hold folded scalars, and a text is folded before comparing.
    let foldsCase: Bool

    var stateCount: Int { accepting.count }

    /// Any text at all: `*` (also what an absent key matches).
    static let anything = GlobNFA(edgeStart: [0, 1], labels: [-1], targets: [0], sets: [], accepting: [true], foldsCase: false)

    private init(edgeStart: [Int], labels: [Int], targets: [Int], sets: [[Unicode.Scalar]], accepting: [Bool], foldsCase: Bool) {
        self.edgeStart = edgeStart
        self.labels = labels
        self.targets = targets
        self.sets = sets
        self.accepting = accepting
        self.foldsCase = foldsCase
    }

    /// Whether this is `anything`'s shape: one accepting state that loops on any scalar.
    var isAnything: Bool { accepting == [true] && labels == [-1] }

    /// The automaton of `items` (`GlobSyntax.parse`), first with empty moves between a choice and
    /// its branches, then without: each state takes the steps of every state its empty moves
    /// reach, and accepts when one of them does.
    init(_ items: [GlobItem], foldsCase: Bool) {
        // Steps as (label, target), label -1 for any scalar.
        var steps: [[(Int, Int)]] = [[]]
        var empty: [[Int]] = [[]]
        var sets: [[Unicode.Scalar]] = []
        var setIndex: [[Unicode.Scalar]: Int] = [:]
        func newState() -> Int {
            steps.append([])
            empty.append([])
            return steps.count - 1
        }
        func append(_ atom: GlobAtom, from state: Int) -> Int {
            switch atom {
            case .star:
                steps[state].append((-1, state))
                return state
            case .any:
                let next = newState()
                steps[state].append((-1, next))
                return next
            case .oneOf(let set):
                let index = setIndex[set] ?? sets.count
                if index == sets.count {
                    sets.append(set)
                    setIndex[set] = index
                }
                let next = newState()
                steps[state].append((index, next))
                return next
            }
        }
        var current = 0
        for item in items {
            switch item {
            case .atom(let atom):
                current = append(atom, from: current)
            case .choice(let branches):
                // No branch (a variable defined as []): the join is never reached, nothing matches.
                let join = newState()
                for branch in branches {
                    var state = newState()
                    empty[current].append(state)
                    for atom in branch { state = append(atom, from: state) }
                    empty[state].append(join)
                }
                current = join
            }
        }
        let final = current

        var starts = [0], labels: [Int] = [], targets: [Int] = [], accepts: [Bool] = []
        // Marks of the states seen from each state in turn: `seen[t] == state + 1`.
        var seen = [Int](repeating: 0, count: steps.count)
        var stack: [Int] = []
        for state in steps.indices {
            seen[state] = state + 1
            stack.append(state)
            var accepting = false
            while let s = stack.popLast() {
                for (label, target) in steps[s] {
                    labels.append(label)
                    targets.append(target)
                }
                if s == final { accepting = true }
                for t in empty[s] where seen[t] != state + 1 {
                    seen[t] = state + 1
                    stack.append(t)
                }
            }
            starts.append(labels.count)
            accepts.append(accepting)
        }
        self.init(edgeStart: starts, labels: labels, targets: targets, sets: sets, accepting: accepts, foldsCase: foldsCase)
    }

    /// Whether a step labelled `label` takes `c`.
    @inline(__always)
    func takes(_ label: Int, _ c: Unicode.Scalar) -> Bool {
        label < 0 || sets[label].contains(foldsCase ? CaseFolding.fold(c) : c)
    }
}
