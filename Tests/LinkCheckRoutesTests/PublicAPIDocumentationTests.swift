import Foundation
import Testing

/// An app links LinkCheckRoutes (which brings LinkCheckCore) to parse its URLs and reads that API
/// in Quick Help, so every `public` declaration of the two modules carries a `///` comment (issue
/// 14). A declaration is a line that starts with `public`, possibly after attributes, then
/// modifiers, then `func`, `var`, `let`, `struct`, `enum`, `class`, `actor`, `protocol`, `init`,
/// `typealias` or `subscript`; its comment sits directly above it, attributes allowed in between.
/// Enum cases are exempt. Machinery other modules of the package need is `package`, not `public`,
/// and needs no comment here.
@Suite struct PublicAPIDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: ["LinkCheckCore", "LinkCheckRoutes"])
    func everyPublicDeclarationHasADocComment(module: String) throws {
        let folder = Self.root.appendingPathComponent("Sources/\(module)")
        var paths: [String] = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            if url.pathExtension == "swift" { paths.append(url.path) }
        }
        var declarations = 0
        var missing: [String] = []
        for path in paths.sorted() {
            let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
            let relative = path.hasPrefix(Self.root.path + "/") ? String(path.dropFirst(Self.root.path.count + 1)) : path
            for (index, line) in lines.enumerated() where PublicDeclaration.isDeclaration(line) {
                declarations += 1
                if !PublicDeclaration.isDocumented(at: index, in: lines) {
                    missing.append("\(relative):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        // Guards against a wrong root or a changed layout, which would find nothing and pass.
        #expect(declarations > 50, "found only \(declarations) public declarations in \(folder.path)")
        let list = missing.joined(separator: "\n")
        #expect(missing.isEmpty, "public declarations of \(module) without a /// comment (\(missing.count)):\n\(list)")
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        /// Whether the last line of `source` is a public declaration.
        var declaration: Bool
        /// Whether that declaration has its `///` comment; read only for a declaration.
        var documented: Bool

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "documented property", source: "/// 1-based.\npublic var line: Int", declaration: true, documented: true),
        Case(name: "bare property", source: "public var line: Int", declaration: true, documented: false),
        Case(
            name: "plain comment is not a doc comment", source: "// why\npublic var line: Int",
            declaration: true, documented: false),
        Case(name: "blank line between", source: "/// 1-based.\n\npublic var line: Int", declaration: true, documented: false),
        Case(
            name: "attribute between", source: "/// Reports.\n@discardableResult\n@inlinable\npublic func f() -> Int",
            declaration: true, documented: true),
        Case(name: "attribute on the same line", source: "@inlinable public func f()", declaration: true, documented: false),
        Case(
            name: "attribute with arguments", source: "@available(iOS 16, *) public func f()",
            declaration: true, documented: false),
        Case(name: "modifiers", source: "    public static func < (a: T, b: T) -> Bool", declaration: true, documented: false),
        Case(name: "private setter", source: "public private(set) var index: Int", declaration: true, documented: false),
        Case(name: "failable initializer", source: "    public init?(_ text: String)", declaration: true, documented: false),
        Case(name: "generic initializer", source: "public init<D: Collection>(digits: D)", declaration: true, documented: false),
        Case(name: "subscript", source: "public subscript(key: String) -> V?", declaration: true, documented: false),
        Case(name: "indirect enum", source: "public indirect enum JSONOutput", declaration: true, documented: false),
        Case(name: "final class", source: "public final class Link", declaration: true, documented: false),
        Case(name: "package symbol", source: "package var index: Int", declaration: false, documented: false),
        Case(name: "internal symbol", source: "var publicKey: Int", declaration: false, documented: false),
        Case(name: "public extension", source: "public extension Link {", declaration: false, documented: false),
        Case(name: "identifier starting with a keyword", source: "public initialValue", declaration: false, documented: false)
    ]

    /// The rule itself, on small sources, so the test above cannot pass by finding nothing.
    @Test(arguments: cases)
    func theRuleFindsDeclarationsAndTheirComments(_ c: Case) {
        let lines = c.source.components(separatedBy: "\n")
        #expect(PublicDeclaration.isDeclaration(lines[lines.count - 1]) == c.declaration)
        if c.declaration {
            #expect(PublicDeclaration.isDocumented(at: lines.count - 1, in: lines) == c.documented)
        }
    }
}

/// Recognizes public declarations and their doc comments in Swift source, line by line.
enum PublicDeclaration {
    static let modifiers: Set<String> = [
        "static", "final", "mutating", "nonmutating", "indirect", "override", "convenience", "required", "lazy",
        "nonisolated", "dynamic", "private(set)", "fileprivate(set)", "internal(set)", "package(set)"
    ]
    static let keywords: Set<String> = [
        "func", "var", "let", "struct", "enum", "class", "actor", "protocol", "init", "typealias", "subscript"
    ]

    /// Whether `line` declares something public that needs a comment.
    static func isDeclaration(_ line: String) -> Bool {
        let words = withoutAttributes(line.trimmingCharacters(in: .whitespaces)).split(separator: " ")
        guard words.first == "public" else { return false }
        guard let word = words.dropFirst().first(where: { !modifiers.contains(String($0)) }) else { return false }
        // `init?(`, `init<T>(`, `subscript(`: the keyword is the word's leading identifier.
        return keywords.contains(String(word.prefix(while: isIdentifierCharacter)))
    }

    /// Whether a `///` line sits directly above the declaration at `index`, attributes allowed
    /// in between.
    static func isDocumented(at index: Int, in lines: [String]) -> Bool {
        var above = index - 1
        while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
        return above >= 0 && lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///")
    }

    /// `text` without the attributes it starts with (`@inlinable`, `@available(iOS 16, *)`).
    static func withoutAttributes(_ text: String) -> Substring {
        var rest = Substring(text)
        while rest.first == "@" {
            rest = rest.dropFirst().drop(while: isIdentifierCharacter)
            if rest.first == "(" {
                var depth = 0
                while let c = rest.popFirst() {
                    if c == "(" { depth += 1 }
                    if c == ")" { depth -= 1 }
                    if depth == 0 { break }
                }
            }
            rest = rest.drop { $0 == " " }
        }
        return rest
    }

    static func isIdentifierCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
}
