import LinkCheckCore

/// The final status and headers of an HTTP answer, read from a header stream: what curl writes
/// with `--dump-header` to a file of its own, never the body. Such a stream holds every head curl
/// received, in order, each ending with an empty line (a proxy's CONNECT replies unless curl was
/// told to leave them out, informational 1xx answers, then the final answer), and after the body
/// the trailers of a chunked one, which curl writes without a closing empty line.
public struct HTTPHead: Sendable, Hashable {
    public var status: Int
    /// In the order received; names as the server spelled them.
    public var headers: [HTTPHeader]

    public init(status: Int, headers: [HTTPHeader] = []) {
        self.status = status
        self.headers = headers
    }

    /// The last complete head in `stream` that is not a 1xx answer, or `nil` when there is none
    /// (the stream stopped before the final head's empty line). A proxy's CONNECT reply, when
    /// curl writes one, comes before the site's answer, so the last head is the site's; trailers
    /// never end with an empty line, so they cannot pass for a head; a block that is not a head
    /// is passed over.
    public static func final(in stream: [UInt8]) -> HTTPHead? {
        var found: HTTPHead?
        var start = 0
        while let end = blockEnd(stream, from: start) {
            if let head = parseBlock(stream[start..<end.content]), !(100..<200).contains(head.status) {
                found = head
            }
            start = end.next
        }
        return found
    }

    /// One block: a status line `HTTP/… NNN …`, then `Name: value` lines (a line without a colon
    /// is dropped, as curl passes on what the server sent).
    private static func parseBlock(_ block: ArraySlice<UInt8>) -> HTTPHead? {
        let text = String(decoding: block, as: UTF8.self)
        var lines = text.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        guard let statusLine = lines.first, statusLine.hasPrefix("HTTP/") else { return nil }
        lines.removeFirst()
        let fields = statusLine.split(separator: " ", maxSplits: 2)
        guard fields.count >= 2, fields[1].utf8.count == 3, fields[1].utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let status = Int(fields[1]), status >= 100
        else { return nil }
        let headers = lines.compactMap { line -> HTTPHeader? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return HTTPHeader(String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingSpaces)
        }
        return HTTPHead(status: status, headers: headers)
    }

    /// The end of the block starting at `from`: where its text ends, and the next block's start.
    private static func blockEnd(_ stream: [UInt8], from: Int) -> (content: Int, next: Int)? {
        var i = from
        while i + 1 < stream.count {
            if stream[i] == 0x0A {
                if stream[i + 1] == 0x0A { return (i, i + 2) }
                if stream[i + 1] == 0x0D, i + 2 < stream.count, stream[i + 2] == 0x0A { return (i, i + 3) }
            }
            i += 1
        }
        return nil
    }
}
