import LinkCheckCore
import Testing

/// Parses UTF-8 text, for tests.
func jsonParse(_ text: String, limits: JSONLimits = JSONLimits()) throws(JSONSyntaxError) -> JSONDocument {
    try JSONDocument.parse(Array(text.utf8), limits: limits)
}

/// The error parsing `bytes` throws, or nil if it parses.
func jsonError(_ bytes: [UInt8], limits: JSONLimits = JSONLimits()) -> JSONSyntaxError? {
    do {
        _ = try JSONDocument.parse(bytes, limits: limits)
        return nil
    } catch {
        return error
    }
}

func jsonLoc(_ line: Int, _ column: Int) -> LinkCheckCore.SourceLocation {
    LinkCheckCore.SourceLocation(line: line, column: column)
}

/// One input that must fail: the exact message and where.
struct JSONErrorCase: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var message: String
    var location: LinkCheckCore.SourceLocation

    init(_ name: String, _ text: String, _ message: String, _ line: Int, _ column: Int) {
        self.init(name, Array(text.utf8), message, line, column)
    }

    init(_ name: String, _ bytes: [UInt8], _ message: String, _ line: Int, _ column: Int) {
        self.name = name
        self.bytes = bytes
        self.message = message
        self.location = LinkCheckCore.SourceLocation(line: line, column: column)
    }

    var testDescription: String { name }
}

// MARK: - Error cases

/// Builds `"` + bytes + `"`.
private func quotedBytes(_ bytes: [UInt8]) -> [UInt8] { [0x22] + bytes + [0x22] }

private let structureErrors: [JSONErrorCase] = [
    .init("empty input", "", "expected a JSON value, found end of file", 1, 1),
    .init("whitespace only", "  \n\t ", "expected a JSON value, found end of file", 2, 3),
    .init("trailing content", "1 x", "unexpected \"x\" after the JSON value", 1, 3),
    .init("second root value", "{}\n{}", "unexpected \"{\" after the JSON value", 2, 1),
    .init("extra closing bracket", "[1]]", "unexpected \"]\" after the JSON value", 1, 4),
    .init("unterminated string", "[\"abc", "unterminated string (opened at 1:2) at end of file", 1, 6),
    .init("unterminated string after backslash", "\"ab\\", "unterminated string (opened at 1:1) at end of file", 1, 5),
    .init("unterminated array", "[1, 2", "unterminated array (opened at 1:1) at end of file", 1, 6),
    .init("unterminated array after [", "[", "unterminated array (opened at 1:1) at end of file", 1, 2),
    .init("unterminated array after comma", "[1,\n", "unterminated array (opened at 1:1) at end of file", 2, 1),
    .init("unterminated nested array", "{\"a\": [1", "unterminated array (opened at 1:7) at end of file", 1, 9),
    .init("unterminated object", "{\"a\": 1", "unterminated object (opened at 1:1) at end of file", 1, 8),
    .init("unterminated object after {", "{", "unterminated object (opened at 1:1) at end of file", 1, 2),
    .init("unterminated object after key", "{\"a\"", "unterminated object (opened at 1:1) at end of file", 1, 5),
    .init("unterminated object after colon", "{\"a\":", "unterminated object (opened at 1:1) at end of file", 1, 6),
    .init("unterminated object after comma", "{\"a\":1,", "unterminated object (opened at 1:1) at end of file", 1, 8),
    .init("missing comma in array", "[1 2]", "expected \",\" or \"]\" after an array element, found \"2\"", 1, 4),
    .init("wrong bracket closing array", "[1}", "expected \",\" or \"]\" after an array element, found \"}\"", 1, 3),
    .init("wrong bracket closing object", "{\"a\":1]", "expected \",\" or \"}\" after an object member, found \"]\"", 1, 7),
    .init("missing comma in object", "{\"a\":1 \"b\":2}", "expected \",\" or \"}\" after an object member, found \"\\\"\"", 1, 8),
    .init("missing colon", "{\"a\" 1}", "expected \":\" after an object key, found \"1\"", 1, 6),
    .init("non-string key", "{1:2}", "expected a string key or \"}\", found \"1\"", 1, 2),
    .init("comma first in object", "{,}", "expected a string key or \"}\", found \",\"", 1, 2),
    .init("non-string key after comma", "{\"a\":1,2:3}", "expected a string key, found \"2\"", 1, 8),
    .init("unquoted key", "{a: 1}", "expected a string key or \"}\", found \"a\"; object keys need double quotes", 1, 2),
    .init("single-quoted key", "{'a': 1}", "expected a string key or \"}\", found \"'\"; JSON strings use double quotes", 1, 2),
    .init("single-quoted value", "['a']", "expected a JSON value, found \"'\"; JSON strings use double quotes", 1, 2),
    .init("missing value", "{\"a\":}", "expected a JSON value, found \"}\"", 1, 6),
    .init("double comma", "[1,,2]", "expected a JSON value, found \",\"", 1, 4),
    .init("comma first in array", "[,1]", "expected a JSON value, found \",\"", 1, 2),
    .init("trailing comma in array", "[1, 2,]", "trailing comma before \"]\"", 1, 6),
    .init("trailing comma in object", "{\"a\": 1,\n}", "trailing comma before \"}\"", 1, 8),
    .init("line comment", "// note\n1", "expected a JSON value, found \"/\"; JSON does not allow comments", 1, 1),
    .init(
        "block comment after element", "[1 /* c */]",
        "expected \",\" or \"]\" after an array element, found \"/\"; JSON does not allow comments", 1, 4),
    .init(
        "NUL outside strings", [0x5B, 0x31, 0x00, 0x5D],
        "expected \",\" or \"]\" after an array element, found byte 0x00", 1, 3),
    .init("non-ASCII outside strings", "[é]", "expected a JSON value, found \"é\"", 1, 2),
    .init("no-break space outside strings", "[\u{A0}1]", "expected a JSON value, found U+00A0", 1, 2),
    .init("zero width no-break space mid-file", "[1,\u{FEFF}2]", "expected a JSON value, found U+FEFF", 1, 4),
    .init("DEL outside strings", "[\u{7F}]", "expected a JSON value, found byte 0x7F", 1, 2)
]

