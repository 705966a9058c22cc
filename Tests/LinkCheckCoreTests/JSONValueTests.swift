import LinkCheckCore
import Testing

struct JSONNumberCase: CustomTestStringConvertible, Sendable {
    var text: String
    var isInteger: Bool
    var int: Int?
    var double: Double?

    var testDescription: String { text.count > 40 ? String(text.prefix(20)) + "…(\(text.count) chars)" : text }
}

private let numberCases: [JSONNumberCase] = [
    .init(text: "0", isInteger: true, int: 0, double: 0),
    .init(text: "-0", isInteger: true, int: 0, double: -0.0),
    .init(text: "42", isInteger: true, int: 42, double: 42),
    .init(text: "-17", isInteger: true, int: -17, double: -17),
    .init(text: "9223372036854775807", isInteger: true, int: Int.max, double: 9.223372036854775807e18),
    .init(text: "-9223372036854775808", isInteger: true, int: Int.min, double: -9.223372036854775808e18),
    .init(text: "9223372036854775808", isInteger: true, int: nil, double: 9.223372036854775808e18),
    .init(text: "-9223372036854775809", isInteger: true, int: nil, double: -9.223372036854775809e18),
    .init(text: "1.0", isInteger: false, int: nil, double: 1),
    .init(text: "1e2", isInteger: false, int: nil, double: 100),
    .init(text: "1E+2", isInteger: false, int: nil, double: 100),
    .init(text: "-1.5e-3", isInteger: false, int: nil, double: -0.0015),
    .init(text: "0.1", isInteger: false, int: nil, double: 0.1),
    .init(text: "1e400", isInteger: false, int: nil, double: .infinity),
    .init(text: "-1e400", isInteger: false, int: nil, double: -.infinity),
    .init(text: "1e-400", isInteger: false, int: nil, double: 0),
    .init(text: "1" + String(repeating: "0", count: 2000), isInteger: true, int: nil, double: .infinity),
    .init(text: "0." + String(repeating: "3", count: 3000), isInteger: false, int: nil, double: 0.3333333333333333),
    .init(text: "12345678901234567890123456789e-10", isInteger: false, int: nil, double: 1234567890123456789.0123456789)
]

@Suite("JSON values")
struct JSONValueTests {
    @Test("numbers keep their text and convert on demand", arguments: numberCases)
    func numbers(_ c: JSONNumberCase) throws {
        for text in [c.text, "[\(c.text)]"] {
            let doc = try jsonParse(text)
            let value = text.hasPrefix("[") ? try #require(doc.root.elements.first(where: { _ in true })) : doc.root
            #expect(value.kind == .number)
            #expect(value.numberText == c.text)
            #expect(value.isIntegerLiteral == c.isInteger)
            #expect(value.intValue == c.int)
            #expect(value.doubleValue == c.double)
            #expect(value.typeName == "a number")
        }
    }

