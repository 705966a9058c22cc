@testable import LinkCheckCore
import Testing

/// Every way a file can fail to be an old-style property list: the exact message and where, and
/// which rule `parseOpenStep` reports it under.
@Suite struct OpenStepErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var message: String
        var location: String
        var maxDepth: Int
        var sourceLocation: Testing.SourceLocation

        init(
            _ name: String, _ text: String, _ message: String, _ location: String, maxDepth: Int = 512,
            sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) {
            self.init(name, Array(text.utf8), message, location, maxDepth: maxDepth, sourceLocation: sourceLocation)
        }

        init(
            _ name: String, _ bytes: [UInt8], _ message: String, _ location: String, maxDepth: Int = 512,
            sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) {
            (self.name, self.bytes, self.message, self.location) = (name, bytes, message, location)
            (self.maxDepth, self.sourceLocation) = (maxDepth, sourceLocation)
        }

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // The file as a whole
        Case("empty", "", "expected a property list, found end of file", "1:1"),
        Case("only a comment", "// !$*UTF8*$!\n", "expected a property list, found end of file", "2:1"),
        Case("two values", "abc def", #"unexpected "d" after the property list; a file holds one value"#, "1:5"),
        Case("junk after the dictionary", "{} ;", #"unexpected ";" after the property list; a file holds one value"#, "1:4"),
        Case("no value at all", "+", #"expected a property list, found "+""#, "1:1"),
        // Dictionaries
        Case("unterminated dictionary", "{", "unterminated dictionary (opened at 1:1) at end of file", "1:2"),
        Case("end after a key", "{ a", "unterminated dictionary (opened at 1:1) at end of file", "1:4"),
        Case("end after =", "{\n a = ", "unterminated dictionary (opened at 1:1) at end of file", "2:6"),
        Case("end after a value", "{ a = (b) ", "unterminated dictionary (opened at 1:1) at end of file", "1:11"),
        Case("missing ; before }", "{ a = b }", #"expected ";" after the value of "a", found "}""#, "1:9"),
        Case("missing ; between entries", "{ a = b\n c = d; }", #"expected ";" after the value of "a", found "c""#, "2:2"),
        Case("missing =", "{ a b; }", #"expected "=" after the key "a", found "b""#, "1:5"),
        Case("a strings file's key; shortcut", "{ a; }", #"expected "=" after the key "a", found ";""#, "1:4"),
        Case("missing value", "{ a = ; }", #"expected a value for the key "a", found ";""#, "1:7"),
        Case("missing key", "{ = b; }", #"expected a key or "}", found "=""#, "1:3"),
        Case("double ;", "{ a = b;; }", #"expected a key or "}", found ";""#, "1:9"),
        Case("an array as key", "{ (a) = b; }", #"expected a key or "}", found "(""#, "1:3"),
        Case("a character outside the unquoted set", "{ a = b+c; }", #"expected ";" after the value of "a", found "+""#, "1:8"),
        Case("a comment glued to an unquoted value", "{ a = b/*c*/; }", #"expected ";" after the value of "a", found "*""#, "1:9"),
        Case("non-ASCII outside quotes", "{ é = b; }", #"expected a key or "}", found "é""#, "1:3"),
        Case("no-break space outside quotes", "{\u{A0}}", #"expected a key or "}", found U+00A0"#, "1:2"),
        Case("a merge conflict", "{\n<<<<<<< HEAD\n}", #"expected a key or "}", found "<""#, "2:1"),
        // Arrays
        Case("unterminated array", "(a", "unterminated array (opened at 1:1) at end of file", "1:3"),
        Case("unterminated inner array", "{ a = (b, ", "unterminated array (opened at 1:7) at end of file", "1:11"),
        Case("missing comma", "(a b)", #"expected "," or ")" after an array element, found "b""#, "1:4"),
        Case("a leading comma", "(,)", #"expected a value or ")", found ",""#, "1:2"),
        Case("two commas", "(a,,)", #"expected a value or ")", found ",""#, "1:4"),
        Case("a NUL outside quotes", [0x28, 0x20, 0x00, 0x29], #"expected a value or ")", found byte 0x00"#, "1:3"),
        Case("a location after non-ASCII", #"("é" x)"#, #"expected "," or ")" after an array element, found "x""#, "1:6"),
        // Strings
        Case("unterminated string", #"("abc"#, "unterminated quoted string: no closing quote before the end of the file", "1:2"),
        Case(
            "unterminated single-quoted string", #"'abc\'"#,
            "unterminated quoted string: no closing quote before the end of the file", "1:1"),
        Case("a backslash at the end", #""abc\"#, "unterminated quoted string: no closing quote before the end of the file", "1:1"),
        Case("octal above \\377", #""a\777""#, #"the octal escape \777 is above \377, the largest byte"#, "1:3"),
        Case(
            "octal that is no NeXTSTEP character", #""\376""#,
            #"the octal escape \376 is no character of the NeXTSTEP encoding; write the character itself"#, "1:2"),
        Case("a bare \\U", #""\U""#, #"\U needs one to four hex digits, as in \U00E9"#, "1:2"),
        Case("a high surrogate alone", #""\UD83D""#, #"the escape \UD83D is half of a UTF-16 surrogate pair without its other half"#, "1:2"),
        Case(
            "a high surrogate before text", #""x\UD83Dx""#,
            #"the escape \UD83D is half of a UTF-16 surrogate pair without its other half"#, "1:3"),
        Case(
            "a high surrogate before another escape", #""\UD83D\U0041""#,
            #"the escape \UD83D is half of a UTF-16 surrogate pair without its other half"#, "1:2"),
        Case("a low surrogate alone", #""\UDE00""#, #"the escape \UDE00 is half of a UTF-16 surrogate pair without its other half"#, "1:2"),
        // Comments
        Case("unterminated comment", "/* abc", #"unterminated comment: no closing "*/" before the end of the file"#, "1:1"),
        Case("unterminated comment after the value", "{ a = b; }\n  /* x *", #"unterminated comment: no closing "*/" before the end of the file"#, "2:3"),
        // Data
        Case("a letter in data", "<00 g0>", #"unexpected "g" in data; data is pairs of hex digits between "<" and ">""#, "1:5"),
        Case("a letter after half a byte", "<0g>", #"a byte of data is two hex digits; "0" stands alone"#, "1:2"),
        Case("a comment in data", "<00 /* c */>", #"unexpected "/" in data; data is pairs of hex digits between "<" and ">""#, "1:5"),
        Case("space inside a byte", "<0 1>", #"a byte of data is two hex digits; "0" stands alone"#, "1:2"),
        Case("an odd number of digits", "<abc>", #"a byte of data is two hex digits; "c" stands alone"#, "1:4"),
        Case("unterminated data", "<00", #"unterminated data: no closing ">" before the end of the file"#, "1:1"),
        Case("unterminated data ending in half a byte", "(<0", #"unterminated data: no closing ">" before the end of the file"#, "1:2"),
        // Limits
        Case("nesting deeper than the limit", "(((a)))", "nesting deeper than 2 levels; --max-depth raises the limit", "1:3", maxDepth: 2),
        Case("dictionaries count too", "{a={b={};};}", "nesting deeper than 2 levels; --max-depth raises the limit", "1:7", maxDepth: 2),
        // Encoding
        Case("invalid UTF-8", [0x28, 0xFF, 0x29], "invalid UTF-8 byte 0xFF", "1:2"),
        Case("invalid UTF-8 on a later line", Array("(\n\"a".utf8) + [0xC3, 0x28] + Array("\")".utf8), "invalid UTF-8 byte 0xC3", "2:3"),
        Case("UTF-16 with a byte-order mark", [0xFF, 0xFE, 0x28, 0x00, 0x29, 0x00], "the file is UTF-16; save it as UTF-8", "1:1"),
        Case("UTF-16 without one", [0x28, 0x00, 0x29, 0x00], "the file is UTF-16; save it as UTF-8", "1:1"),
        Case("UTF-16 big-endian", [0xFE, 0xFF, 0x00, 0x28], "the file is UTF-16; save it as UTF-8", "1:1")
    ]

    @Test(arguments: cases)
    func refuses(_ c: Case) {
        do {
            let document = try OpenStepDocument.parse(c.bytes, maxDepth: c.maxDepth)
            Issue.record("parsed: \(OpenStepReaderTests.show(document.root))", sourceLocation: c.sourceLocation)
        } catch {
            #expect(error.message == c.message, sourceLocation: c.sourceLocation)
            #expect("\(error.location)" == c.location, sourceLocation: c.sourceLocation)
        }
    }

    @Test func syntaxErrorIsAPbxprojSyntaxDiagnostic() throws {
        var sink = DiagnosticSink(file: "project.pbxproj")
        let parsed = sink.parseOpenStep(Array("{ a = b }".utf8), limits: .defaults)
        #expect(parsed == nil)
        let diagnostic = try #require(sink.diagnostics.first)
        #expect(sink.diagnostics.count == 1)
        #expect(diagnostic.rule == .pbxprojSyntax && diagnostic.severity == .error)
        #expect(diagnostic.message == #"expected ";" after the value of "a", found "}""#)
        #expect(diagnostic.location == SourceLocation(line: 1, column: 9))
    }

    @Test(arguments: [[UInt8]([0x28, 0xFF, 0x29]), [0xFE, 0xFF, 0x00, 0x28]])
    func bytesThatAreNoTextAreInvalidText(_ bytes: [UInt8]) throws {
        var sink = DiagnosticSink(file: "project.pbxproj")
        let parsed = sink.parseOpenStep(bytes, limits: .defaults)
        #expect(parsed == nil)
        let diagnostic = try #require(sink.diagnostics.first)
        #expect(diagnostic.rule == .invalidText && diagnostic.severity == .error)
    }

    @Test func limitsGiveTheDepth() {
        var sink = DiagnosticSink(file: "project.pbxproj")
        let parsed = sink.parseOpenStep(Array("((a))".utf8), limits: InputLimits(maxDepth: 1))
        #expect(parsed == nil)
        #expect(sink.diagnostics.map(\.message) == ["nesting deeper than 1 levels; --max-depth raises the limit"])
    }

    /// Duplicate keys are kept, not reported: the project reader decides what they mean.
    @Test func aGoodFileReportsNothing() throws {
        var sink = DiagnosticSink(file: "project.pbxproj")
        let parsed = sink.parseOpenStep(Array("// !$*UTF8*$!\n{ a = b; a = c; }\n".utf8), limits: .defaults)
        let document = try #require(parsed)
        #expect(sink.diagnostics.isEmpty)
        #expect(document.root.entries?.map(\.key) == ["a", "a"])
    }
}