private let literalAndNumberErrors: [JSONErrorCase] = [
    .init("truncated true", "tru", "expected \"true\", found \"tru\"", 1, 1),
    .init("truncated null in array", "[nul]", "expected \"null\", found \"nul\"", 1, 2),
    .init("truncated false", "{\"a\": fals}", "expected \"false\", found \"fals\"", 1, 7),
    .init("capitalized literal", "True", "expected \"true\", found \"True\"", 1, 1),
    .init("upper-case literal", "[NULL]", "expected \"null\", found \"NULL\"", 1, 2),
    .init("bare word", "[hello]", "expected a JSON value, found a bare word; strings need double quotes", 1, 2),
    // Not quoted: a file that begins with a word is likely not JSON, and its first word may be a secret.
    .init("bare word first", "ghp_token0123456789", "the file is not JSON: it begins with a bare word, not a JSON value such as \"{\" or \"[\"", 1, 1),
    // Not quoted either inside a container: `[ghp_…` is a token after one bracket.
    .init(
        "bare word after a bracket", "[ghp_abcdefghijklmnopqrstuvwxyz0123456789]",
        "expected a JSON value, found a bare word; strings need double quotes", 1, 2),
    .init("a literal's prefix with more after it", "[nullghp_secret]", "expected \",\" or \"]\" after an array element, found \"g\"", 1, 6),
    .init("a literal and one letter more", "[NULLL]", "expected \"null\", found \"NULLL\"", 1, 2),
    .init("a literal's capitals with a token after them", "[NULLghp_secret]", "expected a JSON value, found a bare word; strings need double quotes", 1, 2),
    .init("literal followed by letters", "[truex]", "expected \",\" or \"]\" after an array element, found \"x\"", 1, 6),
    .init("NaN", "NaN", "NaN is not allowed in JSON", 1, 1),
    .init("Infinity", "[Infinity]", "Infinity is not allowed in JSON", 1, 2),
    .init("-Infinity", "-Infinity", "-Infinity is not allowed in JSON", 1, 1),
    .init("leading zero", "01", "leading zero in number \"01\"", 1, 1),
    .init("leading zero after minus", "[-012]", "leading zero in number \"-012\"", 1, 3),
    .init("plus sign", "+1", "expected a JSON value, found \"+\"; numbers cannot start with \"+\"", 1, 1),
    .init("leading decimal point", ".5", "expected a JSON value, found \".\"; write a 0 before the decimal point", 1, 1),
    .init("trailing decimal point", "1.", "expected a digit after the decimal point, found end of file", 1, 3),
    .init("decimal point before bracket", "[1.]", "expected a digit after the decimal point, found \"]\"", 1, 4),
    .init("empty exponent", "1e", "expected a digit in the exponent, found end of file", 1, 3),
    .init("exponent sign only", "[1E+]", "expected a digit in the exponent, found \"]\"", 1, 5),
    .init("exponent letter", "1e-x", "expected a digit in the exponent, found \"x\"", 1, 4),
    .init("lone minus", "-", "expected a digit after \"-\", found end of file", 1, 2),
    .init("minus letter", "[-a]", "expected a digit after \"-\", found \"a\"", 1, 3),
    .init("hex number", "0x1F", "unexpected \"x\" after the JSON value", 1, 2),
    .init("two decimal points", "[1.2.3]", "expected \",\" or \"]\" after an array element, found \".\"", 1, 5)
]

