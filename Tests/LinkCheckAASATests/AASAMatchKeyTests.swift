@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
import Testing

/// The keys a pattern gives `MatchIndex` (byte classes, so a leading `$(lang)` is indexed like a
/// literal), the trie `Builder` makes of them, and its limits: a file whose keys would make too
/// big a trie falls back to trying those rules for every URL.
@Suite struct AASAMatchKeyTests {
    static func keys(
        _ pattern: String, caseSensitive: Bool = true,
        variables: [String: [String]] = [:]
    ) throws -> [MatchIndexKey.Key] {
        try AASAPattern(pattern, caseSensitive: caseSensitive, variables: variables, indexed: true).indexKeys
    }

    static func literal(_ text: String) -> MatchIndexKey.Key {
        text.utf8.map { ByteClass([$0]) }
    }

    @Test func literalPrefixIsOneKey() throws {
        #expect(try Self.keys("/wiki/Special:*") == [Self.literal("/wiki/Special:")])
        #expect(try Self.keys("/about") == [Self.literal("/about")])
        // `?` is one scalar of one to four bytes: the key ends before it.
        #expect(try Self.keys("/a?b") == [Self.literal("/a")])
        #expect(try Self.keys("/é/x") == [Self.literal("/")])
    }

    @Test func localeLedPatternKeepsItsWordIndexed() throws {
        let keys = try Self.keys("/$(lang)-$(region)/news/*")
        let languages = AASAVariables.languageCodes, regions = AASAVariables.regionCodes
        let first = ByteClass(languages.map { $0.utf8.first ?? 0 }), second = ByteClass(languages.map { Array($0.utf8)[1] })
        let regionFirst = ByteClass(regions.map { $0.utf8.first ?? 0 }), regionSecond = ByteClass(regions.map { Array($0.utf8)[1] })
        #expect(keys == [Self.literal("/") + [first, second] + Self.literal("-") + [regionFirst, regionSecond] + Self.literal("/news/")])
        // Case-insensitive: the region's classes are folded, as the subject will be.
        let folded = try Self.keys("/$(region)/x", caseSensitive: false)
        #expect(
            folded == [
                Self.literal("/") + [
                    ByteClass(regions.map { ($0.utf8.first ?? 0) + 32 }),
                    ByteClass(regions.map { Array($0.utf8)[1] + 32 })
                ] + Self.literal("/x")
            ])
    }

    @Test func valuesOfSeveralLengthsMakeOneKeyEach() throws {
        let keys = try Self.keys("/$(s)/x", variables: ["s": ["ab", "cd", "xyz", "q"]])
        #expect(
            keys == [
                Self.literal("/") + [ByteClass("ac".utf8), ByteClass("bd".utf8)] + Self.literal("/x"),
                Self.literal("/xyz/x"), Self.literal("/q/x")
            ])
        // A value with a wildcard ends every key at the choice.
        #expect(try Self.keys("/$(s)/x", variables: ["s": ["ab", "c*"]]) == [Self.literal("/")])
        // No value at all: the pattern matches nothing, the key so far is still sound.
        #expect(try Self.keys("/$(s)/x", variables: ["s": []]) == [Self.literal("/")])
    }

    @Test func expansionStopsAtTheCap() throws {
        // Eight lengths per variable: 8, then 64 keys, then 512 would be past the cap of 64.
        let values = (1...8).map { String(repeating: "a", count: $0) }
        let keys = try Self.keys("/$(v)$(v)$(v)/x", variables: ["v": values])
        #expect(keys.count == 64)
        #expect(keys.allSatisfy { $0.count <= 1 + 16 })
    }

    @Test func parentKeysJoinThePatternKeys() throws {
        // `/buy/*` also matches `/buy`: the key is `/buy`, not `/buy/`.
        let matcher = try PathMatcher("/buy/*", caseSensitive: true, variables: [:])
        #expect(matcher.indexKeys == [Self.literal("/buy")])
    }

    static func candidates(_ index: MatchIndex, _ path: String) -> Set<Int> {
        var bits = [UInt64](repeating: 0, count: index.wordCount)
        var url = Array(("https://example.com" + path).utf8)
        return url.withUnsafeMutableBufferPointer { bytes in
            guard case .success(let parts) = URLParts.scanComponents(UnsafeBufferPointer(bytes)) else { return [] }
            bits.withUnsafeMutableBufferPointer { b in
                if let base = b.baseAddress {
                    index.candidates(MatchSubject(UnsafeBufferPointer(bytes), parts, scratch: nil), into: base)
                }
            }
            return Set((0..<index.ruleCount).filter { bits[$0 >> 6] & (1 << UInt64($0 & 63)) != 0 })
        }
    }

    @Test func classKeysSelectTheirRules() throws {
        let patterns = ["/$(lang)-$(region)/news/*", "/$(lang)/news/*", "/$(lang)-$(region)/sport/*", "/en/*", "/*"]
        let index = MatchIndex(try patterns.map { (true, true, try PathMatcher($0, caseSensitive: true, variables: [:]).indexKeys) })
        #expect(index.unindexed == 0)
        // `/en/*` also matches `/en`, so its key is `/en`, which `/en-US` starts with.
        #expect(Self.candidates(index, "/en-US/news/today") == [0, 3, 4])
        #expect(Self.candidates(index, "/fr/news/x") == [1, 4])
        #expect(Self.candidates(index, "/en/news") == [1, 3, 4])
        #expect(Self.candidates(index, "/de-DE/sport") == [2, 4])
        #expect(Self.candidates(index, "/x") == [4])
    }

    @Test func tooBigATrieFallsBackToTheScan() throws {
        let patterns = ["/$(lang)-$(region)/news/*", "/$(lang)/news/*", "/about"]
        let keys: [MatchIndex.RuleKeys?] = try patterns.map {
            (true, true, try PathMatcher($0, caseSensitive: true, variables: [:]).indexKeys)
        }
        let tiny = MatchIndex(keys, limits: .init(maxNodes: 8, maxWork: 1 << 20))
        #expect(tiny.unindexed == 3)
        #expect(Self.candidates(tiny, "/xx") == [0, 1, 2])
        let little = MatchIndex(keys, limits: .init(maxNodes: 1 << 16, maxWork: 50))
        #expect(little.unindexed == 3)
        #expect(MatchIndex(keys).unindexed == 0)
    }

    /// Many variables, each of many one-letter values drawn at random: every prefix of a path
    /// leaves a different set of rules alive, so the determinized trie would grow without end.
    /// The standard limits stop it, and the file still decides as the plain scan does.
    @Test func hostileVariablesStayBounded() throws {
        var seed: UInt64 = 99
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33)
        }
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var variables: [String] = []
        for v in 0..<40 {
            let values = (0..<13).map { _ in "\"\(letters[next() % 26])\"" }
            variables.append("\"v\(v)\": [\(values.joined(separator: ", "))]")
        }
        var components: [String] = []
        for _ in 0..<400 {
            let path = "/" + (0..<12).map { _ in "$(v\(next() % 40))" }.joined() + "/*"
            components.append("{\"/\": \"\(path)\"}")
        }
        let json = """
            {"applinks": {"substitutionVariables": {\(variables.joined(separator: ", "))},
             "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [\(components.joined(separator: ", "))]}]}}
            """
        let file = try #require(AASALoader.load(Array(json.utf8), file: "aasa").0)
        let compiled = file.compiled(), scan = file.compiledForScan()
        let index = try #require(compiled.details.first?.ruleIndex)
        #expect(index.unindexed == 400)
        for n in 0..<20 {
            let path = "/" + String((0..<(n % 15)).map { _ in letters[next() % 26] })
            let url = "https://example.com" + path
            #expect(
                compiled.decide(url: url, appID: "ABCDE12345.com.example.app", domain: nil)
                    == scan.decide(url: url, appID: "ABCDE12345.com.example.app", domain: nil))
        }
    }
}
