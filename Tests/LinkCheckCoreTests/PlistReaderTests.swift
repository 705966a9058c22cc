@testable import LinkCheckCore
import Testing

/// `PlistDocument.parse`: every plist 1.0 construct, the XML around it, and the location of
/// every key and value.
@Suite struct PlistReaderTests {
    /// A value as compact text with its location: `dict@1:1{"k"@1:7=string@1:17"v"}`.
    static func show(_ v: PlistValue) -> String {
        let at = "@\(v.location)"
        switch v.content {
        case .string(let s): return "string\(at)\(SwiftLiteral.string(s))"
        case .integer(let i): return "integer\(at)(\(i))"
        case .real(let d): return "real\(at)(\(d))"
        case .bool(let b): return "\(b)\(at)"
        case .date(let d): return "date\(at)(\(d))"
        case .data(let bytes): return "data\(at)\(bytes)"
        case .array(let elements): return "array\(at)[" + elements.map(show).joined(separator: ",") + "]"
        case .dictionary(let entries):
            return "dict\(at){" + entries.map { "\(SwiftLiteral.string($0.key))@\($0.keyLocation)=\(show($0.value))" }.joined(separator: ",") + "}"
        }
    }

    static func parse(_ text: String) throws -> String {
        show(try PlistDocument.parse(Array(text.utf8)).root)
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
        Case("string", "<plist><string>a b</string></plist>", #"string@1:8"a b""#),
        Case("empty string", "<plist><string></string></plist>", #"string@1:8"""#),
        Case("self-closing string", "<plist><string/></plist>", #"string@1:8"""#),
        Case("string keeps its whitespace", "<plist><string> a\n</string></plist>", #"string@1:8" a\n""#),
        Case("integer", "<plist><integer> -42 </integer></plist>", "integer@1:8(-42)"),
        Case("hexadecimal integer", "<plist><integer>0x1F</integer></plist>", "integer@1:8(31)"),
        Case("smallest integer", "<plist><integer>-9223372036854775808</integer></plist>", "integer@1:8(-9223372036854775808)"),
        Case("real", "<plist><real>1.5e3</real></plist>", "real@1:8(1500.0)"),
        Case("true and false", "<plist><array><true/><false/><true></true></array></plist>", "array@1:8[true@1:15,false@1:22,true@1:30]"),
        Case("date", "<plist><date>2024-01-31T12:00:00Z</date></plist>", "date@1:8(2024-01-31T12:00:00Z)"),
        Case("data", "<plist><data>\n  aGk=\n</data></plist>", "data@1:8[104, 105]"),
        Case("data without padding", "<plist><data>aGk</data></plist>", "data@1:8[104, 105]"),
        Case("empty containers", "<plist><array><dict/><array/><dict></dict></array></plist>", "array@1:8[dict@1:15{},array@1:22[],dict@1:30{}]"),
        Case(
            "dictionary", "<plist><dict><key>a</key><string>x</string><key>b</key><integer>1</integer></dict></plist>",
            #"dict@1:8{"a"@1:14=string@1:26"x","b"@1:44=integer@1:56(1)}"#),
        Case("empty key", "<plist><dict><key/><true/></dict></plist>", #"dict@1:8{""@1:14=true@1:20}"#),
        Case(
            "nesting", "<plist><dict><key>a</key><array><dict><key>b</key><array/></dict></array></dict></plist>",
            #"dict@1:8{"a"@1:14=array@1:26[dict@1:33{"b"@1:39=array@1:51[]}]}"#),
        Case("named entities", "<plist><string>&lt;&gt;&amp;&quot;&apos;</string></plist>", #"string@1:8"<>&\"'""#),
        Case("numeric references", "<plist><string>&#65;&#x42;&#x1F600;&#233;</string></plist>", #"string@1:8"AB😀é""#),
        Case("CDATA", "<plist><string><![CDATA[<a> & ]]>b</string></plist>", #"string@1:8"<a> & b""#),
        Case(
            "comments everywhere", "<!-- a --><plist><!-- b --><array><!-- c --><string>x<!-- d -->y</string></array></plist><!-- e -->",
            #"array@1:28[string@1:45"xy"]"#),
        Case(
            "XML declaration and DOCTYPE",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>k</key>
            \t<true/>
            </dict>
            </plist>

            """, #"dict@4:1{"k"@5:2=true@6:2}"#),
        Case("DOCTYPE with an internal subset", "<!DOCTYPE plist [<!ENTITY x \"y>\">]><plist><true/></plist>", "true@1:43"),
        Case("processing instruction", "<plist><?pi data?><true/></plist>", "true@1:19"),
        Case("attributes in either quotes", "<plist version='1.0' a = \"b\"><true/></plist>", "true@1:30"),
        Case("end tag with space", "<plist><true/></plist >", "true@1:8"),
        Case("root without <plist>", "<dict><key>a</key><true/></dict>", #"dict@1:1{"a"@1:7=true@1:19}"#),
        Case(
            "CR LF and lone CR lines", "<plist>\r\n<array>\r<string>a\r\nb\rc</string></array></plist>",
            #"array@2:1[string@3:1"a\nb\nc"]"#),
        Case(
            "columns count scalars", "<plist><dict><key>café</key><string>ü</string></dict></plist>",
            #"dict@1:8{"café"@1:14=string@1:29"ü"}"#),
        Case("tab is one column", "<plist>\n\t<true/></plist>", "true@2:2"),
        Case("byte-order mark", "\u{FEFF}<plist><true/></plist>", "true@1:8"),
        Case(
            "duplicate key keeps both", "<plist><dict><key>a</key><true/><key>a</key><false/></dict></plist>",
            #"dict@1:8{"a"@1:14=true@1:26,"a"@1:33=false@1:45}"#)
    ]

    @Test(arguments: cases)
    func reads(_ c: Case) throws {
        let actual = try Self.parse(c.text)
        #expect(actual == c.expected, sourceLocation: c.sourceLocation)
    }

    @Test func duplicateKeysAreListed() throws {
        let doc = try PlistDocument.parse(Array("<plist><dict><key>a</key><true/><key>b</key><true/><key>a</key><false/></dict></plist>".utf8))
        #expect(doc.duplicateKeys.map { "\($0.key) \($0.location) \($0.firstLocation)" } == ["a 1:52 1:14"])
        #expect(doc.root["a"]?.location == LinkCheckCore.SourceLocation(line: 1, column: 64), "the last value wins, as in Core Foundation")
    }

    @Test func accessors() throws {
        let root = try PlistDocument.parse(
            Array("<plist><dict><key>s</key><string>x</string><key>a</key><array><integer>1</integer></array></dict></plist>".utf8)
        ).root
        #expect(root["s"]?.stringValue == "x")
        #expect(root["a"]?.arrayValue?.count == 1)
        #expect(root["a"]?.stringValue == nil)
        #expect(root["missing"] == nil)
        #expect(root.entries?.map(\.key) == ["s", "a"])
        #expect(root["s"]?.entries == nil)
        #expect(root.typeName == "a <dict>")
        #expect(root["a"]?.typeName == "an <array>")
    }

    /// The reader keeps its own stack, and the document is flat, so neither reading nor freeing
    /// a deep document recurses.
    @Test func deepNestingWithinTheLimit() throws {
        let n = 100_000
        let text = "<plist>" + String(repeating: "<array>", count: n) + String(repeating: "</array>", count: n) + "</plist>"
        let doc = try PlistDocument.parse(Array(text.utf8), maxDepth: n)
        #expect(doc.root.arrayValue?.count == 1)
        #expect(throws: PlistSyntaxError.self) { try PlistDocument.parse(Array(text.utf8), maxDepth: n - 1) }
    }
}
