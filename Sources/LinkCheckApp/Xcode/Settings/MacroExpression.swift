/// A build-setting value parsed into literal text and references, as Swift Build's
/// `SWBMacro/MacroExpressionParsing.swift` (`parseAsString`) reads it:
/// - `$(NAME)`, and the deprecated `${NAME}` and `$[NAME]`; the name may itself hold references
///   (`$(A_$(B))`), then `:op` retrieval and `:op=operand` replacement operators, chained;
/// - the deprecated bare `$NAME`: the name runs while letters, digits, `_` or `.`; a `$(` right
///   after it is read as part of the name; left as written when nothing defines it;
/// - `$$` is a `$`; a `$` before anything else, or at the end, is itself.
struct MacroExpression: Sendable, Hashable {
    indirect enum Part: Sendable, Hashable {
        case literal(String)
        case reference(Reference)
    }

    struct Reference: Sendable, Hashable {
        /// Evaluated, then looked up.
        var name: [Part]
        /// `$(…)`; false for the bare `$NAME`, which stays as written when nothing defines it.
        var bracketed: Bool
        var operators: [Operator]
        /// The reference as written, for messages.
        var text: String
    }

    enum Operator: Sendable, Hashable {
        case retrieval(String)
        case replacement(String, [Part])
    }

    var parts: [Part]
    /// Malformed references, each quoted as written: Swift Build reports them as errors and
    /// evaluates what it could read.
    var problems: [String]
    /// References nest deeper than `SettingLimits.maxDepth`: the rest of the text was kept as a
    /// literal, unread, so the value is cut (the parser reads nesting by recursion, bounded here).
    var tooDeep = false

    /// `text` as a literal, references not read: a built-in such as SRCROOT, which may hold `$`.
    static func literal(_ text: String) -> MacroExpression {
        MacroExpression(parts: [.literal(text)], problems: [])
    }

    init(parts: [Part], problems: [String]) {
        self.parts = parts
        self.problems = problems
    }

    init(parsing text: String) {
        var parser = Parser(Array(text.utf8))
        parts = parser.parseString()
        problems = parser.problems
        tooDeep = parser.tooDeep
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var problems: [String] = []
        var depth = 0
        var tooDeep = false

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index >= bytes.count }
        var current: UInt8? { index < bytes.count ? bytes[index] : nil }
        func text(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<min(to, bytes.count)], as: UTF8.self) }

        static func isNameStart(_ c: UInt8?) -> Bool {
            guard let c else { return false }
            return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95
        }
        /// The expression parser also allows `.` after the first character (unlike the xcconfig parser).
        static func isNameChar(_ c: UInt8?) -> Bool {
            guard let c else { return false }
            return isNameStart(c) || (c >= 48 && c <= 57) || c == 46
        }
        static func isOperatorChar(_ c: UInt8?) -> Bool {
            guard let c else { return false }
            return isNameStart(c) || (c >= 48 && c <= 57) || c == 45 || c == 43 || c == 46
        }

        mutating func parseString() -> [Part] {
            var parts: [Part] = []
            while !atEnd {
                if current == 36 {
                    parts.append(contentsOf: substitution())
                } else {
                    let mark = index
                    while let c = current, c != 36 { index += 1 }
                    parts.append(.literal(text(mark, index)))
                }
            }
            return parts
        }

        /// At a `$`: a reference, or the literal text it stands for.
        mutating func substitution() -> [Part] {
            let start = index
            guard depth < SettingLimits.maxDepth else {
                // Deeper than any project nests: keep the rest unread rather than recurse on.
                tooDeep = true
                index = bytes.count
                return [.literal(text(start, bytes.count))]
            }
            depth += 1
            defer { depth -= 1 }
            index += 1
            guard let c = current else {
                problems.append("$")
                return [.literal("$")]
            }
            let close: UInt8? = c == 40 ? 41 : c == 123 ? 125 : c == 91 ? 93 : nil
            if let close {
                index += 1
                let nameStart = index
                let name = fragment(until: close)
                if atEnd {
                    problems.append(text(start, index))
                } else if index == nameStart {
                    problems.append(text(start, index + 1))
                }
                var operators: [Operator] = []
                while current == 58 {
                    index += 1
                    let opStart = index
                    while Self.isOperatorChar(current) { index += 1 }
                    let op = text(opStart, index)
                    if atEnd {
                        problems.append(text(start, index))
                    } else if current == 58 || current == close {
                        if op.isEmpty { problems.append(text(start, index + 1)) } else { operators.append(.retrieval(op)) }
                    } else if current == 61 {
                        index += 1
                        if op.isEmpty {
                            problems.append(text(start, index))
                            while let c = current, c != 58, c != close { index += 1 }
                        } else {
                            operators.append(.replacement(op, fragment(until: close)))
                            if atEnd { problems.append(text(start, index)) }
                        }
                    } else {
                        problems.append(text(start, index + 1))
                        while let c = current, c != 58, c != close { index += 1 }
                    }
                }
                if current == close { index += 1 }
                return [.reference(Reference(name: name, bracketed: true, operators: operators, text: text(start, index)))]
            }
            if Self.isNameStart(c) {
                let nameStart = index
                while Self.isNameChar(current) { index += 1 }
                var name: [Part] = [.literal(text(nameStart, index))]
                // Swift Build's hack for malformed projects: `$NAME$(X)` reads `$(X)` into the name.
                if current == 36, index + 1 < bytes.count, bytes[index + 1] == 40 {
                    name.append(contentsOf: substitution())
                }
                return [.reference(Reference(name: name, bracketed: false, operators: [], text: text(start, index)))]
            }
            if c == 36 { index += 1 }
            return [.literal("$")]
        }

        /// A name or an operand: text and references up to `:`, `close` or the end.
        mutating func fragment(until close: UInt8) -> [Part] {
            var parts: [Part] = []
            while !atEnd {
                let mark = index
                while let c = current, c != 36, c != 58, c != close { index += 1 }
                if index > mark { parts.append(.literal(text(mark, index))) }
                guard current == 36 else { break }
                parts.append(contentsOf: substitution())
            }
            return parts
        }
    }
}
