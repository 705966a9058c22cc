@testable import LinkCheckCore
import Testing

/// `SwiftLiteral.isIdentifier` answers ASCII from its bytes, and `Suggestion.editDistance` runs on
/// bytes as on characters and stops once a row is past the limit: the same answers as the
/// Unicode-property walk and the full table they skip (the references below are the code before).
@Suite struct IdentifierAndDistanceFastPathTests {
    static func referenceIsIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy { $0.properties.isXIDContinue }
    }

    /// Every ASCII scalar first, alone, and after a letter; and names with other scalars.
    @Test func identifierSameAsTheReference() {
        var names = (0..<128).flatMap { b -> [String] in
            let c = String(UnicodeScalar(UInt8(b)))
            return [c, "a" + c, c + "a", "_" + c + "9"]
        }
        names += ["", "order", "orderItem", "_x", "9lives", "é", "naïve", "x\u{301}", "Ω", "a-b", "a b", "🙂", "ℌ"]
        let wrong = names.filter { SwiftLiteral.isIdentifier($0) != Self.referenceIsIdentifier($0) }
        #expect(wrong == [])
    }

    /// The full three-row table with no early stop.
    static func referenceDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var twoBack = [Int](repeating: 0, count: b.count + 1), previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                var cell = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { cell = min(cell, twoBack[j - 2] + 1) }
                current[j] = cell
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }

    @Test func distanceSameAsTheReference() {
        var state: UInt64 = 0xD15
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        let letters: [Character] = ["a", "b", "c", "d"]
        var failures: [String] = []
        for _ in 0..<4000 {
            let a = (0..<next(9)).map { _ in letters[next(4)] }, b = (0..<next(9)).map { _ in letters[next(4)] }
            let full = Self.referenceDistance(a, b)
            for limit in 0...5 {
                let expected = full <= limit && abs(a.count - b.count) <= limit ? full : nil
                let chars = Suggestion.editDistance(a, b, atMost: limit)
                let bytes = Suggestion.editDistance(Array(String(a).utf8), Array(String(b).utf8), atMost: limit)
                if chars != expected || bytes != expected { failures.append("\(String(a)) \(String(b)) ≤\(limit): \(String(describing: chars))") }
            }
        }
        #expect(failures.prefix(5) == [])
    }
}
