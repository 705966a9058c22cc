import LinkCheckCore
import Testing

private typealias Loc = LinkCheckCore.SourceLocation

private let duplicateTable: [(String, [(String, Loc, Loc)])] = [
    (#"{"a": 1, "a": 2}"#, [("a", jsonLoc(1, 10), jsonLoc(1, 2))]),
    (#"{"a": 1, "\u0061": 2}"#, [("a", jsonLoc(1, 10), jsonLoc(1, 2))]),
    (#"{"\n": 1, "\u000a": 2, "\u000A": 3}"#, [("\n", jsonLoc(1, 11), jsonLoc(1, 2)), ("\n", jsonLoc(1, 24), jsonLoc(1, 2))]),
    (#"{"é": 1, "\u00e9": 2}"#, [("é", jsonLoc(1, 10), jsonLoc(1, 2))]),
    (#"{"a": 1, "b": 2, "a": 3, "a": 4}"#, [("a", jsonLoc(1, 18), jsonLoc(1, 2)), ("a", jsonLoc(1, 26), jsonLoc(1, 2))]),
    (#"{"": 1, "": 2}"#, [("", jsonLoc(1, 9), jsonLoc(1, 2))]),
    (#"{"a": 1, "A": 2, "a ": 3, "ab": 4}"#, []),
    (#"[{"a": 1}, {"a": 2}]"#, []),
    (#"{"x": {"a": 1}, "y": {"a": 1}}"#, []),
    (#"{"k": {"k": 1}}"#, [])
]

@Suite("JSON duplicate keys")
struct JSONDuplicateKeyTests {
    private func dup(_ key: String, _ at: LinkCheckCore.SourceLocation, first: LinkCheckCore.SourceLocation) -> JSONDuplicateKey {
        JSONDuplicateKey(key: key, location: at, firstLocation: first)
    }

    @Test("duplicate keys are reported with both locations", arguments: duplicateTable)
    func table(_ json: String, _ expected: [(String, LinkCheckCore.SourceLocation, LinkCheckCore.SourceLocation)]) throws {
        let doc = try jsonParse(json)
        #expect(doc.duplicateKeys == expected.map { dup($0.0, $0.1, first: $0.2) })
    }

    @Test("duplicates in nested objects come out in document order")
    func nested() throws {
        let text = """
            {
              "x": {"k": 1, "k": 2},
              "y": [{"m": 1, "n": 2, "m": 3}],
              "x": 3
            }
            """
        let doc = try jsonParse(text)
        #expect(
            doc.duplicateKeys == [
                dup("k", jsonLoc(2, 17), first: jsonLoc(2, 9)),
                dup("m", jsonLoc(3, 26), first: jsonLoc(3, 10)),
                dup("x", jsonLoc(4, 3), first: jsonLoc(2, 3))
            ])
        // The document is still fully readable.
        #expect(doc.root.count == 3)
        #expect(doc.root["x"]?["k"]?.intValue == 1)
    }

    @Test("a 10,000-key object with one duplicate")
    func largeObjectOneDuplicate() throws {
        var text = "{"
        for i in 0..<10_000 { text += "\"key\(i)\": \(i),\n" }
        text += "\"key1234\": true}"
        let doc = try jsonParse(text)
        #expect(doc.root.count == 10_001)
        #expect(doc.duplicateKeys == [dup("key1234", jsonLoc(10_001, 1), first: jsonLoc(1_235, 1))])
        #expect(doc.root["key9999"]?.intValue == 9999)
    }

    @Test("large objects: every repeat, escaped repeats and first locations")
    func largeObjectManyDuplicates() throws {
        // 40 distinct keys, each written three times (the third time with an escape): sort path.
        var text = "{"
        for round in 0..<3 {
            for i in 0..<40 {
                let key = round == 2 ? "\\u006B\(i)" : "k\(i)"
                text += "\n\"\(key)\": \(round),"
            }
        }
        text.removeLast()
        text += "}"
        let doc = try jsonParse(text)
        var expected: [JSONDuplicateKey] = []
        for round in 1..<3 {
            for i in 0..<40 {
                expected.append(dup("k\(i)", jsonLoc(2 + round * 40 + i, 1), first: jsonLoc(2 + i, 1)))
            }
        }
        #expect(doc.duplicateKeys == expected)
    }

    @Test("an object with 100,000 distinct keys has no duplicates (and stays fast)")
    func hundredThousandKeys() throws {
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        for i in 0..<100_000 {
            if i > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += Array("\"\(i)\":\(i)".utf8)
        }
        bytes.append(UInt8(ascii: "}"))
        let doc = try JSONDocument.parse(bytes)
        #expect(doc.duplicateKeys.isEmpty)
        #expect(doc.root.count == 100_000)
    }

    @Test("100,000 copies of one key are all reported")
    func hundredThousandCopies() throws {
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        for i in 0..<100_000 {
            if i > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += Array("\"same\":\(i % 10)".utf8)
        }
        bytes.append(UInt8(ascii: "}"))
        let doc = try JSONDocument.parse(bytes)
        #expect(doc.duplicateKeys.count == 99_999)
        #expect(doc.duplicateKeys.allSatisfy { $0.key == "same" && $0.firstLocation == jsonLoc(1, 2) })
        #expect(doc.duplicateKeys.last?.location == jsonLoc(1, bytes.count - 8))
    }
}
