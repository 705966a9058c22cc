@testable import LinkCheckCore
import Testing

/// `OpenStepDocument.parse`: every construct of an old-style property list, the value it reads
/// as, and the location of every key and value.
@Suite struct OpenStepReaderTests {
    /// A value as compact text with its location: `dict@1:1{"k"@1:3=string@1:7"v"}`.
    static func show(_ v: OpenStepValue) -> String {
        let at = "@\(v.location)"
        if let s = v.stringValue { return "string\(at)\(SwiftLiteral.string(s))" }
        if let d = v.dataValue { return "data\(at)\(d)" }
        if let elements = v.arrayValue { return "array\(at)[" + elements.map(show).joined(separator: ",") + "]" }
        let entries = v.entries ?? []
        return "dict\(at){"
            + entries.map { "\(SwiftLiteral.string($0.key))@\($0.keyLocation)=\(show($0.value))" }
            .joined(separator: ",") + "}"
    }

    static func parse(_ text: String) throws -> String {
        show(try OpenStepDocument.parse(Array(text.utf8)).root)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var expected: String
        var sourceLocation: Testing.SourceLocation
        init(_ name: String, _ text: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            (self.name, self.text, self.expected, self.sourceLocation) = (name, text, expected, sourceLocation)
        }
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Strings
        Case("unquoted string", "abc", #"string@1:1"abc""#),
        Case("every unquoted character", "azAZ09_$/:.-", #"string@1:1"azAZ09_$/:.-""#),
        Case("a path starting with a slash", "/usr/bin/env", #"string@1:1"/usr/bin/env""#),
        Case("two slashes inside an unquoted string are no comment", "a//b", #"string@1:1"a//b""#),
        Case("quoted string", #""a b""#, #"string@1:1"a b""#),
        Case("empty quoted string", #""""#, #"string@1:1"""#),
        Case("single-quoted string", #"'say "hi"'"#, #"string@1:1"say \"hi\"""#),
        Case("raw non-ASCII in quotes", "\"Copyright © 2023\"", #"string@1:1"Copyright © 2023""#),
        Case("a line break inside quotes", "\"a\nb\"", #"string@1:1"a\nb""#),
        // Dictionaries
        Case("dictionary", #"{ a = b; "c d" = "e"; }"#, #"dict@1:1{"a"@1:3=string@1:7"b","c d"@1:10=string@1:18"e"}"#),
        Case("empty dictionary", "{}", "dict@1:1{}"),
        Case("empty dictionary with space", "{ \n }", "dict@1:1{}"),
        Case("single-quoted key", "{'k'=v;}", #"dict@1:1{"k"@1:2=string@1:6"v"}"#),
        Case("repeated key kept twice, in order", "{a=1;a=2;}", #"dict@1:1{"a"@1:2=string@1:4"1","a"@1:6=string@1:8"2"}"#),
        Case(
            "pbxproj object line",
            "{isa = PBXBuildFile; fileRef = 24D2B6A12A1B00000000ABCD /* x.swift */; }",
            #"dict@1:1{"isa"@1:2=string@1:8"PBXBuildFile","fileRef"@1:22=string@1:32"24D2B6A12A1B00000000ABCD"}"#),
        // Arrays
        Case("array with a trailing comma", #"( a, "b", )"#, #"array@1:1[string@1:3"a",string@1:6"b"]"#),
        Case("array without a trailing comma", "(a,b)", #"array@1:1[string@1:2"a",string@1:4"b"]"#),
        Case("empty array", "()", "array@1:1[]"),
        Case("empty array with space", "( )", "array@1:1[]"),
        Case("nesting", "{ a = ( { b = <00>; } ); }", #"dict@1:1{"a"@1:3=array@1:7[dict@1:9{"b"@1:11=data@1:15[0]}]}"#),
        // Data
        Case("data", "<0fA1 b2>", "data@1:1[15, 161, 178]"),
        Case("empty data", "<>", "data@1:1[]"),
        Case("data over lines", "<00\n\tff\r\n>", "data@1:1[0, 255]"),
        // Space and comments
        Case(
            "Xcode's first line, comments everywhere",
            "// !$*UTF8*$!\n{\n\t/* c */ a /* d */ = // e\n b; // f\n}\n",
            #"dict@2:1{"a"@3:10=string@4:2"b"}"#),
        Case("comments and space after the value", "abc // x\n/* y */\n", #"string@1:1"abc""#),
        Case("a comment right after a quoted string", #"("a"/*c*/,b)"#, #"array@1:1[string@1:2"a",string@1:11"b"]"#),
        Case("byte-order mark", "\u{FEFF}abc", #"string@1:1"abc""#),
        Case("CR LF lines", "{\r\na = b;\r\n}", #"dict@1:1{"a"@2:1=string@2:5"b"}"#),
        Case("lone CR lines", "{\ra = b;\r}", #"dict@1:1{"a"@2:1=string@2:5"b"}"#),
        Case("vertical tab and form feed are space", "(\u{0B}a,\u{0C}b)", #"array@1:1[string@1:3"a",string@1:6"b"]"#),
        Case("line and paragraph separators are space", "(a,\u{2028}b\u{2029})", #"array@1:1[string@1:2"a",string@1:5"b"]"#),
        Case(
            "columns count Unicode scalars", "{\n  \"©\" = \"é\"; k = v;\n}",
            #"dict@1:1{"©"@2:3=string@2:9"é","k"@2:14=string@2:18"v"}"#)
    ]

    @Test(arguments: cases)
    func reads(_ c: Case) throws {
        #expect(try Self.parse(c.text) == c.expected, sourceLocation: c.sourceLocation)
    }

    struct Escape: Sendable, CustomTestStringConvertible {
        var written: String
        var value: String
        var sourceLocation: Testing.SourceLocation
        init(_ written: String, _ value: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            (self.written, self.value, self.sourceLocation) = (written, value, sourceLocation)
        }
        var testDescription: String { written }
    }

    static let escapes: [Escape] = [
        Escape(#"\\"#, "\\"),
        Escape(#"\""#, "\""),
        Escape(#"\'"#, "'"),
        Escape(#"\n\t\r"#, "\n\t\r"),
        Escape(#"\a\b\f\v"#, "\u{07}\u{08}\u{0C}\u{0B}"),
        Escape("\\\n", "\n"),
        Escape(#"\x\é"#, "xé"),
        Escape(#"\101\0121"#, "A\n1"),
        Escape(#"\1011"#, "A1"),
        Escape(#"\0"#, "\u{0}"),
        Escape(#"\7x"#, "\u{07}x"),
        // NeXTSTEP, not Latin-1: \240 is ©, \251 a right single quote.
        Escape(#"\240\251\200"#, "©\u{2019}\u{A0}"),
        Escape(#"\U00e9\U00C9"#, "éÉ"),
        Escape(#"\U41\U4g"#, "A\u{4}g"),
        Escape(#"\U12345"#, "\u{1234}5"),
        Escape(#"\UD83D\UDE00!"#, "😀!"),
        Escape(#"a\Ub"#, "a\u{B}")
    ]

    @Test(arguments: escapes)
    func escape(_ e: Escape) throws {
        let document = try OpenStepDocument.parse(Array("\"\(e.written)\"".utf8))
        #expect(document.root.stringValue == e.value, sourceLocation: e.sourceLocation)
    }

    @Test func typeNamesAndOtherKindsAreNil() throws {
        let root = try OpenStepDocument.parse(Array("{ s = x; d = <01>; a = (); t = {}; }".utf8)).root
        let values = try #require(root.entries).map(\.value)
        #expect(values.map(\.typeName) == ["a string", "data", "an array", "a dictionary"])
        #expect(root.typeName == "a dictionary")
        #expect(values.map { $0.stringValue != nil } == [true, false, false, false])
        #expect(values.map { $0.dataValue != nil } == [false, true, false, false])
        #expect(values.map { $0.arrayValue != nil } == [false, false, true, false])
        #expect(values.map { $0.entries != nil } == [false, false, false, true])
        #expect(values.map { $0["s"] == nil } == [true, true, true, true])
        #expect(root.stringValue == nil && root.arrayValue == nil && root.dataValue == nil)
    }

    /// Small dictionaries are searched, large ones indexed: both give the first of a repeated key.
    @Test(arguments: [3, OpenStepParser.indexedCount, OpenStepParser.indexedCount + 1, 500])
    func subscriptFindsTheFirstOfARepeatedKey(entries: Int) throws {
        var text = "{ "
        for i in 0..<entries { text += "k\(i) = v\(i); " }
        text += "k1 = again; }"
        let root = try OpenStepDocument.parse(Array(text.utf8)).root
        #expect(root["k1"]?.stringValue == "v1")
        #expect(root["k0"]?.location == SourceLocation(line: 1, column: 8))
        #expect(root["k\(entries - 1)"]?.stringValue == "v\(entries - 1)")
        #expect(root["absent"] == nil)
        #expect(root.entries?.count == entries + 1)
        #expect(root.entries?.last?.value.stringValue == "again")
    }

    @Test func nestingUpToMaxDepthIsRead() throws {
        let text = String(repeating: "(", count: 3) + "a" + String(repeating: ")", count: 3)
        let root = try OpenStepDocument.parse(Array(text.utf8), maxDepth: 3).root
        #expect(root.arrayValue?.first?.arrayValue?.first?.arrayValue?.first?.stringValue == "a")
    }

    /// Far deeper than any call stack could recurse: read with the explicit stack, and released
    /// without recursion.
    @Test func deepNestingNeedsNoCallStack() throws {
        let depth = 200_000
        let text = Array(String(repeating: "(", count: depth).utf8) + Array(String(repeating: ")", count: depth).utf8)
        let document = try OpenStepDocument.parse(text, maxDepth: depth)
        #expect(document.root.arrayValue?.count == 1)
    }
}
