import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import Testing

/// `HTTPHead.final`: the site's status and headers out of the header stream curl writes apart
/// from the body.
@Suite struct HTTPHeadTests {
    static let json = HTTPHead(status: 200, headers: [HTTPHeader("Content-Type", "application/json"), HTTPHeader("Content-Length", "2")])
    static let site = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n"

    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var stream: String
        var head: HTTPHead?
    }

    @Test(arguments: [
        Case(testDescription: "one head", stream: site, head: json),
        // tinyproxy's reply: a header after the status line, so "200 with no headers" cannot tell it.
        Case(
            testDescription: "a proxy's CONNECT reply with a header comes first",
            stream: "HTTP/1.0 200 Connection established\r\nProxy-agent: tinyproxy/1.11.1\r\n\r\n" + site, head: json),
        Case(
            testDescription: "a proxy asked for credentials, then let through",
            stream: "HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic\r\n\r\nHTTP/1.1 200 OK\r\n\r\n" + site, head: json),
        Case(
            testDescription: "100 Continue and 103 Early Hints before the answer",
            stream: "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a.css>\r\n\r\n" + site, head: json),
        Case(
            testDescription: "HTTP/2, lower-case names, no space after the colon",
            stream: "HTTP/2 404 \r\ncontent-type: text/html\r\nX-Odd:no-space\r\n\r\n",
            head: HTTPHead(status: 404, headers: [HTTPHeader("content-type", "text/html"), HTTPHeader("X-Odd", "no-space")])),
        Case(
            testDescription: "bare line feeds", stream: "HTTP/1.1 301 Moved\nLocation: /x\n\n",
            head: HTTPHead(status: 301, headers: [HTTPHeader("Location", "/x")])),
        // curl writes a chunked body's trailers after the final head, without an empty line.
        Case(testDescription: "trailers after the body", stream: site + "X-Checksum: abc\r\nServer-Timing: db;dur=53\r\n", head: json),
        Case(
            testDescription: "trailers that imitate a head",
            stream: "HTTP/1.1 404 Not Found\r\nTransfer-Encoding: chunked\r\n\r\nHTTP/1.1 200 OK\r\nContent-Type: application/json\r\n",
            head: HTTPHead(status: 404, headers: [HTTPHeader("Transfer-Encoding", "chunked")])),
        Case(testDescription: "a block that is not a head is passed over", stream: site + "garbage\r\n\r\n", head: json),
        Case(testDescription: "stopped inside the final head", stream: "HTTP/1.1 200 OK\r\nContent-Type: a", head: nil),
        Case(testDescription: "stopped after a proxy's reply", stream: "HTTP/1.0 200 Connection established\r\nProxy-agent: x\r\n", head: nil),
        Case(testDescription: "stopped after 100 Continue", stream: "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\n", head: nil),
        Case(testDescription: "only informational answers", stream: "HTTP/1.1 100 Continue\r\n\r\n", head: nil),
        Case(testDescription: "not HTTP", stream: "garbage\r\n\r\n", head: nil),
        Case(testDescription: "a status that is not three digits", stream: "HTTP/1.1 +20 OK\r\n\r\n", head: nil),
        Case(testDescription: "empty", stream: "", head: nil)
    ])
    func finalHead(_ c: Case) {
        #expect(HTTPHead.final(in: Array(c.stream.utf8)) == c.head)
    }

    /// Server bytes are untrusted: every prefix of a stream, and bytes from a fixed generator,
    /// give a head or `nil`, never a crash, and a prefix never gives a head the whole does not.
    @Test func anyBytesGiveAHeadOrNil() {
        let stream = Array("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 301 Moved\r\nLocation: /x\r\n\r\nX-T: v\r\n".utf8)
        for n in 0...stream.count {
            let head = HTTPHead.final(in: Array(stream.prefix(n)))
            #expect(head == nil || head?.status == 301)
        }
        var state: UInt64 = 0x9E3779B97F4A7C15
        let alphabet = Array("HTTP/1. 20\r\n:a".utf8)
        for _ in 0..<5000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(state % 64) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(alphabet[Int(state >> 59) % alphabet.count])
            }
            state = state &* 6364136223846793005 &+ 1442695040888963407
            if let head = HTTPHead.final(in: bytes) { #expect((100...999).contains(head.status)) }
        }
    }
}
