@testable import LinkCheckCore
import LinkCheckTestSupport
import Testing

/// Every way a file can fail to be an XML property list: the exact message and where, and never
/// a crash.
@Suite struct PlistErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var message: String
        var location: String
        var sourceLocation: Testing.SourceLocation

        init(
            _ name: String, _ text: String, _ message: String, _ location: String,
            sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) {
            self.init(name, Array(text.utf8), message, location, sourceLocation: sourceLocation)
        }

        init(
            _ name: String, _ bytes: [UInt8], _ message: String, _ location: String,
            sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) {
            (self.name, self.bytes, self.message, self.location, self.sourceLocation) = (name, bytes, message, location, sourceLocation)
        }

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // The file as a whole
        Case("empty", "", "expected an XML property list (<plist>), found end of file", "1:1"),
        Case("whitespace and a comment only", "\n <!-- x -->\n", "expected an XML property list (<plist>), found end of file", "3:1"),
        Case("binary", Array("bplist00".utf8) + [0xD1, 0x01], "this is a binary property list; convert it to XML with \"plutil -convert xml1 FILE\"", "1:1"),
        Case("UTF-16", [0xFF, 0xFE, 0x3C, 0x00], "the file is UTF-16; save it as UTF-8 (\"plutil -convert xml1 FILE\" does)", "1:1"),
        Case("invalid UTF-8", Array("<plist><string>".utf8) + [0xC3, 0x28], "invalid UTF-8 byte 0xC3", "1:16"),
        Case("overlong UTF-8", Array("<plist>\n".utf8) + [0xC0, 0xAF], "invalid UTF-8 byte 0xC0", "2:1"),
        Case("NUL", Array("<plist><true/></plist>".utf8) + [0], "character U+0000 is not allowed in XML", "1:23"),
        Case("control character", "<plist><string>a\u{07}</string></plist>", "character U+0007 is not allowed in XML", "1:17"),
        Case("U+FFFF", "<plist><string>\u{FFFF}</string></plist>", "character U+FFFF is not allowed in XML", "1:16"),
        Case("old-style plist", "{ a = b; }", "the file is not a property list: it begins with text, not an XML element such as <plist>", "1:1"),
        // A secret's first words are never shown (a .env named as the Info.plist).
        Case("a .env file", "AWS_SECRET=hunter2\n", "the file is not a property list: it begins with text, not an XML element such as <plist>", "1:1"),

        // Markup
        Case("unterminated comment", "<plist><!-- x", "unterminated comment (opened at 1:8) at end of file", "1:14"),
        Case("unterminated comment in text", "<plist><string>a<!-- x", "unterminated comment (opened at 1:17) at end of file", "1:23"),
        Case("unterminated CDATA", "<plist><string><![CDATA[x", "unterminated CDATA section (opened at 1:16) at end of file", "1:26"),
        Case("unterminated DOCTYPE", "<!DOCTYPE plist \"x>", "unterminated DOCTYPE (opened at 1:1) at end of file", "1:20"),
        Case("unterminated processing instruction", "<plist><?pi", "unterminated \"<?pi\" (opened at 1:8) at end of file", "1:12"),
        Case("late XML declaration", "<plist><?xml version=\"1.0\"?><true/></plist>", "the XML declaration \"<?xml …?>\" must come first in the file", "1:8"),
        Case("unterminated tag", "<plist version=\"1.0\"", "unterminated tag <plist (opened at 1:1) at end of file", "1:21"),
        Case("attribute without a value", "<plist version><true/></plist>", "expected \"=\" after the attribute \"version\" of <plist>, found \">\"", "1:15"),
        Case("unquoted attribute", "<plist version=1.0>", "expected a quoted value for the attribute \"version\" of <plist>, found \"1\"", "1:16"),
        Case("unterminated attribute", "<plist version=\"1.0>", "unterminated attribute value (opened at 1:16) at end of file", "1:21"),
        Case("< in an attribute", "<plist a=\"<\">", "\"<\" is not allowed in an attribute value; write it as \"&lt;\"", "1:11"),
        Case("attribute without space", "<plist a=\"1\"b=\"2\">", "expected an attribute, \">\" or \"/>\" in <plist>, found \"b\"", "1:13"),
        Case("no element name", "< plist>", "expected an element name after \"<\", found U+0020", "1:2"),
        Case("no end-tag name", "<plist></>", "expected an element name after \"</\", found \">\"", "1:10"),
        Case("end tag not closed", "<plist><true/></plist x>", "expected \">\" to end </plist>, found \"x\"", "1:23"),
        Case("unknown markup", "<plist><!ELEMENT x></plist>", "unexpected \"<!\"; expected a comment, a CDATA section or a DOCTYPE", "1:8"),

        // References
        Case(
            "unknown entity", "<plist><string>&nbsp;</string></plist>",
            "unknown entity \"&nbsp;\"; XML defines only &lt; &gt; &amp; &quot; &apos; (write any other character itself or as &#NNN;)", "1:16"),
        Case("bare ampersand", "<plist><string>a & b</string></plist>", "a bare \"&\" must be written \"&amp;\"", "1:18"),
        Case("empty reference", "<plist><string>&;</string></plist>", "a bare \"&\" must be written \"&amp;\"", "1:16"),
        Case("reference to NUL", "<plist><string>&#0;</string></plist>", "\"&#0;\" refers to U+0000, which XML does not allow", "1:16"),
        Case("reference to a surrogate", "<plist><string>&#xD800;</string></plist>", "\"&#xD800;\" refers to U+D800, which XML does not allow", "1:16"),
        Case("malformed reference", "<plist><string>&#x;</string></plist>", "\"&#x;\" is not a character reference; write &#NNN; or &#xHHH;", "1:16"),
        Case("signed reference", "<plist><string>&#+65;</string></plist>", "\"&#+65;\" is not a character reference; write &#NNN; or &#xHHH;", "1:16"),

        // Structure
        Case("unterminated dict", "<plist>\n<dict>\n", "unterminated <dict> (opened at 2:1) at end of file", "3:1"),
        Case("unterminated string", "<plist><string>a", "unterminated <string> (opened at 1:8) at end of file", "1:17"),
        Case("mismatched end tag", "<plist><array></dict></plist>", "expected </array> to close <array> (opened at 1:8), found </dict>", "1:15"),
        Case("mismatched leaf end tag", "<plist><string>a</key></plist>", "expected </string>, found </key>", "1:17"),
        Case("stray end tag", "</plist>", "unexpected </plist> with no element open", "1:1"),
        Case("unknown element", "<plist><strin>a</strin></plist>", "unknown element <strin>; did you mean \"string\"?", "1:8"),
        Case("element in a string", "<plist><string>a<b/></string></plist>", "<string> holds text only, not <b>", "1:17"),
        Case("key without a value", "<plist><dict><key>a</key></dict></plist>", "the key \"a\" has no value", "1:14"),
        Case("two keys in a row", "<plist><dict><key>a</key><key>b</key><true/></dict></plist>", "the key \"a\" has no value", "1:14"),
        Case("value without a key", "<plist><dict><true/></dict></plist>", "<true> in a <dict> needs a <key> before it", "1:14"),
        Case("key outside a dict", "<plist><array><key>a</key></array></plist>", "<key> belongs in a <dict>", "1:15"),
        Case("empty plist", "<plist></plist>", "the <plist> element is empty; it must hold one value", "1:1"),
        Case("self-closing plist", "<plist/>", "the <plist> element is empty; it must hold one value", "1:1"),
        Case("two values", "<plist><true/><false/></plist>", "<plist> holds more than one value; the second is here", "1:15"),
        Case("nested plist", "<plist><plist/></plist>", "<plist> may only be the root element", "1:8"),
        Case("text in a dict", "<plist><dict>\n  oops\n</dict></plist>", "unexpected text \"oops\" in <dict>", "2:3"),
        Case("text after the root", "<plist><true/></plist>x", "unexpected text \"x\" after the property list", "1:23"),
        Case("element after the root", "<plist><true/></plist><plist/>", "unexpected <plist> after the property list; a file holds one", "1:23"),
        Case("DOCTYPE after the root element", "<plist><!DOCTYPE plist><true/></plist>", "a DOCTYPE must come before the root element", "1:8"),
        Case("two DOCTYPEs", "<!DOCTYPE a><!DOCTYPE b><plist><true/></plist>", "a second DOCTYPE", "1:13"),

        // Leaf values
        Case("not an integer", "<plist><integer>1.5</integer></plist>", "\"1.5\" in <integer> is not an integer", "1:8"),
        Case("empty integer", "<plist><integer/></plist>", "empty text in <integer> is not an integer", "1:8"),
        Case(
            "integer out of range", "<plist><integer>9223372036854775808</integer></plist>", "\"9223372036854775808\" in <integer> is out of range (64-bit)",
            "1:8"),
        Case("not a real", "<plist><real>one</real></plist>", "\"one\" in <real> is not a number", "1:8"),
        Case("text in true", "<plist><true>yes</true></plist>", "<true> holds no text; write <true/>", "1:8"),
        Case("not a date", "<plist><date>2024-01-31</date></plist>", "\"2024-01-31\" in <date> is not of the form 2024-01-31T12:00:00Z", "1:8"),
        Case("not base64", "<plist><data>a*b</data></plist>", "\"a*b\" in <data> is not base64", "1:8"),
        Case("data after padding", "<plist><data>aGk=aGk=</data></plist>", "\"aGk=aGk=\" in <data> is not base64", "1:8"),
        Case(
            "long values are clipped", "<plist><integer>" + String(repeating: "9", count: 100) + "</integer></plist>",
            "\"" + String(repeating: "9", count: 64) + "\"… (100 characters) in <integer> is out of range (64-bit)", "1:8"),

        // Limits
        Case("too deep", "<plist><array><array><array></array></array></array></plist>", "nesting deeper than 2 levels; --max-depth raises the limit", "1:22")
    ]

    @Test(arguments: cases)
    func fails(_ c: Case) {
        do {
            let doc = try PlistDocument.parse(c.bytes, maxDepth: c.name == "too deep" ? 2 : 512)
            Issue.record("parsed: \(PlistReaderTests.show(doc.root))", sourceLocation: c.sourceLocation)
        } catch {
            #expect(error.message == c.message, sourceLocation: c.sourceLocation)
            #expect(error.location.description == c.location, sourceLocation: c.sourceLocation)
        }
    }

    @Test func syntaxErrorsAndDuplicatesBecomeDiagnostics() {
        var sink = DiagnosticSink(file: "a.plist")
        #expect(sink.parsePlist(Array("<plist><dict><key>a</key><true/><key>a</key><true/></dict></plist>".utf8)) != nil)
        #expect(sink.diagnostics.map(\.headline) == ["a.plist:1:33: error: duplicate key \"a\" [duplicate-key]"])
        #expect(sink.diagnostics.first?.notes == ["first given at a.plist:1:14"])
        var broken = DiagnosticSink(file: "b.plist")
        #expect(broken.parsePlist(Array("<plist>".utf8)) == nil)
        #expect(broken.diagnostics.map(\.headline) == ["b.plist:1:8: error: unterminated <plist> (opened at 1:1) at end of file [plist-syntax]"])
    }
}
