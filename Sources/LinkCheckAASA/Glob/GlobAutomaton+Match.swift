import LinkCheckCore

/// Matching: one step per scalar of the subject, in registers for a state of one or two words,
/// over an array of words otherwise.
extension GlobAutomaton {
    /// Whether the whole of `subject` (UTF-8) matches, stepping once per scalar.
    func matches(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        if subject.isEmpty { return matchesEmpty }
        switch wordCount {
        case 1: return matchesOneWord(subject)
        case 2: return matchesTwoWords(subject)
        default: return matchesWords(subject)
        }
    }

    /// `matchesOneWord` for a state of two words (`lo`, `hi`): each shift carries bit 63 of the
    /// low word into bit 0 of the high one, as `matchesWords`' carries do.
    func matchesTwoWords(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        if subject.isEmpty { return matchesEmpty }
        return words.withUnsafeBufferPointer { m in
            entryMask.withUnsafeBufferPointer { entries in
                exitMask.withUnsafeBufferPointer { exits in
                    nullable.withUnsafeBufferPointer { passes in
                        let next = (m[0], m[1]), star = (m[2], m[3]), starNext = (m[4], m[5])
                        var lo: UInt64 = 0, hi: UInt64 = 0
                        var first = true
                        var at = 0
                        while at < subject.count {
                            let row = nextRow(subject, at: &at)
                            let runLo = lo & next.0, runHi = hi & next.1
                            var tokensLo = runLo << 1, tokensHi = (runHi << 1) | (runLo >> 63)
                            var before = first
                            for u in 0..<passes.count {
                                if before {
                                    tokensLo |= entries[2 * u]
                                    tokensHi |= entries[2 * u + 1]
                                }
                                before = (!first && (lo & exits[2 * u]) | (hi & exits[2 * u + 1]) != 0) || (before && passes[u])
                            }
                            let starLo = tokensLo & starNext.0, starHi = tokensHi & starNext.1
                            tokensLo |= starLo << 1
                            tokensHi |= (starHi << 1) | (starLo >> 63)
                            lo = (tokensLo | (lo & star.0)) & m[(3 + row) * 2]
                            hi = (tokensHi | (hi & star.1)) & m[(3 + row) * 2 + 1]
                            if lo | hi == 0 { return false }
                            first = false
                        }
                        var before = false
                        for u in 0..<passes.count {
                            before = (lo & exits[2 * u]) | (hi & exits[2 * u + 1]) != 0 || (before && passes[u])
                        }
                        return before
                    }
                }
            }
        }
    }

    /// `matchesWords` for a state of one word, held in registers: the same steps, with each
    /// unit's entries and exits as one mask. `AASAGlobPropertyTests` holds both to the reference.
    func matchesOneWord(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        if subject.isEmpty { return matchesEmpty }
        return words.withUnsafeBufferPointer { m in
            entryMask.withUnsafeBufferPointer { entries in
                exitMask.withUnsafeBufferPointer { exits in
                    nullable.withUnsafeBufferPointer { passes in
                        let next = m[0], star = m[1], starNext = m[2]
                        var state: UInt64 = 0
                        var first = true
                        var at = 0
                        while at < subject.count {
                            let row = nextRow(subject, at: &at)
                            var tokens = (state & next) << 1
                            var before = first
                            for u in 0..<passes.count {
                                if before { tokens |= entries[u] }
                                before = (!first && state & exits[u] != 0) || (before && passes[u])
                            }
                            tokens |= (tokens & starNext) << 1
                            state = (tokens | (state & star)) & m[3 + row]
                            if state == 0 { return false }
                            first = false
                        }
                        var before = false
                        for u in 0..<passes.count { before = state & exits[u] != 0 || (before && passes[u]) }
                        return before
                    }
                }
            }
        }
    }

    /// Every word of a state of any size, stepped once per scalar.
    func matchesWords(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        if subject.isEmpty { return matchesEmpty }
        let w = wordCount
        return words.withUnsafeBufferPointer { m in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * w) { buffer in
                guard let base = buffer.baseAddress else { return false }
                let state = base, tokens = base + w
                state.initialize(repeating: 0, count: w)
                tokens.initialize(repeating: 0, count: w)
                var first = true
                var at = 0
                while at < subject.count {
                    let row = nextRow(subject, at: &at)
                    let rowBase = (3 + row) * w

                    // Within runs: p → p + 1.
                    var carried: UInt64 = 0
                    for i in 0..<w {
                        let x = state[i] & m[i]
                        tokens[i] = (x << 1) | carried
                        carried = x >> 63
                    }
                    // Between units, left to right. The start state stands before the first unit.
                    var before = first
                    for u in 0..<nullable.count {
                        if before {
                            for e in entryStart[u]..<entryStart[u + 1] { tokens[entryWord[e]] |= entryBits[e] }
                        }
                        before = (!first && exits(u, state)) || (before && nullable[u])
                    }
                    // A token before a star also stands after it.
                    carried = 0
                    for i in 0..<w {
                        let x = tokens[i] & m[2 * w + i]
                        tokens[i] |= (x << 1) | carried
                        carried = x >> 63
                    }
                    var live: UInt64 = 0
                    for i in 0..<w {
                        let next = (tokens[i] | (state[i] & m[w + i])) & m[rowBase + i]
                        state[i] = next
                        live |= next
                    }
                    // Anchored at the start: once no position is live, nothing can revive.
                    if live == 0 { return false }
                    first = false
                }
                var before = false
                for u in 0..<nullable.count { before = exits(u, state) || (before && nullable[u]) }
                return before
            }
        }
    }

    /// The row of the scalar at `at` (folded when the pattern ignores case), moving `at` past it.
    @inline(__always)
    func nextRow(_ subject: UnsafeBufferPointer<UInt8>, at: inout Int) -> Int {
        let (scalar, length) = MatchBytes.scalar(subject, at: at)
        at += length
        let c = foldsCase ? CaseFolding.fold(scalar) : scalar
        return c.value < 128 ? Int(asciiRow[Int(c.value)]) : Int(otherRow[c.value] ?? 0)
    }

    @inline(__always)
    func exits(_ u: Int, _ state: UnsafeMutablePointer<UInt64>) -> Bool {
        for e in exitStart[u]..<exitStart[u + 1] where state[exitWord[e]] & exitBits[e] != 0 { return true }
        return false
    }
}
