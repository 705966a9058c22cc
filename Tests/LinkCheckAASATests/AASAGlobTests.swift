@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
import Testing

/// The pattern engine alone (`AASAPattern`): syntax (docs/aasa.md), case, substitution
/// variables (§1.11) and compile errors. Path, query and percent-encoding rows need the matcher
/// around the engine and are in `AASAMatcherRuleTests`.
@Suite struct AASAGlobTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var pattern: String
        var subject: String
        var expected: Bool
        var caseSensitive = true
        var variables: [String: [String]] = [:]

        init(
            _ pattern: String, _ subject: String, _ expected: Bool, caseSensitive: Bool = true,
            variables: [String: [String]] = [:]
        ) {
            (self.pattern, self.subject, self.expected) = (pattern, subject, expected)
            (self.caseSensitive, self.variables) = (caseSensitive, variables)
        }

        var testDescription: String {
            "\(SwiftLiteral.string(pattern)) ~ \(SwiftLiteral.string(subject))"
                + (caseSensitive ? "" : " (case-insensitive)") + " → \(expected)"
        }
    }

    static func matches(_ row: Row) throws -> Bool {
        try AASAPattern(row.pattern, caseSensitive: row.caseSensitive, variables: row.variables).matches(row.subject[...])
    }

    /// §1.5: `*`, `?`, `?*`, whole-subject matching, no escapes, `*` crossing `/`.
    static let syntax: [Row] = [
        Row("*", "", true),
        Row("*", "anything/at/all", true),
        Row("?", "", false),
        Row("?", "a", true),
        Row("?", "ab", false),
        Row("?*", "", false),
        Row("?*", "a", true),
        Row("?*", "abc", true),
        Row("abc", "abc", true),
        Row("abc", "abcd", false),  // whole subject
        Row("abc", "xabc", false),
        Row("", "", true),
        Row("", "a", false),
        Row("/buy/*", "/buy/42/x", true),  // `*` crosses `/`
        Row("/foo/*/bar/201?/mypage", "/foo/a/b/bar/2015/mypage", true),
        Row("/foo/*/bar/201?/mypage", "/foo/a/bar/20155/mypage", false),
        Row("/id/????", "/id/481", false),
        Row("/id/????", "/id/4815", true),
        Row("a*b*c", "aXbYc", true),
        Row("a*b*c", "acb", false),
        Row("**", "", true),
        Row("a**b", "ab", true),
        Row("*?", "", false),
        Row("*?*?*", "ab", true),
        Row("*?*?*", "a", false),
        Row("a$", "a$", true),  // `$` without `(` is literal
        Row("a$b", "a$b", true),
        Row("a)b", "a)b", true),
        Row("é?", "éa", true),  // `?` is one Unicode scalar
        Row("?", "é", true),
        Row("??", "é", false),
        Row("/%C3%A9", "/%C3%A9", true),  // `%` is an ordinary character
        Row("/?", "/%", true)
    ]

    @Test(arguments: syntax) func syntaxRow(_ row: Row) throws {
        #expect(try Self.matches(row) == row.expected)
    }

    /// §1.9: case folding applies to pattern, values and subject; names of variables do not fold.
    static let caseRows: [Row] = [
        Row("/buy/*", "/BUY/1", false),
        Row("/buy/*", "/BUY/1", true, caseSensitive: false),
        Row("/BUY/*", "/buy/1", true, caseSensitive: false),
        Row("my_great_product_123", "MY_GREAT_Product_123", true, caseSensitive: false),
        Row("my_great_product_123", "MY_GREAT_Product_123", false),
        Row("/id/$(upper)", "/id/q", false),
        Row("/id/$(upper)", "/id/q", true, caseSensitive: false),  // [ORACLE] predefined lists fold too
        Row("/id/$(lower)", "/id/Q", true, caseSensitive: false),
        Row("/$(food)", "/SUSHI", true, caseSensitive: false, variables: ["food": ["sushi"]]),
        Row("/$(food)", "/SUSHI", false, variables: ["food": ["sushi"]]),
        Row("/$(Food)", "/sushi", false, variables: ["food": ["sushi"], "Food": ["pizza"]]),
        Row("/café", "/CAFÉ", true, caseSensitive: false),  // simple non-ASCII folding
        Row("k", "\u{212A}", true, caseSensitive: false),  // the Kelvin sign folds to one byte (found by fuzzing)
        Row("/caf%c3%a9", "/caf%C3%A9", true, caseSensitive: false),
        Row("/caf%c3%a9", "/caf%C3%A9", false)
    ]

    @Test(arguments: caseRows) func caseRow(_ row: Row) throws {
        #expect(try Self.matches(row) == row.expected)
    }

    static let food = ["food": ["burrito", "pizza", "sushi", "samosa"], "Canadian food": ["poutine"]]

    /// §1.11: custom and predefined variables; each reference matches exactly one value.
    static let variableRows: [Row] = [
        Row("/$(lang)_$(region)/$(food)/", "/en_US/sushi/", true, variables: food),
        Row("/$(lang)_$(region)/$(food)/", "/en_US/tacos/", false, variables: food),
        Row("/$(lang)_$(region)/$(food)/", "/en_US/$(food)/", false, variables: food),
        Row("/$(lang)_$(region)/$(food)/", "/en_US/sushisushi/", false, variables: food),
        Row("/$(lang)_CA/$(Canadian food)/", "/fr_CA/poutine/", true, variables: food),  // names may hold spaces
        Row("/$(region)/home", "/UK/home", false),  // `GB`, not `UK` [ORACLE]
        Row("/$(region)/home", "/GB/home", true),
        Row("/$(region)/home", "/us/home", false),
        Row("/$(region)/home", "/us/home", true, caseSensitive: false),
        Row("/$(region)", "/USCA", false),
        Row("/$(lang)", "/zh", true),
        Row("/$(lang)", "/ar", true),
        Row("/$(lang)", "/xx", false),
        Row("/id/$(digit)", "/id/7", true),
        Row("/id/$(digit)", "/id/12", false),  // one alternative, one character
        Row("/id/$(alpha)", "/id/q", true),
        Row("/id/$(alpha)", "/id/7", false),
        Row("/id/$(upper)", "/id/Q", true),
        Row("/id/$(alnum)", "/id/-", false),
        Row("/id/$(alnum)", "/id/z", true),
        Row("/id/$(alnum)", "/id/5", true),
        Row("/id/$(xdigit)", "/id/f", true),
        Row("/id/$(xdigit)", "/id/F", true),
        Row("/id/$(xdigit)", "/id/g", false),
        Row("/$(kind)/x", "/abcz/x", true, variables: ["kind": ["a*z"]]),  // values may hold `*` and `?`
        Row("/$(kind)/x", "/az/x", true, variables: ["kind": ["a*z"]]),
        Row("/$(kind)/x", "/ab/x", false, variables: ["kind": ["a*z"]]),
        Row("/$(kind)", "/q1", true, variables: ["kind": ["?1", "x"]]),
        Row("/$(kind)", "/x", true, variables: ["kind": ["?1", "x"]]),
        Row("/$(kind)", "/", true, variables: ["kind": ["", "x"]]),  // an empty value
        Row("/$(none)", "/", false, variables: ["none": []]),  // no values: never matches
        Row("/$(none)x", "/x", false, variables: ["none": []]),
        Row("/$(digit)", "/a", true, variables: ["digit": ["a"]]),  // a custom variable wins
        Row("/$(digit)", "/1", false, variables: ["digit": ["a"]]),
        Row("$(a)$(b)$(a)", "xyzx", true, variables: ["a": ["x", "xy"], "b": ["*z", "y"]]),
        Row("$(a)$(b)$(a)", "xyzxy", true, variables: ["a": ["x", "xy"], "b": ["*z", "y"]]),
        Row("$(a)$(b)$(a)", "xyzy", false, variables: ["a": ["x", "xy"], "b": ["*z", "y"]])
    ]

    @Test(arguments: variableRows) func variableRow(_ row: Row) throws {
        #expect(try Self.matches(row) == row.expected)
    }

    @Test func compileErrors() {
        #expect(throws: AASAPatternError.undefinedVariable("food")) { try AASAPattern("/$(food)/*") }
        #expect(throws: AASAPatternError.undefinedVariable("Digit")) { try AASAPattern("/$(Digit)") }
        #expect(throws: AASAPatternError.unterminatedVariable(offset: 3)) { try AASAPattern("/é/$(food") }
        #expect(throws: AASAPatternError.nestedVariable("v")) {
            try AASAPattern("/$(v)", variables: ["v": ["a$(digit)"]])
        }
        // `$` or `(` alone in a value is fine.
        #expect((try? AASAPattern("/$(v)", variables: ["v": ["$", "(", "a$b"]]))?.matches("/a$b") == true)
    }

    @Test func errorDescriptions() {
        #expect(AASAPatternError.undefinedVariable("food").description == "the substitution variable \"food\" is not defined")
        #expect(AASAPatternError.unterminatedVariable(offset: 3).description == "\"$(\" at character 4 is not closed by \")\"")
        #expect(
            AASAPatternError.nestedVariable("v").description
                == "a value of the substitution variable \"v\" refers to another variable, which values cannot do")
    }

    @Test func predefinedTables() {
        #expect(AASAVariables.predefinedNames == ["alpha", "upper", "lower", "alnum", "digit", "xdigit", "region", "lang"])
        #expect(AASAVariables.predefinedValues("digit") == ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"])
        #expect(AASAVariables.predefinedValues("xdigit")?.joined() == "0123456789ABCDEFabcdef")
        #expect(AASAVariables.predefinedValues("alpha")?.count == 52)
        #expect(AASAVariables.predefinedValues("alnum")?.count == 62)
        #expect(AASAVariables.predefinedValues("region")?.count == 257)
        #expect(AASAVariables.predefinedValues("region")?.contains("GB") == true)
        #expect(AASAVariables.predefinedValues("region")?.contains("UK") == false)
        #expect(AASAVariables.predefinedValues("lang")?.count == 183)
        #expect(AASAVariables.predefinedValues("lang")?.allSatisfy { $0.utf8.count == 2 } == true)
        #expect(AASAVariables.predefinedValues("food") == nil)
    }
}
