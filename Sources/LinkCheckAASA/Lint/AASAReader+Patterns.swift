import LinkCheckCore

/// Which key a pattern came from; decides which mistakes are likely.
enum AASAPatternKind {
    /// `/` of a component.
    case path
    /// A legacy `paths` entry (after any `NOT `).
    case legacyPath
    /// `?`, as a whole-query pattern or an item's value pattern.
    case query
    /// `#`.
    case fragment
}

/// Checks on pattern strings: substitution variable references and mistakes in path patterns.
extension AASAReader {
    mutating func checkPattern(_ pattern: String, kind: AASAPatternKind, at location: SourceLocation) {
        let literal = checkVariableReferences(pattern, at: location)
        guard kind == .path || kind == .legacyPath else { return }
        let legacy = kind == .legacyPath
        let shown = Self.quoted(pattern)

        if let path = Self.pathOfURL(pattern) {
            sink.report(
                .urlAsPattern,
                "path pattern \(shown) is a full URL, but it is matched against the URL path only; "
                    + "write \(Self.quoted(path))", at: location)
        }
        if literal.contains("#") {
            let fix =
                legacy
                ? "legacy paths cannot match the fragment; use a component with a \"#\" key"
                : "put the part after \"#\" under the \"#\" key"
            sink.report(
                .fragmentInPath,
                "path pattern \(shown) contains \"#\", which starts the fragment and never appears "
                    + "in a path, so it can never match; \(fix)", at: location)
        }
        // `?` is a legitimate one-character wildcard (`/videos/201?/*`); only `?name=` reads as
        // a query the author expected to match.
        if let mark = literal.firstIndex(of: "?"), literal[mark...].contains(where: { $0 == "=" || $0 == "&" }) {
            let fix =
                legacy
                ? "legacy paths cannot match the query; use a component with a \"?\" key"
                : "put the query under the \"?\" key"
            sink.report(
                .queryInPath,
                "path pattern \(shown) contains \"?\", which matches any one character here, "
                    + "not the start of the query; \(fix)", at: location)
        }
    }

    /// Reports `$(` without `)` and references to variables that are neither predefined nor
    /// declared; returns the pattern with every reference removed, for the literal checks.
    mutating func checkVariableReferences(_ pattern: String, at location: SourceLocation) -> String {
        let bytes = Array(pattern.utf8)
        var literal: [UInt8] = []
        var reported: Set<String> = []
        var i = 0
        // `$`, `(` and `)` are ASCII, so scanning UTF-8 bytes never splits a character.
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "$"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "(") else {
                literal.append(bytes[i])
                i += 1
                continue
            }
            guard let close = bytes[(i + 2)...].firstIndex(of: UInt8(ascii: ")")) else {
                sink.report(.unterminatedVariable, "pattern \(Self.quoted(pattern)) has \"$(\" without a closing \")\"", at: location)
                literal += bytes[i...]
                break
            }
            let name = String(decoding: bytes[(i + 2)..<close], as: UTF8.self)
            usedVariables.insert(name)
            if !isDefinedVariable(name), reported.insert(name).inserted {
                let known = declaredVariables.map(\.name).filter(Self.isReferenceable) + Self.predefinedVariables
                let guess = name.isEmpty ? nil : Suggestion.closest(to: name, among: known)
                let fix =
                    guess.map { "; did you mean \(SwiftLiteral.string("$(" + $0 + ")"))?" }
                    ?? "; declare it in \"applinks.substitutionVariables\""
                sink.report(
                    .undefinedVariable,
                    "pattern \(Self.quoted(pattern)) uses undefined substitution variable "
                        + "\(SwiftLiteral.string(name)), so it never matches" + fix, at: location)
            }
            i = close + 1
        }
        return String(decoding: literal, as: UTF8.self)
    }

    func isDefinedVariable(_ name: String) -> Bool {
        declaredVariableNames.contains(name) || Self.predefinedVariables.contains(name)
    }

    /// The path of a pattern written as an absolute URL (`https://example.com/buy/*` → `/buy/*`),
    /// or `nil` when the pattern is not one.
    static func pathOfURL(_ pattern: String) -> String? {
        let scalars = Array(pattern.unicodeScalars)
        guard let colon = scalars.firstIndex(of: ":"), colon > 0, colon + 2 < scalars.count,
            scalars[colon + 1] == "/", scalars[colon + 2] == "/",
            scalars[0..<colon].allSatisfy({ $0.properties.isAlphabetic || $0 == "+" || $0 == "-" || $0 == "." })
        else {
            return nil
        }
        let afterAuthority = scalars[(colon + 3)...]
        guard let slash = afterAuthority.firstIndex(of: "/") else { return "/" }
        return String(String.UnicodeScalarView(scalars[slash...]))
    }
}
