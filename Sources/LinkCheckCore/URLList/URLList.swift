/// A plain list of URLs, one a line, as a site's URL list or sitemap export gives them.
public enum URLList {
    /// Lines trimmed of spaces and tabs; blank lines and lines starting with `#` are skipped. A
    /// line that is not text (invalid UTF-8, a control character), not a URL, or longer than the
    /// URL limit is reported and left out; a UTF-16 file is refused whole.
    ///
    /// A long list is read on up to `cores` threads, one run of whole lines each; the URLs and
    /// findings are those of reading it on one, in the same order (`parseSerially`).
    public static func parse(
        _ bytes: [UInt8], file: String, limits: InputLimits = .defaults,
        cores: Int = 1
    ) -> (urls: ListedURLs, diagnostics: [Diagnostic]) {
        let threads = min(max(1, cores), max(1, bytes.count / bytesPerThread))
        return threads > 1
            ? ParallelURLList.parse(bytes, file: file, limits: limits, threads: threads)
            : parseSerially(bytes, file: file, limits: limits)
    }

    /// Below this a second thread costs more than it saves.
    static let bytesPerThread = 1 << 20

    /// `parse` on one thread: the reference the parallel reading is proven equal to.
    package static func parseSerially(
        _ bytes: [UInt8], file: String,
        limits: InputLimits = .defaults
    ) -> (urls: ListedURLs, diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink(file: file)
        guard let body = body(bytes, &sink) else { return ([], sink.diagnostics) }
        var spans = ByteSpans(capacity: 0, maxOffset: bytes.count)
        _ = parseLines(body, limits: limits, into: &spans, &sink)
        return (ListedURLs(given: [], bytes: bytes, spans: spans), sink.diagnostics)
    }

    /// The text after a byte-order mark, or `nil` (and the finding) for a UTF-16 file.
    static func body(_ bytes: [UInt8], _ sink: inout DiagnosticSink) -> ArraySlice<UInt8>? {
        if SourceText.isUTF16(bytes) {
            sink.error(.invalidText, SourceText.utf16, at: SourceLocation(line: 1, column: 1))
            return nil
        }
        return bytes[SourceText.start(bytes)...]
    }

    /// The lines of `body`, numbered from 1, into `urls` (each URL's range of the whole list's
    /// bytes, which `body`'s indices are) and `sink`; returns how many lines it has (one more than
    /// its line breaks).
    static func parseLines(
        _ body: ArraySlice<UInt8>, limits: InputLimits, into urls: inout ByteSpans,
        _ sink: inout DiagnosticSink
    ) -> Int {
        var lineNumber = 0
        var lineStart = body.startIndex
        // Line by line in place: `split` would first make an array of every line (32 bytes a
        // line, half the list's own size again for short URLs).
        while lineStart <= body.endIndex {
            let lineEnd = body[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? body.endIndex
            let raw = body[lineStart..<lineEnd]
            lineStart = lineEnd + 1
            lineNumber += 1
            let line = raw.last == UInt8(ascii: "\r") ? raw.dropLast() : raw
            let isSpace: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            guard let first = line.firstIndex(where: { !isSpace($0) }), let last = line.lastIndex(where: { !isSpace($0) }) else { continue }
            let trimmed = line[first...last]
            if trimmed.first == UInt8(ascii: "#") { continue }
            let column = { (offset: Int) in
                SourceLocation(line: lineNumber, column: String(decoding: line[line.startIndex..<offset], as: UTF8.self).unicodeScalars.count + 1)
            }
            if let why = limits.urlTooLong(byteCount: trimmed.count) {
                sink.error(.urlTooLong, why, at: column(first))
                continue
            }
            // ASCII is valid UTF-8: only a line with a byte past 0x7F needs decoding.
            if trimmed.contains(where: { $0 >= 0x80 }), let bad = Self.firstInvalidUTF8(trimmed) {
                sink.error(
                    .invalidText, "invalid UTF-8 byte 0x\(String(line[bad], radix: 16, uppercase: true)) in the URL list",
                    at: column(bad))
                continue
            }
            if let control = trimmed.firstIndex(where: { $0 < 0x20 || $0 == 0x7F }) {
                sink.error(
                    .invalidText, "control character U+\(String(format4: line[control])) in a URL; write it percent-encoded",
                    at: column(control))
                continue
            }
            // A line that is no URL at all is a fault of the list (a JSON file or a sitemap given
            // whole), reported once at its place rather than answered for every app. Scanned in
            // place: `URLParts.split` would first copy the line into a string.
            let scanned = trimmed.withUnsafeBufferPointer { line in
                URLParts.scanComponents(line).mapError { URLParts.atScalarOffset($0, in: line) }
            }
            if case .failure(let problem) = scanned {
                let at = column(first)
                sink.error(.invalidURL, "not a valid URL: \(problem)", at: SourceLocation(line: at.line, column: at.column + problem.offset))
                continue
            }
            urls.append(trimmed.startIndex..<trimmed.endIndex)
        }
        return lineNumber
    }

    /// The index of the first byte of the first invalid UTF-8 sequence, if any.
    static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var position = bytes.startIndex
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): position += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return position
            }
        }
    }
}

private extension String {
    /// `0007` for 7: the four hexadecimal digits of a `U+` code point.
    init(format4 byte: UInt8) {
        let digits = String(byte, radix: 16, uppercase: true)
        self = String(repeating: "0", count: 4 - digits.count) + digits
    }
}

extension URLList {
    /// The URLs of the list file `path` (`--urls`, an `urlList` of linkcheck.json), or the reason
    /// it cannot be read, as diagnostics that keep the run from being judged.
    public static func read(
        _ path: String, files: any FileSource, limits: InputLimits,
        cores: Int = 1
    ) -> (urls: ListedURLs, diagnostics: [Diagnostic]) {
        let name = files.displayName(path)
        switch files.read(path) {
        case .failure(let e):
            return ([], [Diagnostic(.error, .unreadableFile, "cannot read the URL list: \(e.reason)", file: name, at: nil)])
        case .success(let bytes):
            return parse(bytes, file: name, limits: limits, cores: cores)
        }
    }
}