    @Test("scalars")
    func scalars() throws {
        let doc = try jsonParse(#"[true, false, null, "s", 1]"#)
        let values = Array(doc.root.elements)
        #expect(values.map(\.kind) == [.bool, .bool, .null, .string, .number])
        #expect(values.map(\.boolValue) == [true, false, nil, nil, nil])
        #expect(values.map(\.stringValue) == [nil, nil, nil, "s", nil])
        #expect(values.map(\.numberText) == [nil, nil, nil, nil, "1"])
        #expect(values.map(\.typeName) == ["a boolean", "a boolean", "null", "a string", "a number"])
        #expect(values.map(\.count) == [0, 0, 0, 0, 0])
        #expect(values.allSatisfy { Array($0.elements).isEmpty && Array($0.members).isEmpty && $0["a"] == nil })
        #expect(doc.root.typeName == "an array")
        #expect(try jsonParse("{}").root.typeName == "an object")
        #expect(try jsonParse(" true ").root.boolValue == true)
        #expect(try jsonParse("null").root.kind == .null)
    }

    @Test(
        "strings are decoded",
        arguments: [
            (#""""#, ""),
            (#""plain ascii""#, "plain ascii"),
            (#""a\"b\\c\/d""#, "a\"b\\c/d"),
            (#""\b\f\n\r\t""#, "\u{8}\u{C}\n\r\t"),
            (#""\u00e9\u00E9 é""#, "éé é"),
            (#""\u0000 nul""#, "\u{0} nul"),
            (#""\u20AC\uD83D\uDE00\uDBFF\uDFFF""#, "€😀\u{10FFFF}"),
            (#""日本語 😀 e\u0301""#, "日本語 😀 e\u{301}"),
            ("\"\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}\"", "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}"),
            (
                #""a long string that is well past the sixteen bytes of a small string \n with an escape""#,
                "a long string that is well past the sixteen bytes of a small string \n with an escape"
            )
        ])
    func strings(_ json: String, _ expected: String) throws {
        let value = try jsonParse(json).root
        #expect(value.kind == .string)
        #expect(value.stringValue == expected)
    }

    @Test("arrays and objects")
    func containers() throws {
        let doc = try jsonParse(#"{"a": [1, [2, 3], {"x": null}, []], "b": {}, "c": "z", "a": 9}"#)
        let root = doc.root
        #expect(root.kind == .object)
        #expect(root.count == 4)
        #expect(root.members.map(\.key) == ["a", "b", "c", "a"])
        let a = try #require(root["a"])
        #expect(a.count == 4)
        #expect(a.elements.map(\.typeName) == ["a number", "an array", "an object", "an array"])
        #expect(a[1]?.elements.map(\.intValue) == [2, 3])
        #expect(a[2]?["x"]?.kind == .null)
        #expect(a[3]?.count == 0)
        #expect(a[4] == nil && a[-1] == nil)
        #expect(root["b"]?.count == 0)
        #expect(root["c"]?.stringValue == "z")
        #expect(root["missing"] == nil)
        // The subscript finds the first of duplicate keys; members lists every one.
        #expect(root["a"]?.kind == .array)
        #expect(root.members.map(\.value.kind) == [.array, .object, .string, .number])
        #expect(doc.nodeCount == 17)
    }

    @Test("key lookup compares decoded keys")
    func escapedKeys() throws {
        let root = try jsonParse(#"{"\u0061": 1, "tab\t": 2, "é": 3, "\u00e9x": 4, "a\"b": 5}"#).root
        #expect(root["a"]?.intValue == 1)
        #expect(root["tab\t"]?.intValue == 2)
        #expect(root["é"]?.intValue == 3)
        #expect(root["éx"]?.intValue == 4)
        #expect(root["a\"b"]?.intValue == 5)
        #expect(root["\\u0061"] == nil)
        #expect(root.members.map(\.key) == ["a", "tab\t", "é", "éx", "a\"b"])
    }

    @Test("a byte order mark is skipped and recorded")
    func byteOrderMark() throws {
        let doc = try JSONDocument.parse([0xEF, 0xBB, 0xBF] + Array("[1,\n 2]".utf8))
        #expect(doc.hadByteOrderMark)
        #expect(doc.root.location == jsonLoc(1, 1))
        #expect(doc.root.elements.map(\.location) == [jsonLoc(1, 2), jsonLoc(2, 2)])
        #expect(doc.location(ofByteOffset: 0) == jsonLoc(1, 1))
        #expect(try !jsonParse("[]").hadByteOrderMark)
    }

    @Test("tape nodes stay small")
    func nodeSize() {
        #expect(JSONDocument.bytesPerNode <= 16)
    }
}

private let lineEndingCases: [(String, [LinkCheckCore.SourceLocation])] = [
    ("[1,\n2,\n3]", [jsonLoc(1, 2), jsonLoc(2, 1), jsonLoc(3, 1)]),
    ("[1,\r\n2,\r\n3]", [jsonLoc(1, 2), jsonLoc(2, 1), jsonLoc(3, 1)]),
    ("[1,\r2,\r  3]", [jsonLoc(1, 2), jsonLoc(2, 1), jsonLoc(3, 3)]),
    ("[1,\n\r2,\r\n\r\n3]", [jsonLoc(1, 2), jsonLoc(3, 1), jsonLoc(5, 1)]),
    ("\r\n\r\n  [\r\n\t1]", [jsonLoc(4, 2)])
]

@Suite("JSON positions")
struct JSONPositionTests {
    @Test("nested values and keys")
    func nested() throws {
        let text = """
            {
              "a": [1, {"b": true}],
              "c": "x"
            }
            """
        let root = try jsonParse(text).root
        #expect(root.location == jsonLoc(1, 1))
        let members = Array(root.members)
        #expect(members.map(\.keyLocation) == [jsonLoc(2, 3), jsonLoc(3, 3)])
        #expect(members.map(\.value.location) == [jsonLoc(2, 8), jsonLoc(3, 8)])
        let a = members[0].value
        #expect(a.elements.map(\.location) == [jsonLoc(2, 9), jsonLoc(2, 12)])
        let inner = try #require(a[1])
        #expect(inner.members.map(\.keyLocation) == [jsonLoc(2, 13)])
        #expect(inner["b"]?.location == jsonLoc(2, 18))
    }

    @Test("line endings: LF, CRLF and lone CR each end a line", arguments: lineEndingCases)
    func lineEndings(_ text: String, _ expected: [LinkCheckCore.SourceLocation]) throws {
        #expect(try jsonParse(text).root.elements.map(\.location) == expected)
    }

    @Test(
        "columns count Unicode scalars, not bytes",
        arguments: [
            ("[\"é\", 1]", 7),  // 2-byte scalar
            ("[\"e\u{301}\", 1]", 8),  // e + combining accent: two scalars
            ("[\"日本\", 1]", 8),  // 3-byte scalars
            ("[\"😀\", 1]", 7),  // 4-byte scalar
            ("[\"\\u00e9\", 1]", 12)  // escapes count as written
        ])
    func columns(_ text: String, _ column: Int) throws {
        let values = Array(try jsonParse(text).root.elements)
        #expect(values.last?.location == jsonLoc(1, column))
    }

    @Test("the brief's example: a value after a key with é")
    func keyWithAccent() throws {
        let root = try jsonParse("{\"é\": 1,\n \"e\u{301}\": 2}").root
        #expect(root.members.map(\.value.location) == [jsonLoc(1, 7), jsonLoc(2, 8)])
    }

    @Test("location(ofByteOffset:) maps and clamps offsets")
    func byteOffsets() throws {
        let doc = try jsonParse("[\"é\",\n 2]")
        #expect(doc.location(ofByteOffset: 0) == jsonLoc(1, 1))
        #expect(doc.location(ofByteOffset: 2) == jsonLoc(1, 3))
        #expect(doc.location(ofByteOffset: 4) == jsonLoc(1, 4))  // after the two bytes of é
        #expect(doc.location(ofByteOffset: 6) == jsonLoc(1, 6))  // the newline itself
        #expect(doc.location(ofByteOffset: 7) == jsonLoc(2, 1))
        #expect(doc.location(ofByteOffset: -5) == jsonLoc(1, 1))
        #expect(doc.location(ofByteOffset: 1000) == jsonLoc(2, 4))
        #expect(doc.root.elements.map(\.byteOffset) == [1, 8])
    }

    @Test("columns on very long lines (block index) match a direct count")
    func longLines() throws {
        let n = 60_000
        let text = "\n[" + String(repeating: "\"é\",", count: n) + "1]"
        let doc = try jsonParse(text)
        let values = Array(doc.root.elements)
        #expect(values.count == n + 1)
        #expect(values.last?.location == jsonLoc(2, 2 + 4 * n))
        #expect(values[n / 2].location == jsonLoc(2, 2 + 4 * (n / 2)))
        #expect(values[1].location == jsonLoc(2, 6))
        // Minified documents beyond the block size: a value after many multi-byte scalars.
        let minified = Array(("[" + String(repeating: "\"日本\",", count: n) + "true]").utf8)
        let last = try JSONDocument.parse(minified).root[n]
        #expect(last?.location == jsonLoc(1, 2 + 5 * n))
    }
}