private let stringErrors: [JSONErrorCase] = [
    .init("raw newline", "\"a\nb\"", "control character U+000A in a string; write it as \\n", 1, 3),
    .init("raw tab", "[\"a\tb\"]", "control character U+0009 in a string; write it as \\t", 1, 4),
    .init("raw carriage return", "\"\r\"", "control character U+000D in a string; write it as \\r", 1, 2),
    .init("raw U+0001", "\"\u{01}\"", "control character U+0001 in a string; write it as \\u0001", 1, 2),
    .init("raw U+001F after SWAR block", "\"abcdefghijkl\u{1F}\"", "control character U+001F in a string; write it as \\u001F", 1, 14),
    .init("raw NUL in a string", [0x20, 0x22, 0x00, 0x22], "control character U+0000 in a string; write it as \\u0000", 1, 3),
    .init("invalid escape", "\"a\\x\"", "invalid escape \"\\x\" in a string", 1, 3),
    .init("invalid escape of non-ASCII", "\"\\é\"", "invalid escape \"\\é\" in a string", 1, 2),
    .init(
        "escaped control character", [0x22, 0x5C, 0x01, 0x22],
        "invalid escape in a string: a backslash followed by byte 0x01", 1, 2),
    .init("short unicode escape", "\"\\u12\"", "invalid escape \"\\u12\" in a string; expected 4 hex digits after \\u", 1, 2),
    .init("non-hex unicode escape", "\"ab\\u00G0\"", "invalid escape \"\\u00\" in a string; expected 4 hex digits after \\u", 1, 4),
    .init("unicode escape cut by end of file", "\"\\u00", "unterminated string (opened at 1:1) at end of file", 1, 6),
    .init("lone high surrogate", "\"\\uD800\"", "lone surrogate \\uD800 in a string", 1, 2),
    .init("lone high surrogate, lower case", "\"x\\ud83d\"", "lone surrogate \\uD83D in a string", 1, 3),
    .init("lone low surrogate", "\"\\uDC00\\uD800\"", "lone surrogate \\uDC00 in a string", 1, 2),
    .init("high surrogate then non-surrogate", "\"\\uD800\\u0041\"", "lone surrogate \\uD800 in a string", 1, 2),
    .init("high surrogate twice", "\"\\uD800\\uD800\"", "lone surrogate \\uD800 in a string", 1, 2),
    .init("high surrogate then other escape", "\"\\uDBFF\\n\"", "lone surrogate \\uDBFF in a string", 1, 2),
    .init("high surrogate then text", "\"\\uD800abc\"", "lone surrogate \\uD800 in a string", 1, 2),
    .init(
        "high surrogate then bad escape", "\"\\uD800\\u12\"",
        "invalid escape \"\\u12\" in a string; expected 4 hex digits after \\u", 1, 8)
]

