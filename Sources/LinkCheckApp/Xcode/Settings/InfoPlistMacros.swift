import LinkCheckCore

/// With `INFOPLIST_PREPROCESS = YES` Xcode runs the Info.plist through the C preprocessor
/// (`cc -E -P -x c`, Swift Build's `InfoPlistTaskProducer.swift`,
/// `addInfoPlistPreprocessTaskIfNeeded`, and `Cpp.xcspec`) with `INFOPLIST_PREPROCESSOR_DEFINITIONS`
/// and the `-D`s of `INFOPLIST_OTHER_PREPROCESSOR_FLAGS` defined and `INFOPLIST_PREFIX_HEADER`
/// included first, so an identifier in a value is replaced by the macro of that name. These are
/// the object-like macros, and the names whose value cannot be known here (defined inside a
/// conditional, or function-like); a header that cannot be read makes every identifier unknown.
struct InfoPlistMacros: Sendable, Equatable {
    /// Name → replacement text, as the preprocessor would substitute it.
    var definitions: [String: String] = [:]
    /// Names whose replacement is not known: defined under `#if`, function-like, or undefined
    /// again under one.
    var uncertain: Set<String> = []
    /// Why every identifier's replacement is unknown (a header not read), or `nil`.
    var unknownBecause: String?

    /// A list setting's words as Xcode splits them: at spaces outside quotes, `"…"` and `'…'`
    /// quoting, `\` escaping the next character.
    static func words(_ value: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for c in value {
            if escaped {
                word.append(c)
                escaped = false
            } else if c == "\\" {
                escaped = true
                inWord = true
            } else if let q = quote {
                if c == q { quote = nil } else { word.append(c) }
            } else if c == "\"" || c == "'" {
                quote = c
                inWord = true
            } else if c == " " || c == "\t" || c == "\n" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(c)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// `A=b C "D=e f"`: the setting's words, each `NAME=VALUE` or `NAME` (which is `1`, as `-D`).
    mutating func define(words: [String]) {
        for word in words where !word.isEmpty {
            if let equals = word.firstIndex(of: "=") {
                set(String(word[..<equals]), to: String(word[word.index(after: equals)...]))
            } else {
                set(word, to: "1")
            }
        }
    }

    /// The `-DNAME[=VALUE]` and `-D NAME[=VALUE]` of a flags setting's words.
    mutating func define(flags: [String]) {
        var words: [String] = []
        var index = 0
        while index < flags.count {
            let flag = flags[index]
            if flag == "-D", index + 1 < flags.count {
                words.append(flags[index + 1])
                index += 1
            } else if flag.hasPrefix("-D") {
                words.append(String(flag.dropFirst(2)))
            }
            index += 1
        }
        define(words: words)
    }

    private mutating func set(_ name: String, to value: String) {
        guard Self.isIdentifier(name) else { return }
        definitions[name] = value
        uncertain.remove(name)
    }

    /// A prefix header's directives, in order: `#define`, `#undef`; a name met under a
    /// conditional, or as a function-like macro, is uncertain; an `#include` or `#import` makes
    /// everything unknown, since the file it reads is not read here.
    mutating func read(header text: String, named name: String) {
        var depth = 0
        for line in Self.logicalLines(text) {
            var rest = Substring(line).drop { $0 == " " || $0 == "\t" }
            guard rest.first == "#" else { continue }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
            let directive = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(directive.count).drop { $0 == " " || $0 == "\t" }
            switch directive {
            case "if", "ifdef", "ifndef": depth += 1
            case "endif": depth = max(0, depth - 1)
            case "include", "import", "include_next":
                unknownBecause = "\(SwiftLiteral.string(name)) includes \(rest.trimmingSpaces), which is not read"
            case "define":
                let macro = String(rest.prefix { $0 == "_" || $0.isLetter || $0.isNumber })
                let after = rest.dropFirst(macro.count)
                guard Self.isIdentifier(macro) else { continue }
                if depth > 0 || after.first == "(" {
                    uncertain.insert(macro)
                    definitions[macro] = nil
                } else {
                    set(macro, to: String(after).trimmingSpaces)
                }
            case "undef":
                let macro = String(rest.prefix { $0 == "_" || $0.isLetter || $0.isNumber })
                if depth > 0 { uncertain.insert(macro) }
                definitions[macro] = nil
            default: continue
            }
        }
    }

    /// `text` with each identifier that names a macro replaced, rescanned as the preprocessor
    /// does (a macro is not replaced again inside its own replacement), or `nil` when an
    /// identifier's replacement is unknown.
    func apply(_ text: String) -> String? {
        var budget = Self.maxReplacedLength
        return apply(text, hiding: [], depth: 0, budget: &budget)
    }

    /// Bounds on what one value may grow to and how deep macros may nest in it: a header whose
    /// macros double at each level (`#define A B B`, `#define B C C`, …) would otherwise grow
    /// without end. Past them the value is unknown.
    static let maxReplacedLength = 4096, maxDepth = 64

    private func apply(_ text: String, hiding: Set<String>, depth: Int, budget: inout Int) -> String? {
        // Deeper or longer than any real header makes a value: what it gives is not known.
        guard depth < Self.maxDepth else { return nil }
        budget -= text.utf8.count
        guard budget >= 0 else { return nil }
        var out = ""
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let c = scalars[index]
            if Self.isIdentifierStart(c) {
                var end = index + 1
                while end < scalars.count, Self.isIdentifierStart(scalars[end]) || ("0"..."9").contains(scalars[end]) { end += 1 }
                let name = String(String.UnicodeScalarView(scalars[index..<end]))
                index = end
                if hiding.contains(name) {
                    out += name
                } else if let replacement = definitions[name] {
                    guard let expanded = apply(replacement, hiding: hiding.union([name]), depth: depth + 1, budget: &budget) else { return nil }
                    out += expanded
                } else if unknownBecause != nil || uncertain.contains(name) {
                    return nil
                } else {
                    out += name
                }
            } else if ("0"..."9").contains(c) {
                // A preprocessing number (`1st`, `2x`) is one token: no identifier inside it.
                var end = index + 1
                while end < scalars.count, Self.isIdentifierStart(scalars[end]) || ("0"..."9").contains(scalars[end]) || scalars[end] == "." { end += 1 }
                out += String(String.UnicodeScalarView(scalars[index..<end]))
                index = end
            } else {
                out.unicodeScalars.append(c)
                index += 1
            }
        }
        return out
    }

    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c)
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isIdentifierStart(first) else { return false }
        return name.unicodeScalars.allSatisfy { isIdentifierStart($0) || ("0"..."9").contains($0) }
    }

    /// Lines joined where one ends in `\`, with `//` and `/* */` comments removed (not inside
    /// a `"…"` or `'…'` literal), as the preprocessor reads them before directives.
    static func logicalLines(_ text: String) -> [String] {
        let chars = text.replacingCRLF
        var lines: [String] = []
        var line = ""
        var quote: Character?
        var index = 0
        while index < chars.count {
            let c = chars[index], next: Character? = index + 1 < chars.count ? chars[index + 1] : nil
            if c == "\\", next == "\n" {
                index += 2
            } else if c == "\n" {
                lines.append(line)
                line = ""
                quote = nil
                index += 1
            } else if let q = quote {
                line.append(c)
                if c == "\\", let next { line.append(next); index += 1 } else if c == q { quote = nil }
                index += 1
            } else if c == "\"" || c == "'" {
                quote = c
                line.append(c)
                index += 1
            } else if c == "/", next == "/" {
                while index < chars.count, chars[index] != "\n" { index += 1 }
            } else if c == "/", next == "*" {
                index += 2
                while index < chars.count, !(chars[index] == "*" && index + 1 < chars.count && chars[index + 1] == "/") { index += 1 }
                index += 2
                line.append(" ")
            } else {
                line.append(c)
                index += 1
            }
        }
        lines.append(line)
        return lines
    }
}

extension String {
    /// CR LF and a lone CR as LF.
    fileprivate var replacingCRLF: [Character] {
        // "\r\n" is one Character in Swift: both are line ends here.
        map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 }
    }
}

extension StringProtocol {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
