/// `fnmatch()` without flags, as Swift Build matches condition patterns
/// (`SWBMacro/MacroCondition.swift`): `*` any run, `?` one character, `[…]` a set (`!` or `^`
/// negates, `a-z` ranges), `\` escapes the next character. A malformed set matches `[` itself.
enum GlobPattern {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        match(Array(pattern.unicodeScalars), 0, Array(text.unicodeScalars), 0)
    }

    private static func match(_ p: [Unicode.Scalar], _ pi: Int, _ t: [Unicode.Scalar], _ ti: Int) -> Bool {
        var pi = pi, ti = ti
        // Iterative with one backtrack point for the last `*`: linear enough for short patterns.
        var star: (p: Int, t: Int)? = nil
        while ti < t.count || pi < p.count {
            if pi < p.count {
                let c = p[pi]
                if c == "*" {
                    star = (pi, ti)
                    pi += 1
                    continue
                }
                if ti < t.count {
                    if c == "?" {
                        pi += 1; ti += 1; continue
                    }
                    if c == "[", let (ok, next) = set(p, pi, t[ti]) {
                        if ok { pi = next; ti += 1; continue }
                    } else {
                        var literal = c, next = pi + 1
                        if c == "\\", pi + 1 < p.count { literal = p[pi + 1]; next = pi + 2 }
                        if literal == t[ti] { pi = next; ti += 1; continue }
                    }
                }
            }
            guard let s = star, s.t < t.count else { return false }
            star = (s.p, s.t + 1)
            pi = s.p + 1
            ti = s.t + 1
        }
        return true
    }

    /// Whether `ch` is in the set starting at `p[start] == "["`, and the index after `]`; `nil`
    /// when the set is not closed, so `[` is a literal.
    private static func set(_ p: [Unicode.Scalar], _ start: Int, _ ch: Unicode.Scalar) -> (Bool, Int)? {
        var i = start + 1
        var negate = false
        if i < p.count, p[i] == "!" || p[i] == "^" { negate = true; i += 1 }
        var found = false
        var first = true
        while i < p.count {
            if p[i] == "]" && !first { return (found != negate, i + 1) }
            first = false
            var lo = p[i]
            if lo == "\\", i + 1 < p.count { i += 1; lo = p[i] }
            if i + 2 < p.count, p[i + 1] == "-", p[i + 2] != "]" {
                let hi = p[i + 2]
                if lo.value <= ch.value && ch.value <= hi.value { found = true }
                i += 3
            } else {
                if lo == ch { found = true }
                i += 1
            }
        }
        return nil
    }
}
