/// The six kinds of JSON value (RFC 8259).
public enum JSONKind: Sendable, Equatable {
    case null, bool, number, string, array, object
}

/// A view of one value inside a document (the document plus a node index). Cheap to copy.
public struct JSONValue: Sendable {
    /// The document the value is part of; the value keeps it alive.
    public let document: JSONDocument
    /// The value's index on the document's node tape (the root is 0).
    package let index: Int

    package init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    var node: JSONNode { document.nodes[index] }

    /// Which of the six kinds of JSON value this is.
    public var kind: JSONKind { node.kind }

    /// Where the value's first byte is.
    public var location: SourceLocation { document.location(ofByteOffset: byteOffset) }

    /// The offset of the value's first byte in the input.
    public var byteOffset: Int { Int(node.start) }

    /// `true` or `false`; nil if the value is not a boolean.
    public var boolValue: Bool? {
        let node = self.node
        return node.kind == .bool ? node.flags & JSONNode.isTrue != 0 : nil
    }

    /// The decoded string (escapes resolved); nil if the value is not a string.
    public var stringValue: String? {
        let node = self.node
        return node.kind == .string ? JSONDocument.decodeString(document.bytes, node) : nil
    }

    /// The number exactly as written; nil if the value is not a number.
    public var numberText: String? {
        let node = self.node
        guard node.kind == .number else { return nil }
        return document.bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(node.start)..<Int(node.end)]), as: UTF8.self)
        }
    }

    /// Whether the value is a number written without a fraction or an exponent.
    public var isIntegerLiteral: Bool {
        let node = self.node
        return node.kind == .number && node.flags & JSONNode.isInteger != 0
    }

    /// The value of an integer literal that fits in `Int`; nil otherwise (`1.0` and `1e2` give nil).
    public var intValue: Int? {
        let node = self.node
        guard node.kind == .number, node.flags & JSONNode.isInteger != 0 else { return nil }
        return document.bytes.withUnsafeBufferPointer { JSONDocument.integer($0, Int(node.start), Int(node.end)) }
    }

    /// Any number, converted from its text by `Double(_:)`; may be infinite for huge exponents.
    public var doubleValue: Double? {
        guard let text = numberText else { return nil }
        return Double(text)
    }

    /// Elements of an array or members of an object; 0 for anything else.
    public var count: Int {
        let node = self.node
        return node.kind == .array || node.kind == .object ? Int(node.count) : 0
    }

    /// The elements of an array, in order; empty if the value is not an array.
    public var elements: JSONElements {
        let node = self.node
        return JSONElements(document: document, first: index + 1, count: node.kind == .array ? Int(node.count) : 0)
    }

    /// The members of an object, in document order (duplicates included); empty if not an object.
    public var members: JSONMembers {
        let node = self.node
        return JSONMembers(document: document, first: index + 1, count: node.kind == .object ? Int(node.count) : 0)
    }

    /// The value of the first member with this (decoded) key; nil if there is none or this is not an object.
    public subscript(key: String) -> JSONValue? {
        let node = self.node
        guard node.kind == .object else { return nil }
        var key = key
        return key.withUTF8 { wanted -> JSONValue? in
            document.bytes.withUnsafeBufferPointer { buffer -> JSONValue? in
                var i = index + 1
                for _ in 0..<Int(node.count) {
                    let keyNode = document.nodes[i]
                    if document.keyEquals(keyNode, wanted, buffer) {
                        return JSONValue(document: document, index: i + 1)
                    }
                    i = document.next(after: i + 1)
                }
                return nil
            }
        }
    }

    /// The element at `position` of an array; nil when out of range or not an array. O(position).
    public subscript(position: Int) -> JSONValue? {
        guard kind == .array, position >= 0, position < count else { return nil }
        var i = index + 1
        for _ in 0..<position { i = document.next(after: i) }
        return JSONValue(document: document, index: i)
    }

    /// "null", "a boolean", "a number", "a string", "an array" or "an object", for messages.
    public var typeName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One `"key": value` member of an object.
