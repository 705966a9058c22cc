@testable import LinkCheckCore
import Testing

/// `Display.text` and `Display.clipped` tell printable ASCII from its bytes and skip counting
/// characters for short text: the same results as the scalar walk and the character count they
/// skip (the reference below is the code before the fast paths).
@Suite struct DisplayFastPathTests {
    static func referenceText(_ s: String) -> String {
        let plain = s.unicodeScalars.allSatisfy { !SwiftLiteral.needsEscape($0) && $0 != " " }
        return plain && !s.isEmpty ? s : SwiftLiteral.string(s)
    }

    static func referencePath(_ s: String) -> String {
        s.unicodeScalars.allSatisfy { !SwiftLiteral.needsEscape($0) } ? s : SwiftLiteral.string(s)
    }

    static func referenceEscaped(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: { SwiftLiteral.needsEscape($0) }) else { return s }
        return String(SwiftLiteral.string(s).dropFirst().dropLast())
    }

    static func referenceClipped(_ s: String, limit: Int) -> String {
        SwiftLiteral.clip(s, limit: limit) { referenceText(String($0)) }
    }

    /// Texts at and around the limits: ASCII with and without spaces, controls and DEL, empty,
    /// accents, combining marks and emoji (several bytes and scalars a character), bidi controls.
    static let pieces = ["https://example.com/a", " ", "\t", "\u{7F}", "é", "e\u{301}", "👩‍👩‍👧", "\u{202E}", "~", "!", "\u{85}", "", "\"", "\\"]

    @Test func sameAsTheReference() {
        var state: UInt64 = 0x5EED
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        var failures: [String] = []
        for round in 0..<3000 {
            var s = ""
            for _ in 0..<(round % 50 == 0 ? 200 : next(8)) { s += Self.pieces[next(Self.pieces.count)] }
            let limit = [1, 5, 21, 22, 23, 40, 500][next(7)]
            if Display.text(s) != Self.referenceText(s) { failures.append("text \(s.debugDescription)") }
            if Display.path(s) != Self.referencePath(s) { failures.append("path \(s.debugDescription)") }
            if Display.escaped(s) != Self.referenceEscaped(s) { failures.append("escaped \(s.debugDescription)") }
            if SwiftLiteral.clipped(s, limit: limit) != SwiftLiteral.clip(s, limit: limit, { String($0) }) {
                failures.append("literal clipped \(limit) \(s.debugDescription)")
            }
            if Display.clipped(s, limit: limit) != Self.referenceClipped(s, limit: limit) {
                failures.append("clipped \(limit) \(s.debugDescription)")
            }
        }
        #expect(failures.prefix(3) == [])
        // The ends of each path: exactly the limit in bytes, one over, and many bytes per character.
        #expect(Display.clipped("abcde", limit: 5) == "abcde")
        #expect(Display.clipped("abcdef", limit: 5) == "abcde… (6 characters)")
        #expect(Display.clipped("ééé", limit: 3) == "ééé")
        #expect(Display.text("a b") == "\"a b\"")
        #expect(Display.text("") == "\"\"")
    }
}