private let encodingErrors: [JSONErrorCase] = [
    .init("invalid byte 0xFF in a string", quotedBytes([0x61, 0xFF]), "invalid UTF-8 byte 0xFF", 1, 3),
    .init("truncated 2-byte sequence", quotedBytes([0xC3]), "invalid UTF-8 byte 0xC3", 1, 2),
    .init("bad continuation", quotedBytes([0xC3, 0x28]), "invalid UTF-8 byte 0xC3", 1, 2),
    .init("lone continuation byte", quotedBytes([0x80]), "invalid UTF-8 byte 0x80", 1, 2),
    .init("overlong 2-byte", quotedBytes([0xC0, 0xAF]), "invalid UTF-8 byte 0xC0", 1, 2),
    .init("overlong 2-byte C1", quotedBytes([0xC1, 0xBF]), "invalid UTF-8 byte 0xC1", 1, 2),
    .init("overlong 3-byte", quotedBytes([0xE0, 0x80, 0xAF]), "invalid UTF-8 byte 0xE0", 1, 2),
    .init("overlong 4-byte", quotedBytes([0xF0, 0x80, 0x80, 0xAF]), "invalid UTF-8 byte 0xF0", 1, 2),
    .init("UTF-8 encoded surrogate", quotedBytes([0xED, 0xA0, 0x80]), "invalid UTF-8 byte 0xED", 1, 2),
    .init("beyond U+10FFFF", quotedBytes([0xF4, 0x90, 0x80, 0x80]), "invalid UTF-8 byte 0xF4", 1, 2),
    .init("5-byte lead", quotedBytes([0xF8, 0x88, 0x80, 0x80, 0x80]), "invalid UTF-8 byte 0xF8", 1, 2),
    .init("truncated 3-byte before quote", quotedBytes([0xE2, 0x82]), "invalid UTF-8 byte 0xE2", 1, 2),
    .init("truncated 4-byte at end of file", [0x22, 0xF0, 0x9F, 0x98], "invalid UTF-8 byte 0xF0", 1, 2),
    .init("invalid byte after valid text", Array("\"héllo wörld ".utf8) + [0xFE, 0x22], "invalid UTF-8 byte 0xFE", 1, 14),
    .init("invalid byte in a key", [0x7B, 0x22, 0xC3, 0x22, 0x3A, 0x31, 0x7D], "invalid UTF-8 byte 0xC3", 1, 3),
    .init("invalid byte outside strings", [0x5B, 0xFF, 0x5D], "invalid UTF-8 byte 0xFF", 1, 2),
    .init("invalid byte after the value", [0x31, 0x20, 0xC3], "invalid UTF-8 byte 0xC3", 1, 3),
    .init("UTF-16 big-endian BOM", [0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D], "the file is UTF-16; save it as UTF-8", 1, 1),
    .init("UTF-16 little-endian BOM", [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], "the file is UTF-16; save it as UTF-8", 1, 1),
    .init("UTF-16LE without BOM", [0x7B, 0x00, 0x7D, 0x00], "the file is UTF-16; save it as UTF-8", 1, 1),
    .init("UTF-16BE without BOM", [0x00, 0x5B, 0x00, 0x5D], "the file is UTF-16; save it as UTF-8", 1, 1),
    .init("a single NUL", [0x00], "the file is UTF-16; save it as UTF-8", 1, 1)
]

