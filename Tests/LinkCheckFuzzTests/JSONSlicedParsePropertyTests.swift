import LinkCheckCore
import LinkCheckFuzz
import LinkCheckTestSupport
import Testing

/// The parse of a big table in slices on several cores (`JSONSlicedParser`) against the serial
/// parse, on random tables and on each of them broken at random: every node, line start and
/// duplicate key (so every value and location) the same, and where the serial parse fails, the
/// same error. The random texts put in strings what a cut must not be fooled by (commas,
/// brackets, escaped quotes and backslashes), and vary the layout (compact, CR LF, tabs).
@Suite struct JSONSlicedParsePropertyTests {
    typealias SeededGenerator = AASAGlobPropertyTests.SeededGenerator

    static let texts = ["/item/1", "a,b", "x\\\"],[{\\\"", "\\\\", "caf\u{E9} \\u00e9", "{\\\"url\\\": 1}", "", "\\/\\n\\t",
                        "\u{1F600}", "]", "\\\\\\\"", "tab\\u0009"]
    static let layouts: [(space: String, newline: String)] = [("", ""), (" ", "\n"), ("\t", "\r\n"), ("  ", "\r")]

    static func pick<T>(_ list: [T], _ rng: inout SeededGenerator) -> T { list[Int(rng.next() % UInt64(list.count))] }

    /// A case table: an object with `schema` and `cases` (sometimes `cases` twice, or an extra
    /// array after it) or a bare array; cases with nested expectations, numbers, nulls,
    /// sometimes a duplicate key or a case that is not an object.
    static func randomTable(_ rng: inout SeededGenerator) -> String {
        let (s, n) = pick(layouts, &rng)
        var cases: [String] = []
        for _ in 0 ..< 1 + Int(rng.next() % 60) {
            let url = "\"\(pick(texts, &rng))\""
            var members = ["\"url\":\(s)\(url)"]
            switch rng.next() % 6 {
            case 0: members.append("\"expect\":\(s)null")
            case 1: members.append("\"expect\":\(s){\"stack\":\(s)[]}")
            case 2: members.append("\"expect\":\(s){\"tab\":\"\(pick(texts, &rng))\",\(n)\"stack\":[{\"name\":\"a\",\"id\":\(rng.next() % 1000)},{\"x\":[1.5e3,-0,true,false]}]}")
            case 3: members.append("\"expect\":\(s){\"stack\":[[[]],{}]}")
            case 4: members += ["\"note\":\"\(pick(texts, &rng))\"", "\"note\":\"again\""]
            default: members.append("\"expect\":\(s){\"stack\":[{\"name\":\"\(pick(texts, &rng))\"}]}")
            }
            cases.append(rng.next() % 40 == 0 ? "\"\(pick(texts, &rng))\"" : "{\(members.joined(separator: ",\(n)\(s)\(s)"))}")
        }
        let array = "[\(n)\(s)" + cases.joined(separator: ",\(n)\(s)") + "\(n)]"
        switch rng.next() % 4 {
        case 0: return array
        case 1: return "{\"schema\":\(s)\"routes.json\",\(n)\"cases\":\(s)\(array)}\(n)"
        case 2: return "\u{FEFF}{\(n)\"cases\": \(array),\(n)\"cases\": [1,2,3], \"more\": \(array)}"
        default: return "{\"$comment\": [\"a\",\"b\"], \"cases\":\(array)\(n)}"
        }
    }

    /// One byte deleted, replaced, inserted or the text cut short, at a random place, with the
    /// bytes that change a JSON text's structure most.
    static func mutate(_ bytes: [UInt8], _ rng: inout SeededGenerator) -> [UInt8] {
        var out = bytes
        let at = Int(rng.next() % UInt64(max(1, out.count)))
        let byte = pick(Array("\"\\[]{},: \n0e-x".utf8) + [0xC3, 0x80], &rng)
        switch rng.next() % 4 {
        case 0 where !out.isEmpty: out.remove(at: at)
        case 1 where !out.isEmpty: out[at] = byte
        case 2: out.insert(byte, at: min(at, out.count))
        default: out = Array(out.prefix(at))
        }
        return out
    }

