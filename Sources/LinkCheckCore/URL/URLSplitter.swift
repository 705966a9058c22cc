extension URLParts {
    /// Splits `string` into its components if, and only if, it is an absolute URI under RFC 3986.
    ///
    /// Unlike Foundation's `URL`, nothing is re-encoded and nothing outside the grammar is let through:
    /// a space, a non-ASCII character or a `%` without two hex digits anywhere makes it fail.
    public static func split(_ string: String) -> Result<URLParts, URLProblem> {
        var copy = string
        switch copy.withUTF8({ bytes in scanComponents(bytes).mapError { atScalarOffset($0, in: bytes) } }) {
        case .failure(let problem):
            return .failure(problem)
        case .success(let ranges):
            let u = string.utf8
            func sub(_ r: Range<Int>?) -> Substring? {
                guard let r else { return nil }
                let lo = u.index(u.startIndex, offsetBy: r.lowerBound)
                let hi = u.index(lo, offsetBy: r.count)
                return string[lo..<hi]
            }
            return .success(
                URLParts(
                    scheme: sub(ranges.scheme) ?? "",
                    userInfo: sub(ranges.userInfo),
                    host: sub(ranges.host),
                    port: sub(ranges.port),
                    path: sub(ranges.path) ?? "",
                    query: sub(ranges.query),
                    fragment: sub(ranges.fragment)))
        }
    }

    /// The scheme and host of `string`, both ASCII lower-cased, or `nil` when `split` refuses it:
    /// what a trace asks of every URL first, without making the other parts.
    package static func loweredSchemeAndHost(_ string: String) -> (scheme: String, host: String?)? {
        var copy = string
        return copy.withUTF8 { b -> (scheme: String, host: String?)? in
            guard case .success(let r) = scanComponents(b) else { return nil }
            return (asciiLowercased(b, r.scheme), r.host.map { asciiLowercased(b, $0) })
        }
    }

    /// The bytes `r` of `b` as a string, ASCII letters lower-cased: a scanned URL's scheme or host.
    package static func asciiLowercased(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> String {
        let slice = UnsafeBufferPointer(rebasing: b[r])
        guard slice.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else {
            return String(decoding: slice, as: UTF8.self)
        }
        return String(decoding: slice.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }, as: UTF8.self)
    }

    package struct Ranges {
        package var scheme: Range<Int>
        package var userInfo: Range<Int>?
        package var host: Range<Int>?
        package var port: Range<Int>?
        package var path: Range<Int>
        package var query: Range<Int>?
        package var fragment: Range<Int>?
    }

    /// `problem` of `scanComponents(bytes)` at a scalar offset, as `split` reports it.
    package static func atScalarOffset(_ problem: URLProblem, in bytes: UnsafeBufferPointer<UInt8>) -> URLProblem {
        URLProblem(problem.kind, at: bytes.prefix(problem.offset).reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 })
    }

    /// Offsets here are byte offsets; `atScalarOffset` turns a problem's into a scalar offset.
    package static func scanComponents(_ b: UnsafeBufferPointer<UInt8>) -> Result<Ranges, URLProblem> {
        let n = b.count
        guard n > 0 else { return .failure(URLProblem(.empty, at: 0)) }

        // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
        var i = 0
        guard URIClass.alpha.contains(b[0]) else {
            return .failure(URLProblem(b[0] == UInt8(ascii: ":") || b[0] >= 0x80 || URIClass.isPChar(b[0]) ? .noScheme : invalid(b, 0), at: 0))
        }
        while i < n, b[i] != UInt8(ascii: ":") {
            let c = b[i]
            let ok =
                URIClass.alphaDigit.contains(c)
                || c == UInt8(ascii: "+") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".")
            if !ok {
                // "orders/42" or "miapp.com/x": no scheme at all rather than a bad one.
                if c == UInt8(ascii: "/") || c == UInt8(ascii: "?") || c == UInt8(ascii: "#") {
                    return .failure(URLProblem(.noScheme, at: 0))
                }
                return .failure(URLProblem(.badScheme, at: i))
            }
            i += 1
        }
        guard i < n else { return .failure(URLProblem(.noScheme, at: 0)) }
        let scheme = 0..<i
        i += 1  // ":"

        var ranges = Ranges(scheme: scheme, path: i..<i)

        if i + 1 < n, b[i] == UInt8(ascii: "/"), b[i + 1] == UInt8(ascii: "/") {
            i += 2
            var end = i
            while end < n, b[end] != UInt8(ascii: "/"), b[end] != UInt8(ascii: "?"), b[end] != UInt8(ascii: "#") { end += 1 }
            switch scanAuthority(b, i..<end) {
            case .failure(let p): return .failure(p)
            case .success(let auth):
                ranges.userInfo = auth.userInfo
                ranges.host = auth.host
                ranges.port = auth.port
            }
            i = end
        }

        // path: pchar and "/"
        let pathStart = i
        while i < n, b[i] != UInt8(ascii: "?"), b[i] != UInt8(ascii: "#") {
            if let p = checkByte(b, &i, extra: UInt8(ascii: "/"), extra2: UInt8(ascii: "/")) { return .failure(p) }
        }
        ranges.path = pathStart..<i

        if i < n, b[i] == UInt8(ascii: "?") {
            i += 1
            let start = i
            while i < n, b[i] != UInt8(ascii: "#") {
                if let p = checkByte(b, &i, extra: UInt8(ascii: "/"), extra2: UInt8(ascii: "?")) { return .failure(p) }
            }
            ranges.query = start..<i
        }
        if i < n, b[i] == UInt8(ascii: "#") {
            i += 1
            let start = i
            while i < n {
                if let p = checkByte(b, &i, extra: UInt8(ascii: "/"), extra2: UInt8(ascii: "?")) { return .failure(p) }
            }
            ranges.fragment = start..<i
        }
        return .success(ranges)
    }

    /// Accepts one pchar (or `extra`/`extra2`) or a percent escape at `i`, advancing past it.
    @inline(__always)
    private static func checkByte(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int, extra: UInt8, extra2: UInt8) -> URLProblem? {
        let c = b[i]
        if URIClass.isPChar(c) || c == extra || c == extra2 {
            i += 1
            return nil
        }
        if c == UInt8(ascii: "%") {
            guard i + 2 < b.count,
                URIClass.hexValue(b[i + 1]) != nil, URIClass.hexValue(b[i + 2]) != nil
            else {
                return URLProblem(.malformedPercentEscape, at: i)
            }
            i += 3
            return nil
        }
        return URLProblem(invalid(b, i), at: i)
    }

    private static func invalid(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> URLProblem.Kind {
        .invalidCharacter(decodeScalar(b, at: i))
    }

    /// The scalar starting at byte `i`, or U+FFFD when the bytes there are not UTF-8.
    private static func decodeScalar(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Unicode.Scalar {
        var it = b[i...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let s) = decoder.decode(&it) { return s }
        return "\u{FFFD}"
    }

    private struct Authority {
        var userInfo: Range<Int>?
        var host: Range<Int>
        var port: Range<Int>?
    }

    /// authority = [ userinfo "@" ] host [ ":" port ]
    private static func scanAuthority(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Result<Authority, URLProblem> {
        var start = r.lowerBound
        var userInfo: Range<Int>?
        if let at = r.firstIndex(where: { b[$0] == UInt8(ascii: "@") }) {
            var i = start
            while i < at {
                if let p = checkByte(b, &i, extra: UInt8(ascii: ":"), extra2: UInt8(ascii: ":")) { return .failure(p) }
            }
            userInfo = start..<at
            start = at + 1
        }
        var i = start
        let host: Range<Int>
        if i < r.upperBound, b[i] == UInt8(ascii: "[") {
            guard let close = (i..<r.upperBound).first(where: { b[$0] == UInt8(ascii: "]") }),
                IPLiteral.isValid(Array(b[(i + 1)..<close]))
            else {
                return .failure(URLProblem(.badHost, at: i))
            }
            host = i..<(close + 1)
            i = close + 1
        } else {
            while i < r.upperBound, b[i] != UInt8(ascii: ":") {
                let c = b[i]
                if URIClass.isUnreservedOrSubDelim(c) {
                    i += 1
                } else if c == UInt8(ascii: "%") {
                    if let p = checkByte(b, &i, extra: 0, extra2: 0) { return .failure(p) }
                } else {
                    // A second `@` too.
                    return .failure(URLProblem(invalid(b, i), at: i))
                }
            }
            host = start..<i
        }
        var port: Range<Int>?
        if i < r.upperBound {
            guard b[i] == UInt8(ascii: ":") else { return .failure(URLProblem(.badHost, at: i)) }
            let p = (i + 1)..<r.upperBound
            for j in p where !URIClass.digit.contains(b[j]) {
                return .failure(URLProblem(.badPort, at: j))
            }
            port = p
        }
        return .success(Authority(userInfo: userInfo, host: host, port: port))
    }
}
