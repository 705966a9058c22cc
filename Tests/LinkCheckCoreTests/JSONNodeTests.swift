@testable import LinkCheckCore
import Testing

/// A tape node packs its count, kind and flag into one word: 12 bytes a node, every field read
/// back as written; and a container past `JSONLimits.maxElements` is a syntax error, not a count
/// that wraps.
struct JSONNodeTests {
    @Test func aNodeIsTwelveBytes() {
        #expect(MemoryLayout<JSONNode>.stride == 12)
        #expect(JSONDocument.bytesPerNode == 12)
    }

    @Test(arguments: [JSONKind.null, .bool, .number, .string, .array, .object])
    func fieldsReadBackAsWritten(_ kind: JSONKind) {
        for count: UInt32 in [0, 1, 2, 1000, UInt32(JSONLimits.mostElements)] {
            for flags: UInt8 in [0, 1] {
                var node = JSONNode(start: .max, end: .max - 1, count: count, kind: kind, flags: flags)
                #expect((node.start, node.end, node.count, node.kind, node.flags) == (.max, .max - 1, count, kind, flags))
                node.count = 7
                #expect((node.count, node.kind, node.flags) == (7, kind, flags))
            }
        }
    }

    @Test func aContainerPastTheLimitIsAnError() {
        let limits = JSONLimits(maxElements: 2)
        #expect(
            jsonError(Array("[1, 2, 3]".utf8), limits: limits)
                == JSONSyntaxError(message: "an array of more than 2 elements", location: jsonLoc(1, 1)))
        #expect(
            jsonError(Array("{\"a\": [1, {\"b\": 1, \"c\": 2, \"d\": 3}]}".utf8), limits: limits)
                == JSONSyntaxError(message: "an object of more than 2 members", location: jsonLoc(1, 11)))
        #expect(jsonError(Array("{\"a\": [1, 2], \"b\": {\"c\": [], \"d\": {}}}".utf8), limits: limits) == nil)
        #expect(
            jsonError(Array("[[], {}]".utf8), limits: JSONLimits(maxElements: 0))
                == JSONSyntaxError(message: "an array of more than 0 elements", location: jsonLoc(1, 1)))
    }

    /// A limit above what a node counts is lowered to it.
    @Test func theLimitIsAtMostWhatANodeCounts() throws {
        let document = try jsonParse("[1, 2, 3]", limits: JSONLimits(maxElements: .max))
        #expect(document.root.count == 3)
    }
}