    @Test func slicedEqualsSerialOnRandomAndBrokenTables() {
        var rng = SeededGenerator(state: 0x5EED_18)
        var cut = false
        var cuts = 0
        for _ in 0 ..< 400 {
            let bytes = Array(Self.randomTable(&rng).utf8)
            var taken = false
            #expect(FastPathTwins.slicedParse(bytes, cut: &taken) == nil)
            if taken { cuts += 1 }
            cut = cut || taken
            for _ in 0 ..< 6 {
                #expect(FastPathTwins.slicedParse(Self.mutate(bytes, &rng)) == nil)
            }
        }
        // Not vacuous: most well-formed tables are really parsed in slices.
        #expect(cut && cuts >= 300)
    }

    /// A depth limit a case passes, and one at the array itself: the error is the serial one.
    @Test func depthLimitsGiveTheSerialError() {
        var rng = SeededGenerator(state: 7)
        for _ in 0 ..< 40 {
            let bytes = Array(Self.randomTable(&rng).utf8)
            for depth in [1, 2, 3, 4, 6] {
                #expect(FastPathTwins.slicedParse(bytes, limits: JSONLimits(maxDepth: depth)) == nil)
            }
        }
    }

    /// An element limit a table passes, and limits that its case array or a case breaks: the
    /// error is the serial one, whichever slice holds the container that breaks it.
    @Test func elementLimitsGiveTheSerialError() {
        var rng = SeededGenerator(state: 13)
        for _ in 0 ..< 40 {
            let bytes = Array(Self.randomTable(&rng).utf8)
            for most in [0, 1, 2, 3, 5, 40, JSONLimits.mostElements] {
                #expect(FastPathTwins.slicedParse(bytes, limits: JSONLimits(maxElements: most)) == nil)
            }
        }
    }

    /// Only a case far into the table breaks the limit (the array itself is within it), so only
    /// a later slice's scanner can see it: the error is still the serial one, at that case.
    @Test func aLateContainerPastTheLimit() throws {
        let small = Array(repeating: #"{"url": "https://a.example/x"}"#, count: 30)
        let big = "{" + (0 ..< 80).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ") + "}"
        let text = #"{"cases": ["# + (small + [big] + small).joined(separator: ",\n") + "]}"
        let limits = JSONLimits(maxElements: 70)
        // Not vacuous: without the limit the table is parsed in slices.
        #expect(JSONDocument.parseInSlices(Array(text.utf8), slices: 4) != nil)
        #expect(FastPathTwins.slicedParse(Array(text.utf8), limits: limits) == nil)
        #expect(throws: JSONSyntaxError(message: "an object of more than 70 members", location: SourceLocation(line: 31, column: 1))) {
            try JSONDocument.parse(Array(text.utf8), limits: limits)
        }
    }

    /// A table big enough for `cores` to cut it parses to the same document through the public
    /// entry point, and the sliced path is taken.
    @Test func bigTableThroughCores() throws {
        var rng = SeededGenerator(state: 11)
        var text = "{\"schema\": \"routes.json\", \"cases\": ["
        var first = true
        while text.utf8.count < (1 << 20) + 4096 {
            let table = Self.randomTable(&rng)
            text += (first ? "" : ",\n") + "{\"url\": \"\(Self.pick(Self.texts, &rng))\", \"expect\": \(table.hasPrefix("\u{FEFF}") ? "null" : table)}"
            first = false
        }
        text += "]}"
        let bytes = Array(text.utf8)
        let serial = try JSONDocument.parse(bytes)
        let parallel = try JSONDocument.parse(bytes, cores: 2)
        #expect(serial.isIdentical(to: parallel))
        #expect(JSONDocument.parseInSlices(bytes, slices: 8).map { $0.isIdentical(to: serial) } == true)
    }
}
