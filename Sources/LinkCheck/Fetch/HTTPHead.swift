/// The head of an HTTP answer as curl writes it with `--dump-header -`, before the body: the
/// final status and headers, and where the body starts.
public struct HTTPHead: Sendable, Hashable {
    public var status: Int
    public var headers: [HTTPHeader]
    /// Offset of the body's first byte in the bytes parsed.
    public var bodyStart: Int

    /// `nil` until the header block is complete (or when it is not HTTP). Informational (1xx)
    /// answers and a proxy's bare "200 Connection established" come first and are skipped.
    public static func parse(_ out: [UInt8]) -> HTTPHead? {
        var start = 0
        while let end = blockEnd(out, from: start) {
            let text = String(decoding: out[start..<end.content], as: UTF8.self)
            var lines = text.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            guard let statusLine = lines.first, statusLine.hasPrefix("HTTP/") else { return nil }
            lines.removeFirst()
            let fields = statusLine.split(separator: " ", maxSplits: 2)
            guard fields.count >= 2, let status = Int(fields[1]) else { return nil }
            let proxy = status == 200 && lines.isEmpty && out[end.next...].starts(with: Array("HTTP/".utf8))
            if (100..<200).contains(status) || proxy {
                start = end.next
                continue
            }
            let headers = lines.compactMap { line -> HTTPHeader? in
                guard let colon = line.firstIndex(of: ":") else { return nil }
                return HTTPHeader(String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingSpaces)
            }
            return HTTPHead(status: status, headers: headers, bodyStart: end.next)
        }
        return nil
    }

    /// The end of the header block starting at `from`: where its text ends, and the next byte.
    private static func blockEnd(_ out: [UInt8], from: Int) -> (content: Int, next: Int)? {
        var i = from
        while i + 1 < out.count {
            if out[i] == 0x0A {
                if out[i + 1] == 0x0A { return (i, i + 2) }
                if out[i + 1] == 0x0D, i + 2 < out.count, out[i + 2] == 0x0A { return (i, i + 3) }
            }
            i += 1
        }
        return nil
    }
}
