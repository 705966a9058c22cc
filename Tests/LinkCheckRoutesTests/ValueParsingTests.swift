@testable import LinkCheckCore
@testable import LinkCheckRoutes
import Testing

/// `BaseType.parse(_:)`: captured text read as the app's Swift code reads it (docs/routes.md, "Types").
@Suite struct ValueParsingTests {
    static let sizes: BaseType = .enumeration(["price", "date", "café"])
    static let uuidText = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

    struct Case: Sendable, CustomTestStringConvertible {
        var type: BaseType
        var text: String
        /// `nil`: the text must be rejected.
        var value: Value?
        init(_ type: BaseType, _ text: String, _ value: Value?) {
            (self.type, self.text, self.value) = (type, text, value)
        }
        var testDescription: String {
            "\(type.schemaName) \(SwiftLiteral.string(text)) → \(value.map { RouteSyntax.value($0) } ?? "rejected")"
        }
    }

    static let cases: [Case] = [
        // Int(_:)
        Case(.int, "42", .int(42)),
        Case(.int, "+42", .int(42)),
        Case(.int, "-42", .int(-42)),
        Case(.int, "-0", .int(0)),
        Case(.int, "007", .int(7)),
        Case(.int, "9223372036854775807", .int(Int.max)),
        Case(.int, "-9223372036854775808", .int(Int.min)),
        Case(.int, "9223372036854775808", nil),
        Case(.int, "4.0", nil),
        Case(.int, "٣", nil),
        Case(.int, " 1", nil),
        Case(.int, "1 ", nil),
        Case(.int, "0x10", nil),
        Case(.int, "1_000", nil),
        Case(.int, "+", nil),
        Case(.int, "", nil),
        Case(.int, "1\0", nil),
        // Double(_:)
        Case(.double, "2.5", .double(2.5)),
        Case(.double, "-2", .double(-2)),
        Case(.double, "1e3", .double(1000)),
        Case(.double, "0x1p3", .double(8)),
        Case(.double, "inf", .double(.infinity)),
        Case(.double, "INF", .double(.infinity)),
        Case(.double, "-Infinity", .double(-.infinity)),
        Case(.double, "nan", .double(.nan)),
        Case(.double, "NaN", .double(.nan)),
        Case(.double, "1e400", .double(.infinity)),
        Case(.double, "1_0", nil),
        Case(.double, "1\0", nil),
        Case(.double, "1,5", nil),
        Case(.double, "abc", nil),
        Case(.double, "", nil),
        // Bool(_:)
        Case(.bool, "true", .bool(true)),
        Case(.bool, "false", .bool(false)),
        Case(.bool, "True", nil),
        Case(.bool, "TRUE", nil),
        Case(.bool, "1", nil),
        Case(.bool, "yes", nil),
        // UUID(uuidString:)
        Case(.uuid, uuidText, UUIDValue(uuidText).map(Value.uuid)),
        Case(.uuid, uuidText.lowercased(), UUIDValue(uuidText).map(Value.uuid)),
        Case(.uuid, "E621E1F8C36C495A93FC0C247A3E6E5F", nil),
        Case(.uuid, String(uuidText.dropLast()), nil),
        Case(.uuid, uuidText + "0", nil),
        Case(.uuid, "g621E1F8-C36C-495A-93FC-0C247A3E6E5F", nil),
        Case(.uuid, "E621E1F-8C36C-495A-93FC-0C247A3E6E5F", nil),
        Case(.uuid, "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}", nil),
        // string: any non-empty text without NUL
        Case(.string, "A-1", .string("A-1")),
        Case(.string, " a/b é ", .string(" a/b é ")),
        Case(.string, "", nil),
        Case(.string, "a\0b", nil),
        // enumeration: members compare as Swift's String does
        Case(sizes, "price", .enumCase("price")),
        Case(sizes, "Price", nil),
        Case(sizes, "size", nil),
        Case(sizes, "café", .enumCase("café")),
        Case(sizes, "cafe\u{301}", .enumCase("café")),
        Case(sizes, "", nil)
    ]

