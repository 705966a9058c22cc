/// The operators of `$(X:op)` and `$(X:op=operand)`, as Swift Build's
/// `SWBMacro/MacroEvaluationProgram.swift` applies them (paths as its legacy `SWBUtil/Path.swift`
/// splits them). `nil` is an operator this reader does not know or does not compute (`__md5`,
/// `relativeto`, `isancestor`, `c99extidentifier` of non-ASCII text): the caller leaves the value
/// unchanged, as Swift Build does with an unknown one, and reports it.
enum MacroOperators {
    static func retrieve(_ op: String, _ s: String) -> String? {
        switch op {
        case "quote": return quote(s)
        case "upper": return s.uppercased()
        case "lower": return s.lowercased()
        case "identifier": return identifier(s, allowDash: false, allowUnderscore: true)
        case "rfc1034identifier": return identifier(s, allowDash: true, allowUnderscore: false)
        case "c99extidentifier": return c99(s)
        case "__stripslash": return s.hasPrefix("/") ? String(s.dropFirst()) : s
        case "dir":
            let d = dirname(s)
            return d.isEmpty ? "./" : d.hasSuffix("/") ? d : d + "/"
        case "file": return basename(s)
        case "base": return withoutSuffix(basename(s))
        case "suffix": return suffix(s)
        case "standardizepath": return standardize(s)
        case "not": return s != "YES" ? "YES" : "NO"
        case "truncatedversion": return s.split(separator: ".", maxSplits: 3, omittingEmptySubsequences: false).prefix(3).joined(separator: ".")
        default: return nil
        }
    }

    /// `hadValue` is false when the reference found nothing at all: only `default` applies then.
    static func replace(_ op: String, _ s: String, with r: String, hadValue: Bool) -> String? {
        switch op {
        case "default": return s.isEmpty ? r : s
        case "dir", "file", "base", "suffix":
            guard hadValue else { return "" }
            switch op {
            case "dir": return join(r, basename(s))
            case "file": return join(dirname(s), r)
            case "base": return join(dirname(s), r) + "." + String(suffix(s).dropFirst())
            default:
                let ext = r.contains(".") ? String(suffix(r).dropFirst()) : r
                return withoutSuffix(s) + "." + ext
            }
        default: return nil
        }
    }

    /// Swift Build's `asIdentifierOfType`: per character, ASCII letters kept, digits kept but
    /// not first, `-` or `_` kept where allowed, anything else replaced by `_` (or `-`).
    private static func identifier(_ s: String, allowDash: Bool, allowUnderscore: Bool) -> String {
        var out = ""
        for (i, ch) in s.enumerated() {
            let ascii = ch.isASCII ? ch.asciiValue : nil
            let keep: Bool
            switch ascii {
            case .some(65...90), .some(97...122): keep = true
            case .some(45): keep = allowDash
            case .some(95): keep = allowUnderscore
            case .some(48...57): keep = i != 0
            default: keep = false
            }
            out.append(keep ? ch : (allowUnderscore ? "_" : "-"))
        }
        return out
    }

    /// `mangledToC99ExtendedIdentifier` for ASCII text; its Unicode table is not copied here.
    private static func c99(_ s: String) -> String? {
        guard s.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        var out = ""
        for (i, u) in s.unicodeScalars.enumerated() {
            switch u.value {
            case 65...90, 97...122, 95: out.unicodeScalars.append(u)
            case 48...57: out.unicodeScalars.append(i == 0 ? "_" : u)
            default: out.append("_")
            }
        }
        return out
    }

    /// `quotedStringListRepresentation`: a backslash before space, tab, CR, LF, `\`, `"` and `'`.
    private static func quote(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            if [" ", "\t", "\r", "\n", "\\", "\"", "'"].contains(u) { out.append("\\") }
            out.unicodeScalars.append(u)
        }
        return out
    }

    static func dirname(_ s: String) -> String {
        guard let i = s.lastIndex(of: "/") else { return "" }
        return i == s.startIndex ? "/" : String(s[..<i])
    }

    static func basename(_ s: String) -> String {
        guard let i = s.lastIndex(of: "/") else { return s }
        return String(s[s.index(after: i)...])
    }

    /// The last `.` of the last component and what follows, or "".
    static func suffix(_ s: String) -> String {
        for i in s.indices.reversed() {
            if s[i] == "/" { break }
            if s[i] == "." { return String(s[i...]) }
        }
        return ""
    }

    static func withoutSuffix(_ s: String) -> String {
        let suf = suffix(s)
        return String(s.dropLast(suf.count))
    }

    private static func join(_ a: String, _ b: String) -> String {
        if a.isEmpty || b.hasPrefix("/") { return b }
        if b.isEmpty { return a }
        return a.hasSuffix("/") ? a + b : a + "/" + b
    }

    /// `normalize(removeDotDotFromRelativePath: false)`: `.` and empty components dropped, `..`
    /// removed only in an absolute path.
    private static func standardize(_ s: String) -> String {
        if s == "." { return s }
        let absolute = s.hasPrefix("/")
        var parts: [Substring] = []
        for c in s.split(separator: "/", omittingEmptySubsequences: false) {
            switch c {
            case "", ".": continue
            case "..":
                if absolute {
                    if !parts.isEmpty { parts.removeLast() }
                } else {
                    parts.append(c)
                }
            default: parts.append(c)
            }
        }
        let body = parts.joined(separator: "/")
        return absolute ? "/" + body : body
    }
}
