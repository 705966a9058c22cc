import LinkCheckCore

/// Where a SARIF result is: the file as the other reports name it, written as a URI reference
/// (RFC 3986), and the 1-based line and column.
///
/// - A path relative to the working directory stays relative, with `uriBaseId` `%SRCROOT%`: run
///   from the repository's root, that is the path GitHub shows the finding on.
/// - An absolute path becomes a `file://` URI, and a fetched file keeps its `https://` URL; both
///   without `uriBaseId`, since they are no file of the working directory.
/// - Standard input has no name; it is `<stdin>` (percent-encoded) with a description.
enum SARIFLocation {
    /// The base every relative path is resolved against: the working directory of the run.
    static let sourceRoot = "%SRCROOT%"

    /// `{"physicalLocation": {"artifactLocation", "region"}}`; no region for a finding about a
    /// whole file.
    static func location(_ d: Diagnostic) -> JSONOutput {
        var physical: [(String, JSONOutput)] = [("artifactLocation", artifact(d.file))]
        if let at = d.location, at.line >= 1 {
            var region: [(String, JSONOutput)] = [("startLine", .int(at.line))]
            if at.column >= 1 { region.append(("startColumn", .int(at.column))) }
            physical.append(("region", .object(region)))
        }
        return .object([("physicalLocation", .object(physical))])
    }

    /// `{"uri", "uriBaseId"}` for a file as the reports name it. A name shown quoted (bytes that
    /// are not UTF-8, `"t\xFF.json"`) is read back into the file's own bytes first: the URI names
    /// the real file, percent-encoded, never the quoted form.
    static func artifact(_ file: String) -> JSONOutput {
        if file == "<stdin>" {
            return .object([
                ("uri", .string(encoded(Array(file.utf8), keeping: isPathCharacter))),
                ("description", .object([("text", .string("standard input"))]))
            ])
        }
        let bytes = QuotedPath.bytes(file) ?? Array(file.utf8)
        if bytes.starts(with: "https://".utf8) || bytes.starts(with: "http://".utf8) {
            // Already a URI: only what no URI may hold (a space, non-ASCII) is encoded.
            return .object([("uri", .string(encoded(bytes) { isPathCharacter($0) || ":?#%".utf8.contains($0) }))])
        }
        if bytes.first == UInt8(ascii: "/") {
            return .object([("uri", .string("file://" + encoded(bytes, keeping: isPathCharacter)))])
        }
        var relative = bytes[...]
        while relative.starts(with: "./".utf8) { relative = relative.dropFirst(2) }
        return .object([
            ("uri", .string(encoded(Array(relative), keeping: isPathCharacter))),
            ("uriBaseId", .string(sourceRoot))
        ])
    }

    /// `bytes` with every byte that `keep` refuses written as `%XX`.
    static func encoded(_ bytes: [UInt8], keeping keep: (UInt8) -> Bool) -> String {
        var out = ""
        for byte in bytes {
            if keep(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    /// RFC 3986 `pchar` and `/`, less `:`: a relative reference whose first segment held a
    /// colon would read as a scheme (`a:b.json`), so every colon is encoded.
    static func isPathCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~!$&'()*+,;=@/".utf8.contains(byte)
        }
    }
}
