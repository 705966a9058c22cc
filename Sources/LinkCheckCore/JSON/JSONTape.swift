/// A borrowed view of a document's node tape and bytes, for loops over millions of values: unlike
/// `JSONValue` it holds no reference, so walking it costs no reference counting. Valid only inside
/// `JSONDocument.withTape`.
package struct JSONTape {
    let nodes: UnsafeBufferPointer<JSONNode>
    let bytes: UnsafeBufferPointer<UInt8>

    @inline(__always)
    package subscript(index: Int) -> JSONNode { nodes[index] }

    /// The tape index just past the subtree at `index`.
    @inline(__always)
    package func next(after index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .array || node.kind == .object ? Int(node.end) : index + 1
    }

    /// A string node's bytes between the quotes, when it has no escapes; nil otherwise.
    @inline(__always)
    func plainString(_ index: Int) -> UnsafeBufferPointer<UInt8>? {
        let node = nodes[index]
        guard node.kind == .string, node.flags & JSONNode.hasEscapes == 0 else { return nil }
        let start = Int(node.start) + 1, end = Int(node.end) - 1
        guard start <= end, end <= bytes.count else { return nil }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// Whether a plain (unescaped) string node holds exactly `text`'s bytes. False for an escaped
    /// string, even an equal one: callers take it as "not known equal" and fall back.
    package func plainStringEquals(_ index: Int, _ text: String) -> Bool {
        guard let raw = plainString(index) else { return false }
        return text.utf8.withContiguousStorageIfAvailable { Self.same(raw, $0) } ?? text.utf8.elementsEqual(raw)
    }

    /// Whether a plain key or string node is exactly the ASCII `word`.
    @inline(__always)
    package func plainStringIs(_ index: Int, _ word: StaticString) -> Bool {
        guard let raw = plainString(index), raw.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { Self.same(raw, $0) }
    }

    /// Byte equality; the generic `elementsEqual` is several times slower on short keys.
    @inline(__always)
    static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for i in 0..<a.count where a[i] != b[i] { return false }
        return true
    }

    /// A string node decoded (escapes resolved); "" for any other node.
    package func string(_ index: Int) -> String {
        let node = nodes[index]
        return node.kind == .string ? JSONDocument.decodeString(bytes, node) : ""
    }

    /// An integer literal's value when it fits in `Int`, as `JSONValue.intValue`.
    package func integer(_ index: Int) -> Int? {
        let node = nodes[index]
        guard node.kind == .number, node.flags & JSONNode.isInteger != 0 else { return nil }
        return JSONDocument.integer(bytes, Int(node.start), Int(node.end))
    }

    /// A number as `JSONValue.doubleValue` reads it (`Double(_:)` of its text).
    package func double(_ index: Int) -> Double? {
        let node = nodes[index]
        guard node.kind == .number else { return nil }
        // Short integers convert exactly; only other numbers need the text.
        if node.flags & JSONNode.isInteger != 0, node.end - node.start <= 15,
            let i = JSONDocument.integer(bytes, Int(node.start), Int(node.end))
        {
            return Double(i)
        }
        return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(node.start)..<Int(node.end)]), as: UTF8.self))
    }
}

extension JSONDocument {
    package func withTape<R>(_ body: (JSONTape) throws -> R) rethrows -> R {
        try nodes.withUnsafeBufferPointer { nodes in
            try bytes.withUnsafeBufferPointer { bytes in try body(JSONTape(nodes: nodes, bytes: bytes)) }
        }
    }
}
