@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
import Testing

/// The path-compressed prefix trie of `MatchIndex` reports exactly the rules whose prefix a path
/// starts with, checked against a plain `starts(with:)` over random prefixes and paths.
@Suite struct AASAMatchTrieTests {
    /// A small alphabet (with `/` and both cases) so that prefixes share long runs and branch.
    static let alphabet = Array("/aAbB:".utf8)

    static func random(_ length: Int, _ seed: inout UInt64) -> [UInt8] {
        (0..<length).map { _ in
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return alphabet[Int(seed >> 33) % alphabet.count]
        }
    }

    static func collected(_ trie: MatchIndex.Trie, _ path: [UInt8], lowering: Bool, rules: Int) -> Set<Int> {
        var bits = [UInt64](repeating: 0, count: (rules + 63) / 64)
        bits.withUnsafeMutableBufferPointer { bits in
            path.withUnsafeBufferPointer { path in
                if let base = bits.baseAddress { trie.collect(path, lowering: lowering, into: base) }
            }
        }
        return Set((0..<rules).filter { bits[$0 >> 6] & (1 << UInt64($0 & 63)) != 0 })
    }

    @Test(arguments: [false, true])
    func sameRulesAsStartsWith(lowering: Bool) {
        var seed: UInt64 = lowering ? 7 : 3
        for round in 0..<50 {
            // Lowered prefixes when lowering: those of case-insensitive rules are folded.
            let prefixes = (0..<(1 + round % 12)).map { _ in
                let p = Self.random(1 + Int(seed % 9), &seed)
                return lowering ? p.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 } : p
            }
            let trie = MatchIndex.Trie(prefixes.enumerated().map { ($0.offset, $0.element) })
            for _ in 0..<40 {
                let path = Self.random(Int(seed % 14), &seed)
                let folded = lowering ? path.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 } : path
                let expected = Set(prefixes.indices.filter { folded.starts(with: prefixes[$0]) })
                #expect(
                    Self.collected(trie, path, lowering: lowering, rules: prefixes.count) == expected,
                    "prefixes \(prefixes.map { String(decoding: $0, as: UTF8.self) }), path \(String(decoding: path, as: UTF8.self))")
            }
        }
    }

    @Test func sharedRunsBecomeOneEdge() {
        let trie = MatchIndex.Trie([
            (0, Array("/wiki/Special:".utf8)), (1, Array("/wiki/Spezial:".utf8)),
            (2, Array("/wiki/".utf8))
        ])
        // Root, `/wiki/` (a rule), `Spe` then its `c…` and `z…` children.
        #expect(trie.nodes.count == 5)
        #expect(Self.collected(trie, Array("/wiki/Spezial:Foo".utf8), lowering: false, rules: 3) == [1, 2])
        #expect(Self.collected(trie, Array("/wiki/Sp".utf8), lowering: false, rules: 3) == [2])
        #expect(Self.collected(trie, Array("/wik".utf8), lowering: false, rules: 3) == [])
    }
}
