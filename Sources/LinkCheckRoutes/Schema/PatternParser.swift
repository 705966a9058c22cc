import LinkCheckCore

/// Compiles a link's `path` string into a `PathPattern` whose capture types are not yet known.
struct PatternParser {
    /// Where the path string's first character is (just after its opening quote).
    let origin: SourceLocation

    struct Parsed {
        var segments: [PathPattern.Segment]
        var query: [PathPattern.QueryPattern]
        /// Names and locations, and the literal text around a path capture in its segment; types
        /// are filled in once the stack says what each capture feeds.
        var captures: [(name: String, location: SourceLocation, prefix: String, suffix: String)]
    }

    /// Parses `path`, reporting every problem to `sink`; `nil` if any was found.
    func parse(_ path: String, into sink: inout DiagnosticSink) -> Parsed? {
        var result = Parsed(segments: [], query: [], captures: [])
        let errorsBefore = sink.errorCount
        let scalars = Array(path.unicodeScalars)
        func at(_ offset: Int) -> SourceLocation { SourceLocation(line: origin.line, column: origin.column + offset) }
        func bad(_ message: String, _ offset: Int) { sink.error(.badPattern, message, at: at(offset)) }

        guard scalars.first == "/" else {
            bad("a link path must start with \"/\", as in \"/orders/:id\"", 0)
            return nil
        }
        if let hash = scalars.firstIndex(of: "#") {
            bad("a link path cannot have a fragment (\"#\"); the fragment of a URL is ignored", hash)
        }
        let queryStart = scalars.firstIndex(of: "?")
        let pathEnd = queryStart ?? scalars.count

        func addCapture(_ name: Substring, _ offset: Int) -> Int? {
            guard !name.isEmpty, name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isXIDContinue }) else {
                bad("capture name \(SwiftLiteral.string(name)) must be a non-empty identifier", offset)
                return nil
            }
            // Ignored captures (`:_`) feed nothing, so the same name may stand in several places.
            if !name.hasPrefix("_"), result.captures.contains(where: { $0.name == name }) {
                bad("capture \":\(name)\" appears twice in the path", offset)
                return nil
            }
            result.captures.append((String(name), at(offset), "", ""))
            return result.captures.count - 1
        }

        // Segments between "/"s; "/" alone is the root, with no segments.
        if pathEnd > 1 {
            var start = 1
            while start <= pathEnd {
                var end = start
                while end < pathEnd, scalars[end] != "/" { end += 1 }
                let text = String(String.UnicodeScalarView(scalars[start..<end]))
                let isLast = end >= pathEnd
                if text.isEmpty {
                    bad(isLast ? "a link path cannot end with \"/\"" : "a link path cannot have an empty segment (\"//\")", start - 1)
                } else if SigilPrefix.isSigil(text, "*") {
                    let name = SigilPrefix.droppingFirst(text)
                    if !isLast {
                        bad("catch-all \"\(text)\" must be the last segment", start)
                    } else if !name.isEmpty, !name.unicodeScalars.allSatisfy(Self.isNameScalar) {
                        bad("a catch-all takes no literal text around it: \(SwiftLiteral.string(text)); capture \"*name\" alone", start)
                    } else if let c = addCapture(Substring(name), start) {
                        result.segments.append(.catchAll(c))
                    }
                } else if SigilPrefix.starts(text, with: "**") {
                    // "**x" is the literal "*x".
                    result.segments.append(.literal(SigilPrefix.droppingFirst(text)))
                } else if let read = readSegment(Array(text.unicodeScalars), at: start, bad) {
                    switch read {
                    case .literal(let literal):
                        result.segments.append(.literal(literal))
                    case .capture(let name, let offset, let prefix, let suffix):
                        if let c = addCapture(Substring(name), offset) {
                            result.captures[c].prefix = prefix
                            result.captures[c].suffix = suffix
                            result.segments.append(.capture(c))
                        }
                    }
                }
                start = end + 1
            }
        }

        if let queryStart {
            var start = queryStart + 1
            var keys: Set<String> = []
            while start <= scalars.count {
                var end = start
                while end < scalars.count, scalars[end] != "&" { end += 1 }
                let item = String(String.UnicodeScalarView(scalars[start..<end]))
                defer { start = end + 1 }
                guard let eq = item.firstIndex(of: "=") else {
                    // `key` requires the item, `!key` requires it missing; neither feeds a value.
                    let absent = item.hasPrefix("!")
                    let key = absent ? String(item.dropFirst()) : item
                    if key.isEmpty {
                        bad(item.isEmpty ? "empty query item in the link path" : "\"!\" needs a query key after it, as in \"!token\"", start)
                    } else if key.hasPrefix(":") || key.hasPrefix("*") {
                        bad("query item \(SwiftLiteral.string(item)) has no key; a capture is written \"key=:name\"", start)
                    } else if !keys.insert(key).inserted {
                        bad("query key \(SwiftLiteral.string(key)) appears twice", start)
                    } else {
                        result.query.append(.init(key: key, match: absent ? .absent : .present))
                    }
                    continue
                }
                let key = String(item[..<eq])
                let value = item[item.index(after: eq)...]
                if key.isEmpty { bad("query item \(SwiftLiteral.string(item)) has no key", start); continue }
                if !keys.insert(key).inserted { bad("query key \(SwiftLiteral.string(key)) appears twice", start); continue }
                let valueOffset = start + key.unicodeScalars.count + 1
                if value.isEmpty {
                    bad("query item \(SwiftLiteral.string(key)) needs a value or a capture after \"=\"", valueOffset)
                } else if SigilPrefix.isSigil(value, ":") {
                    if let c = addCapture(Substring(SigilPrefix.droppingFirst(value)), valueOffset) {
                        result.query.append(.init(key: key, match: .capture(c)))
                    }
                } else if SigilPrefix.isSigil(value, "*") {
                    bad("a catch-all cannot capture a query item; use \":\(SigilPrefix.droppingFirst(value))\"", valueOffset)
                } else {
                    let literal = SigilPrefix.isEscaped(value) ? SigilPrefix.droppingFirst(value) : String(value)
                    result.query.append(.init(key: key, match: .literal(literal)))
                }
            }
        }
        return sink.errorCount == errorsBefore ? result : nil
    }

    /// A segment's text, read left to right with `::` first: a literal (`::` is `:`), or one
    /// capture `:name` with literal text before and after it (`@:user`, `v:major`, `:id.json`).
    private enum SegmentText {
        case literal(String)
        case capture(name: String, offset: Int, prefix: String, suffix: String)
    }

    private func readSegment(_ scalars: [Unicode.Scalar], at start: Int, _ bad: (String, Int) -> Void) -> SegmentText? {
        var before = String.UnicodeScalarView(), after = String.UnicodeScalarView()
        var capture: (name: String, offset: Int)?
        var i = 0
        while i < scalars.count {
            guard scalars[i] == ":" else {
                if capture == nil { before.append(scalars[i]) } else { after.append(scalars[i]) }
                i += 1
                continue
            }
            if i + 1 < scalars.count, scalars[i + 1] == ":" {
                if capture == nil { before.append(":") } else { after.append(":") }
                i += 2
                continue
            }
            var end = i + 1
            while end < scalars.count, Self.isNameScalar(scalars[end]) { end += 1 }
            let text = String(String.UnicodeScalarView(scalars))
            guard end > i + 1 else {
                bad("a lone \":\" in \(SwiftLiteral.string(text)); a capture is \":name\" (letters, digits, \"_\"), a literal colon \"::\"", start + i)
                return nil
            }
            guard capture == nil else {
                bad("two captures in one segment, \(SwiftLiteral.string(text)); a segment holds at most one", start + i)
                return nil
            }
            capture = (String(String.UnicodeScalarView(scalars[(i + 1)..<end])), start + i)
            i = end
        }
        guard let capture else { return .literal(String(before)) }
        return .capture(name: capture.name, offset: capture.offset, prefix: String(before), suffix: String(after))
    }

    /// A capture name in a path segment is `[A-Za-z0-9_]+`: what follows it is literal text.
    static func isNameScalar(_ s: Unicode.Scalar) -> Bool {
        s == "_" || ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s)
    }
}