public struct JSONMember: Sendable {
    /// The decoded key (escapes resolved).
    public var key: String
    /// The member's value.
    public var value: JSONValue
    /// Byte offset of the key, turned into a line and column only when asked: most members are
    /// read and never reported.
    let keyOffset: Int

    /// Where the key's opening quote is: 1-based line, column in Unicode scalars.
    public var keyLocation: SourceLocation { value.document.location(ofByteOffset: keyOffset) }

    init(key: String, keyOffset: Int, value: JSONValue) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}

/// The elements of an array.
public struct JSONElements: Sequence, Sendable {
    let document: JSONDocument
    let first: Int
    /// The number of elements.
    public let count: Int

    /// Exact: `count`.
    public var underestimatedCount: Int { count }

    /// The elements in order, each step O(1).
    public func makeIterator() -> Iterator { Iterator(document: document, position: first, remaining: count) }

    /// Walks an array's elements in order.
    public struct Iterator: IteratorProtocol, Sendable {
        let document: JSONDocument
        var position: Int
        var remaining: Int

        /// The next element, or `nil` after the last.
        public mutating func next() -> JSONValue? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let value = JSONValue(document: document, index: position)
            position = document.next(after: position)
            return value
        }
    }
}

/// The members of an object, in document order.
public struct JSONMembers: Sequence, Sendable {
    let document: JSONDocument
    let first: Int
    /// The number of members, duplicates included.
    public let count: Int

    /// Exact: `count`.
    public var underestimatedCount: Int { count }

    /// The members in document order, each step O(1) plus decoding the key.
    public func makeIterator() -> Iterator { Iterator(document: document, position: first, remaining: count) }

    /// Walks an object's members in document order.
    public struct Iterator: IteratorProtocol, Sendable {
        let document: JSONDocument
        var position: Int
        var remaining: Int

        /// The next member, or `nil` after the last.
        public mutating func next() -> JSONMember? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let keyNode = document.nodes[position]
            let member = JSONMember(
                key: JSONDocument.decodeString(document.bytes, keyNode),
                keyOffset: Int(keyNode.start),
                value: JSONValue(document: document, index: position + 1))
            position = document.next(after: position + 1)
            return member
        }
    }
}

extension JSONDocument {
    /// The integer literal in `buffer[start ..< end]`, nil when it does not fit in `Int`.
    static func integer(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var i = start
        guard i < end, end <= buffer.count else { return nil }
        let negative = buffer[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        // Accumulate negatively so that Int.min fits.
        var value = 0
        while i < end {
            let (shifted, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) = shifted.subtractingReportingOverflow(Int(buffer[i] &- UInt8(ascii: "0")))
            if o1 || o2 { return nil }
            value = next
            i += 1
        }
        if negative { return value }
        return value == Int.min ? nil : -value
    }

    /// The tape index just past the subtree at `index`.
    @inline(__always)
    func next(after index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .array || node.kind == .object ? Int(node.end) : index + 1
    }

    /// Whether a key node decodes to exactly `wanted`, without allocating for unescaped keys.
    func keyEquals(_ node: JSONNode, _ wanted: UnsafeBufferPointer<UInt8>, _ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(node.start) + 1
        let end = Int(node.end) - 1
        guard start <= end, end <= buffer.count else { return false }
        let raw = UnsafeBufferPointer(rebasing: buffer[start..<end])
        if node.flags & JSONNode.hasEscapes == 0 {
            return raw.count == wanted.count && raw.elementsEqual(wanted)
        }
        // Escapes only shrink text, so a decoded key can't be longer than its raw form.
        guard wanted.count <= raw.count else { return false }
        return JSONDocument.decodeString(bytes, node).utf8.elementsEqual(wanted)
    }
}