private let positionErrors: [JSONErrorCase] = [
    .init("error on a later line", "{\n  \"a\": tru\n}", "expected \"true\", found \"tru\"", 2, 8),
    .init("error after CRLF", "[1,\r\n 2,\r\n x]", "expected a JSON value, found a bare word; strings need double quotes", 3, 2),
    .init("error after lone CR", "[1,\r2,\rx]", "expected a JSON value, found a bare word; strings need double quotes", 3, 1),
    .init("error after LF CR (two line ends)", "[1,\n\r x]", "expected a JSON value, found a bare word; strings need double quotes", 3, 2),
    .init("error after precomposed é", "{\"é\": x}", "expected a JSON value, found a bare word; strings need double quotes", 1, 7),
    .init("error after decomposed é", "{\"e\u{301}\": x}", "expected a JSON value, found a bare word; strings need double quotes", 1, 8),
    .init("error after CJK and emoji", "[\"日本😀\", x]", "expected a JSON value, found a bare word; strings need double quotes", 1, 9),
    .init(
        "error after a byte order mark", [0xEF, 0xBB, 0xBF] + Array("{\"a\": x}".utf8),
        "expected a JSON value, found a bare word; strings need double quotes", 1, 7),
    .init("byte order mark only", [0xEF, 0xBB, 0xBF], "expected a JSON value, found end of file", 1, 1),
    .init("control character on third line", "[\n\"ok\",\n\"a\u{7}\"]", "control character U+0007 in a string; write it as \\u0007", 3, 3)
]

@Suite("JSON syntax errors")
struct JSONErrorTests {
    @Test("structure errors", arguments: structureErrors)
    func structure(_ c: JSONErrorCase) { check(c) }

    @Test("literal and number errors", arguments: literalAndNumberErrors)
    func literalsAndNumbers(_ c: JSONErrorCase) { check(c) }

    @Test("string errors", arguments: stringErrors)
    func strings(_ c: JSONErrorCase) { check(c) }

    @Test("encoding errors", arguments: encodingErrors)
    func encoding(_ c: JSONErrorCase) { check(c) }

    @Test("error positions", arguments: positionErrors)
    func positions(_ c: JSONErrorCase) { check(c) }

    private func check(_ c: JSONErrorCase, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let error = jsonError(c.bytes)
        #expect(error?.message == c.message, sourceLocation: sourceLocation)
        #expect(error?.location == c.location, sourceLocation: sourceLocation)
    }

    @Test("nesting one level deeper than the limit fails at that bracket")
    func depthLimit() {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(jsonError(Array(ok.utf8)) == nil)
        let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(
            jsonError(Array(deep.utf8)) == JSONSyntaxError(message: "nesting deeper than 512 levels; --max-depth raises the limit", location: jsonLoc(1, 513)))
    }

    @Test("a custom depth limit counts arrays and objects alike")
    func customDepthLimit() {
        let error = jsonError(Array("{\"a\": [{\"b\": []}]}".utf8), limits: JSONLimits(maxDepth: 3))
        #expect(error == JSONSyntaxError(message: "nesting deeper than 3 levels; --max-depth raises the limit", location: jsonLoc(1, 14)))
        #expect(jsonError(Array("{\"a\": [{\"b\": 1}]}".utf8), limits: JSONLimits(maxDepth: 3)) == nil)
        #expect(jsonError(Array("[]".utf8), limits: JSONLimits(maxDepth: 0))?.message == "nesting deeper than 0 levels; --max-depth raises the limit")
        #expect(jsonError(Array("1".utf8), limits: JSONLimits(maxDepth: 0)) == nil)
    }

    @Test("a million opening brackets give the depth error, not a stack overflow")
    func millionBrackets() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        #expect(jsonError(bytes) == JSONSyntaxError(message: "nesting deeper than 512 levels; --max-depth raises the limit", location: jsonLoc(1, 513)))
        // Objects too.
        let objects = Array(String(repeating: "{\"a\":", count: 200_000).utf8)
        #expect(
            jsonError(objects) == JSONSyntaxError(message: "nesting deeper than 512 levels; --max-depth raises the limit", location: jsonLoc(1, 5 * 512 + 1)))
    }

    @Test("a million levels parse iteratively when the limit allows it")
    func millionLevelsAllowed() throws {
        let n = 1_000_000
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: n) + [UInt8](repeating: UInt8(ascii: "]"), count: n)
        let doc = try JSONDocument.parse(bytes, limits: JSONLimits(maxDepth: n))
        #expect(doc.nodeCount == n)
        #expect(doc.root.count == 1)
    }

    @Test("the error's description is location: message")
    func description() {
        #expect(jsonError(Array("[1,]".utf8))?.description == "1:3: trailing comma before \"]\"")
    }
}
