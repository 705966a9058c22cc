@testable import LinkCheckApp
import Testing

/// The C preprocessor's object-like macros as an Info.plist's values meet them.
@Suite struct InfoPlistMacrosTests {
    @Test func wordsSplitAsXcodeSplitsAList() {
        #expect(InfoPlistMacros.words(#"A=1 "B=two words" 'C=x' D\ E  "#) == ["A=1", "B=two words", "C=x", "D E"])
    }

    @Test(arguments: [
        ("NAME", "value"), ("NAME-x", "value-x"), ("xNAME", "xNAME"), ("1NAME", "1NAME"), ("SELF", "SELF"),
        ("LOOP_A", "LOOP_A"), ("plain", "plain")
    ])
    func identifiersAreReplacedAsTokens(_ text: String, _ expected: String) {
        var macros = InfoPlistMacros()
        macros.read(header: "#define NAME value\n#define SELF SELF\n#define LOOP_A LOOP_B\n#define LOOP_B LOOP_A\n", named: "h")
        #expect(macros.apply(text) == expected)
    }

    @Test func aNameUnderAConditionOrWithArgumentsIsUnknown() {
        var macros = InfoPlistMacros()
        macros.read(header: "#if X\n#define A 1\n#endif\n#define F(x) x\n#define B 2 // two\n", named: "h")
        #expect(macros.apply("A") == nil)
        #expect(macros.apply("F") == nil)
        #expect(macros.apply("B") == "2")
    }

    @Test func anIncludeMakesEveryNameUnknown() {
        var macros = InfoPlistMacros()
        macros.read(header: "#include \"Other.h\"\n", named: "Info.h")
        #expect(macros.unknownBecause == "\"Info.h\" includes \"Other.h\", which is not read")
        #expect(macros.apply("scheme") == nil)
        #expect(macros.apply("--") == "--")
    }

    /// Macros that double at each level give a value far past any bound: unknown, quickly.
    @Test func macrosThatGrowWithoutEndAreUnknown() {
        var macros = InfoPlistMacros()
        macros.read(header: (0..<40).map { "#define M\($0) M\($0 + 1) M\($0 + 1)" }.joined(separator: "\n"), named: "h")
        #expect(macros.apply("M0") == nil)
        #expect(macros.apply("M38") == "M40 M40 M40 M40")
    }
}