    @Test(arguments: cases)
    func parse(_ c: Case) {
        switch c.type.parse(c.text) {
        case .success(let v):
            #expect(v == c.value)
        case .failure(let m):
            #expect(c.value == nil, "rejected: \(m.description)")
            #expect(m == ValueMismatch(text: c.text, expected: c.type))
        }
    }

    struct Message: Sendable, CustomTestStringConvertible {
        var type: BaseType
        var text: String
        var message: String
        init(_ type: BaseType, _ text: String, _ message: String) {
            (self.type, self.text, self.message) = (type, text, message)
        }
        var testDescription: String { message }
    }

    static let messages: [Message] = [
        Message(.int, "abc", "\"abc\" is not an Int"),
        Message(.double, "1,5", "\"1,5\" is not a Double"),
        Message(.bool, "True", "\"True\" is not a Bool"),
        Message(.uuid, "x", "\"x\" is not a UUID"),
        Message(.enumeration(["price", "date"]), "size", "\"size\" is not one of \"price\", \"date\""),
        Message(.int, "1\0", "\"1\\0\" contains a NUL byte"),
        Message(.string, "\0", "\"\\0\" contains a NUL byte"),
        Message(.int, "", "an empty value is not an Int"),
        Message(.enumeration(["price", "date"]), "", "an empty value is not one of \"price\", \"date\""),
        Message(.string, "", "an empty value is not a String"),
        Message(.int, "\u{1B}[2J", "\"\\u{1B}[2J\" is not an Int")
    ]

    @Test(arguments: messages)
    func mismatchMessage(_ c: Message) throws {
        guard case .failure(let m) = c.type.parse(c.text) else {
            Issue.record("accepted \(SwiftLiteral.string(c.text))")
            return
        }
        #expect(m.description == c.message)
    }

    @Test func uuidDescriptionIsUpperCaseCanonical() throws {
        let u = try #require(UUIDValue("e621e1f8-c36c-495a-93fc-0c247a3e6e5f"))
        #expect(u.description == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        let zero = try #require(UUIDValue("00000000-0000-0000-0000-000000000000"))
        #expect(zero.description == "00000000-0000-0000-0000-000000000000")
        let ones = try #require(UUIDValue("ffffffff-ffff-ffff-ffff-fffffffffffe"))
        #expect(ones.description == "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFE")
        #expect(ones.high == UInt64.max)
        #expect(ones.low == UInt64.max - 1)
    }

    struct Equality: Sendable, CustomTestStringConvertible {
        var a: Value
        var b: Value
        var equal: Bool
        init(_ a: Value, _ b: Value, _ equal: Bool) { (self.a, self.b, self.equal) = (a, b, equal) }
        var testDescription: String {
            "\(RouteSyntax.value(a)) \(equal ? "==" : "!=") \(RouteSyntax.value(b)) (\(a) vs \(b))"
        }
    }

    static let equalities: [Equality] = [
        Equality(.double(.nan), .double(.nan), true),
        Equality(.double(0.0), .double(-0.0), true),
        Equality(.double(1), .double(1.5), false),
        Equality(.double(.nan), .double(1), false),
        Equality(.string("price"), .enumCase("price"), false),
        Equality(.int(1), .double(1), false),
        Equality(.string("café"), .string("cafe\u{301}"), true),
        Equality(.none, .none, true),
        Equality(.none, .string(""), false),
        Equality(.bool(true), .bool(false), false)
    ]

    @Test(arguments: equalities)
    func valueEquality(_ c: Equality) {
        #expect((c.a == c.b) == c.equal)
        if c.equal {
            #expect(c.a.hashValue == c.b.hashValue)
            #expect(Set([c.a, c.b]).count == 1)
        }
    }
}
