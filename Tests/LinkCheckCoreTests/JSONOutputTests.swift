import LinkCheckCore
import Testing

@Suite("JSON output")
struct JSONOutputTests {
    @Test(
        "string escaping",
        arguments: [
            ("plain", #""plain""#),
            ("quote \" backslash \\ slash /", #""quote \" backslash \\ slash /""#),
            ("\n\r\t\u{8}\u{C}", #""\n\r\t\b\f""#),
            ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001F""#),
            ("del \u{7F}", #""del \u007F""#),
            ("line \u{2028} paragraph \u{2029}", #""line \u2028 paragraph \u2029""#),
            ("é 日本 😀 \u{2027}\u{202A}", "\"é 日本 😀 \u{2027}\u{202A}\""),
            ("", #""""#)
        ])
    func escaping(_ string: String, _ rendered: String) throws {
        #expect(JSONOutput.string(string).render() == rendered)
        // And it reads back as the same string.
        #expect(try jsonParse(rendered).root.stringValue == string)
    }

    @Test(
        "scalars",
        arguments: [
            (JSONOutput.null, "null"),
            (.bool(true), "true"),
            (.bool(false), "false"),
            (.int(0), "0"),
            (.int(-42), "-42"),
            (.int(Int.min), "-9223372036854775808"),
            (.double(1), "1.0"),
            (.double(0.1), "0.1"),
            (.double(-0.0), "-0.0"),
            (.double(1e100), "1e+100"),
            (.double(.leastNonzeroMagnitude), "5e-324"),
            (.double(.infinity), "null"),
            (.double(-.infinity), "null"),
            (.double(.nan), "null"),
            (.number("1.50e+3"), "1.50e+3"),
            (.number("-0"), "-0"),
            (.number("01"), "null"),
            (.number("1."), "null"),
            (.number("NaN"), "null"),
            (.number(""), "null")
        ])
    func scalars(_ value: JSONOutput, _ rendered: String) throws {
        #expect(value.render() == rendered)
        #expect(value.render(pretty: true) == rendered)
        #expect(try jsonParse(rendered).root.kind == (rendered == "null" ? .null : value == .bool(true) || value == .bool(false) ? .bool : .number))
    }

    @Test("compact and pretty containers")
    func containers() {
        let value = JSONOutput.object([
            ("name", .string("x")),
            ("list", .array([.int(1), .array([]), .object([])])),
            ("nested", .object([("a", .null), ("b", .array([.bool(true)]))]))
        ])
        #expect(value.render() == #"{"name":"x","list":[1,[],{}],"nested":{"a":null,"b":[true]}}"#)
        #expect(
            value.render(pretty: true) == """
                {
                  "name": "x",
                  "list": [
                    1,
                    [],
                    {}
                  ],
                  "nested": {
                    "a": null,
                    "b": [
                      true
                    ]
                  }
                }
                """)
        #expect(JSONOutput.array([]).render(pretty: true) == "[]")
        #expect(JSONOutput.object([("k\"", .int(1))]).render() == #"{"k\"":1}"#)
    }

    @Test("equality compares objects in key order")
    func equality() {
        let ab = JSONOutput.object([("a", .int(1)), ("b", .int(2))])
        #expect(ab == .object([("a", .int(1)), ("b", .int(2))]))
        #expect(ab != .object([("b", .int(2)), ("a", .int(1))]))
        #expect(ab != .object([("a", .int(1))]))
        #expect(JSONOutput.int(1) != .double(1))
        #expect(JSONOutput.number("1") != .int(1))
        #expect(JSONOutput.array([.null]) == .array([.null]))
    }

    @Test(
        "parsed values convert to output",
        arguments: [
            ("1", JSONOutput.int(1)),
            ("1.0", .number("1.0")),
            ("-2.5e3", .number("-2.5e3")),
            ("99999999999999999999", .number("99999999999999999999")),
            (
                #"{"a": [true, null, "\u00e9"], "b": {}}"#,
                .object([("a", .array([.bool(true), .null, .string("é")])), ("b", .object([]))])
            ),
            (#"{"a": 1, "a": 2}"#, .object([("a", .int(1)), ("a", .int(2))]))
        ])
    func conversion(_ json: String, _ expected: JSONOutput) throws {
        #expect(try jsonParse(json).root.output == expected)
    }

    @Test(
        "round trip: parse, render, parse again",
        arguments: [
            "null",
            "[]",
            "{}",
            #"[1, -0, 1.5, 1e400, 123456789012345678901234567890, -9223372036854775808, 0.1e-2]"#,
            #"{"s": "quote \" backslash \\ \u0000 \u001f \u007f \u2028 \ud83d\ude00 é", "e": "", "t": "\t"}"#,
            #"{"nested": {"deeper": [[[{"k": [true, false, null]}]]]}, "dup": 1, "dup": 2}"#,
            "{\"日本\": \"語\", \"e\u{301}\": [\"\\/\"]}",
            "  [\r\n 1 ,\r 2\n ]  "
        ])
    func roundTrip(_ json: String) throws {
        let output = try jsonParse(json).root.output
        for pretty in [false, true] {
            let rendered = output.render(pretty: pretty)
            #expect(try jsonParse(rendered).root.output == output, "\(rendered)")
        }
    }
}
