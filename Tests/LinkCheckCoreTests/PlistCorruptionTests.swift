@testable import LinkCheckCore
import Testing

/// Every prefix of a valid property list, and every byte of it replaced by NUL, "<", ">", "&" or
/// 0xFF: each gives a `PlistSyntaxError` located inside the input, except the corruptions listed
/// in `harmless`, which XML allows and which give the document they spell.
@Suite struct PlistCorruptionTests {
    /// One line, so a location inside it is `1:1` through `1:(count + 1)` (ASCII: one column a byte).
    static let text = Array(
        """
        <?xml version="1.0"?><!DOCTYPE plist><plist version="1.0"><dict><key>a&amp;b</key><array>\
        <string><![CDATA[x]]>&#65;</string><integer>1</integer><real>2</real><date>2024-01-31T12:00:00Z</date>\
        <data>aGk=</data><true/><false/><dict/></array></dict></plist>
        """.utf8)

    /// The document `text` spells, with its key and its string as given.
    static func shown(key: String = "a&b", string: String = "xA") -> String {
        "dict@1:59{\(SwiftLiteral.string(key))@1:65=array@1:83[string@1:90\(SwiftLiteral.string(string)),"
            + "integer@1:125(1),real@1:145(2.0),date@1:159(2024-01-31T12:00:00Z),data@1:192[104, 105],"
            + "true@1:209,false@1:216,dict@1:224{}]}"
    }

    struct Corruption: Hashable {
        var offset: Int
        var byte: UInt8
    }

    /// What XML lets stand, and the document that then results.
    static let harmless: [Corruption: String] = {
        var table: [Corruption: String] = [:]
        func add(_ offsets: ClosedRange<Int>, _ bytes: String, _ document: String = shown()) {
            for offset in offsets { for byte in bytes.utf8 { table[Corruption(offset: offset, byte: byte)] = document } }
        }
        // The XML declaration is read like any processing instruction, whose content may hold all three.
        add(2...18, "<>&")
        // The DOCTYPE is skipped up to its ">", and no DTD is read.
        add(30...35, "<&")
        // `version` is the only attribute and its value is not read: ">" is allowed there, and a
        // bare "&" goes unchecked (the one leniency here, about a value nothing uses).
        add(53...55, ">&")
        // ">" is plain text in character data.
        add(69...69, ">", shown(key: ">&b"))
        add(70...70, ">", shown(key: "a>amp;b"))
        add(75...75, ">", shown(key: "a&>"))
        add(97...97, ">", shown(string: ">![CDATA[x]]>A"))
        add(110...110, ">", shown(string: "x>#65;"))
        // Anything but "]]>" stands in a CDATA section.
        add(106...106, "<", shown(string: "<A"))
        add(106...106, ">", shown(string: ">A"))
        add(106...106, "&", shown(string: "&A"))
        return table
    }()

    static func parse(_ bytes: [UInt8]) -> Result<String, PlistSyntaxError> {
        Result { () throws(PlistSyntaxError) in PlistReaderTests.show(try PlistDocument.parse(bytes).root) }
    }

    /// A message as diagnostics print it, at a place inside an input of `count` bytes.
    static func checkLocated(_ error: PlistSyntaxError, count: Int, _ comment: Comment) {
        #expect(error.location.line == 1 && (1...(count + 1)).contains(error.location.column), comment)
        #expect(!error.message.isEmpty && error.message.first?.isUppercase == false && !error.message.hasSuffix("."), comment)
    }

    @Test func theFileItselfParses() {
        #expect(Self.parse(Self.text) == .success(Self.shown()))
    }

    /// A file cut short always lacks at least "</plist>"; what reached the end of file says so there.
    @Test func everyTruncationIsALocatedError() {
        for n in 0..<Self.text.count {
            switch Self.parse(Array(Self.text[..<n])) {
            case .success(let document):
                Issue.record("the first \(n) bytes parse: \(document)")
            case .failure(let error):
                Self.checkLocated(error, count: n, "the first \(n) bytes: \(error.location): \(error.message)")
                if error.message.hasSuffix("end of file") {
                    #expect(error.location.column == n + 1, "the first \(n) bytes: \(error.location): \(error.message)")
                }
            }
        }
    }

    @Test(arguments: [UInt8(0), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0xFF])
    func everyCorruptionIsALocatedErrorUnlessHarmless(_ byte: UInt8) {
        for n in Self.text.indices where Self.text[n] != byte {
            var corrupt = Self.text
            corrupt[n] = byte
            let what = "byte \(n) (\(SwiftLiteral.string(String(UnicodeScalar(Self.text[n]))))) as 0x\(String(byte, radix: 16))"
            let result = Self.parse(corrupt)
            switch byte {
            case 0xFF:
                #expect(result == .failure(PlistSyntaxError(message: "invalid UTF-8 byte 0xFF", location: SourceLocation(line: 1, column: n + 1))), "\(what)")
            case 0 where n < 2:
                // "\0<" and "<\0" begin UTF-16 text.
                #expect(
                    result
                        == .failure(
                            PlistSyntaxError(
                                message: "the file is UTF-16; save it as UTF-8 (\"plutil -convert xml1 FILE\" does)",
                                location: SourceLocation(line: 1, column: 1))), "\(what)")
            case 0:
                #expect(
                    result
                        == .failure(
                            PlistSyntaxError(
                                message: "character U+0000 is not allowed in XML",
                                location: SourceLocation(line: 1, column: n + 1))), "\(what)")
            default:
                switch (result, Self.harmless[Corruption(offset: n, byte: byte)]) {
                case (.success(let document), let expected?):
                    #expect(document == expected, "\(what)")
                case (.success(let document), nil):
                    Issue.record("\(what) parses: \(document)")
                case (.failure(let error), let expected?):
                    Issue.record("\(what) should parse to \(expected), but: \(error.location): \(error.message)")
                case (.failure(let error), nil):
                    Self.checkLocated(error, count: Self.text.count, "\(what): \(error.location): \(error.message)")
                }
            }
        }
    }

    @Test func everyHarmlessCorruptionIsOfTheFile() {
        // A listed offset past the file, or a byte the file already has there, would be a typo.
        for corruption in Self.harmless.keys {
            #expect(Self.text.indices.contains(corruption.offset) && Self.text[corruption.offset] != corruption.byte, "\(corruption)")
        }
        #expect(Self.harmless.count == 17 * 3 + 6 * 2 + 3 * 2 + 5 + 3)
    }
}
