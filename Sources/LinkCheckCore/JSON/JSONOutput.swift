/// A JSON value to write out (reports, machine-readable output). Objects keep their key order.
public indirect enum JSONOutput: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    /// Rendered with Swift's shortest round-trip form; non-finite values render as `null`.
    case double(Double)
    case string(String)
    /// A number written exactly as given (for exact round trips). Text that is not a valid JSON
    /// number renders as `null`.
    case number(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])
    /// An array whose elements are made one at a time as it is written: a report of a million
    /// cases then never holds a million values, and `write(to:pretty:)` hands the text to its
    /// stream as it goes.
    case lazyArray(JSONLazyElements)
    /// An array whose elements come as text, a run of whole elements at a time, made elsewhere
    /// (on every core) for the indentation they are written at: see `JSONRenderedElements`.
    case renderedArray(JSONRenderedElements)

    /// Equal as trees: object members compare in order, `double`s with `==`, and lazy arrays
    /// element by element (making each).
    public static func == (a: JSONOutput, b: JSONOutput) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.int(x), .int(y)): return x == y
        case let (.double(x), .double(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case let (.lazyArray(x), .lazyArray(y)):
            return x.count == y.count && IteratorSequence(x.makeIterator()).elementsEqual(IteratorSequence(y.makeIterator()))
        case (.renderedArray, .renderedArray):
            return a.render() == b.render()
        default: return false
        }
    }

    /// The JSON text. Compact by default; `pretty` puts each element and member on its own line,
    /// indented by two spaces per level, with `"key": value`. No trailing newline.
    /// Recurses once per nesting level (bounded by `JSONLimits.maxDepth` for parsed values).
    public func render(pretty: Bool = false) -> String {
        var text = ""
        write(to: &text, pretty: pretty)
        return text
    }

    /// `render(pretty:)` written to `out` in pieces of about 64 KB, so that a big report is
    /// never held whole.
    public func write<Out: TextOutputStream>(to out: inout Out, pretty: Bool = false) {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(64)
        write(into: &buffer, pretty: pretty, indent: 0, stream: &out)
        out.write(utf8: buffer)
    }

    private func write<Out: TextOutputStream>(into out: inout [UInt8], pretty: Bool, indent: Int, stream: inout Out) {
        switch self {
        case .null:
            out.append(contentsOf: "null".utf8)
        case .bool(let b):
            out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let i):
            out.append(contentsOf: String(i).utf8)
        case .double(let d):
            out.append(contentsOf: (d.isFinite ? d.description : "null").utf8)
        case .number(let text):
            out.append(contentsOf: (JSONOutput.isValidNumber(text) ? text : "null").utf8)
        case .string(let s):
            JSONOutput.writeString(s, into: &out)
        case .array(let elements):
            JSONOutput.writeArray(elements.count, into: &out, pretty: pretty, indent: indent, stream: &stream) { elements[$0] }
        case .lazyArray(let elements):
            let next = elements.makeIterator()
            // `count` elements, each made as it is written; an iterator that ends early writes `null`s.
            JSONOutput.writeArray(elements.count, into: &out, pretty: pretty, indent: indent, stream: &stream) { _ in next.next() ?? .null }
        case .renderedArray(let elements):
            guard elements.count > 0 else {
                out.append(contentsOf: "[]".utf8)
                return
            }
            out.append(UInt8(ascii: "["))
            stream.write(utf8: out)
            out.removeAll(keepingCapacity: true)
            var first = true
            elements.write(pretty, indent + 1) { run in
                guard !run.isEmpty else { return }
                if !first { stream.write(",") }
                first = false
                stream.write(utf8: run)
            }
            if pretty { JSONOutput.newline(&out, indent) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else {
                out.append(contentsOf: "{}".utf8)
                return
            }
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { JSONOutput.newline(&out, indent + 1) }
                JSONOutput.writeString(key, into: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                value.write(into: &out, pretty: pretty, indent: indent + 1, stream: &stream)
            }
            if pretty { JSONOutput.newline(&out, indent) }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// `count` elements; after each, what is written so far goes to `stream` once it passes 64 KB
    /// (always at an element's end, so the text handed over is whole UTF-8).
    private static func writeArray<Out: TextOutputStream>(
        _ count: Int, into out: inout [UInt8], pretty: Bool, indent: Int,
        stream: inout Out, _ element: (Int) -> JSONOutput
    ) {
        guard count > 0 else {
            out.append(contentsOf: "[]".utf8)
            return
        }
        out.append(UInt8(ascii: "["))
        for i in 0..<count {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            if pretty { newline(&out, indent + 1) }
            element(i).write(into: &out, pretty: pretty, indent: indent + 1, stream: &stream)
            if out.count >= 1 << 16 {
                stream.write(utf8: out)
                out.removeAll(keepingCapacity: true)
            }
        }
        if pretty { newline(&out, indent) }
        out.append(UInt8(ascii: "]"))
    }

    /// Writes `s` as a JSON string literal. Escapes `"`, `\`, U+0000–U+001F (short forms where JSON
    /// has them), U+007F, U+2028 and U+2029; everything else is written as UTF-8, a run at a time.
    public static func writeString(_ s: String, into out: inout [UInt8]) {
        var s = s
        out.append(UInt8(ascii: "\""))
        s.withUTF8 { utf8 in
            var runStart = 0
            var i = 0
            let n = utf8.count
            while i < n {
                let c = utf8[i]
                // Most bytes need nothing: one test for them, the switch only for the rest.
                guard c < 0x20 || c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") || c == 0x7F || c == 0xE2 else {
                    i += 1
                    continue
                }
                var escape: StaticString?
                var hex: UInt32?
                var length = 1
                switch c {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0x08: escape = "\\b"
                case 0x0C: escape = "\\f"
                case 0x00..<0x20, 0x7F: hex = UInt32(c)
                case 0xE2 where i + 2 < n && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
                    escape = utf8[i + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    length = 3
                default: break
                }
                guard escape != nil || hex != nil else {
                    i += 1
                    continue
                }
                if runStart < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i])) }
                if let escape {
                    escape.withUTF8Buffer { out.append(contentsOf: $0) }
                } else if let hex {
                    out.append(contentsOf: ("\\u" + JSONParserText.hex4(hex)).utf8)
                }
                i += length
                runStart = i
            }
            if runStart < n { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<n])) }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// A line break and `indent` levels of two spaces, as `pretty` output puts before each
    /// element and member.
    public static func newline(_ out: inout [UInt8], _ indent: Int) {
        out.append(0x0A)
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    /// Whether `text` matches the RFC 8259 number grammar.
    static func isValidNumber(_ text: String) -> Bool {
        var it = Array(text.utf8)[...]
        func digits() -> Int {
            var n = 0
            while let c = it.first, c &- UInt8(ascii: "0") < 10 { it.removeFirst(); n += 1 }
            return n
        }
        if it.first == UInt8(ascii: "-") { it.removeFirst() }
        if it.first == UInt8(ascii: "0") {
            it.removeFirst()
        } else if digits() == 0 {
            return false
        }
        if it.first == UInt8(ascii: ".") {
            it.removeFirst()
            if digits() == 0 { return false }
        }
        if let e = it.first, e | 0x20 == UInt8(ascii: "e") {
            it.removeFirst()
            if let sign = it.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { it.removeFirst() }
            if digits() == 0 { return false }
        }
        return it.isEmpty
    }
}

/// The elements of a `JSONOutput.renderedArray`: written by `write`, which hands its argument
/// the elements' text in order (UTF-8 bytes), a run of whole elements at a time, each run as
/// `JSONOutput.run(_:pretty:indent:)` makes it. The array writes the brackets and the commas
/// between runs, so the text is the same as a `.array` of the same elements: a report can then
/// make each run on its own core.
public struct JSONRenderedElements: Sendable {
    /// How many elements the array has (only whether it is empty is read).
    public let count: Int
    /// `write(pretty, indent, body)`: each run of elements, written at `indent`, to `body`.
    let write: @Sendable (_ pretty: Bool, _ indent: Int, _ body: ([UInt8]) -> Void) -> Void

    /// `count` elements, whose runs `write` hands to its `body` argument, each written at `indent`.
    public init(count: Int, _ write: @escaping @Sendable (_ pretty: Bool, _ indent: Int, _ body: ([UInt8]) -> Void) -> Void) {
        self.count = count
        self.write = write
    }
}

extension JSONOutput {
    /// Elements as one run of a `renderedArray`, written at `indent`: each after a line break and
    /// `indent` levels when `pretty`, separated by commas.
    public static func run(_ elements: some Sequence<JSONOutput>, pretty: Bool, indent: Int) -> [UInt8] {
        var out: [UInt8] = []
        var none = NoStream()
        for (i, element) in elements.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            if pretty { newline(&out, indent) }
            element.write(into: &out, pretty: pretty, indent: indent, stream: &none)
        }
        // What a big nested array handed over comes before what is still in `out`.
        return Array(none.text.utf8) + out
    }

    /// Where a run's text goes when an element holds a big array: kept, as the run is one piece.
    private struct NoStream: TextOutputStream {
        var text = ""
        mutating func write(_ string: String) { text += string }
    }
}

/// The elements of a `JSONOutput.lazyArray`, made in order each time the array is written or
/// compared.
public struct JSONLazyElements: Sendable {
    /// How many elements the array has.
    public let count: Int
    /// A fresh iterator over the elements.
    private let iterate: @Sendable () -> AnyIterator<JSONOutput>

    /// `count` elements, element `i` being `make(i)`, `0 ..< count`.
    public init(count: Int, _ make: @escaping @Sendable (Int) -> JSONOutput) {
        self.count = count
        iterate = {
            var i = 0
            return AnyIterator {
                guard i < count else { return nil }
                defer { i += 1 }
                return make(i)
            }
        }
    }

    /// The `count` elements `transform` makes of `base`'s, in order, each as it is read: for a
    /// sequence whose iterator gives its elements faster in order than a subscript one by one.
    /// (It takes the transform itself: given `base.lazy.map(transform)`, which is not `Sendable`,
    /// the compiler took the eager `map`, whose array is, and held every element.)
    public init<Base: Sequence & Sendable>(count: Int, _ base: Base, _ transform: @escaping @Sendable (Base.Element) -> JSONOutput) {
        self.count = count
        iterate = {
            var elements = base.makeIterator()
            return AnyIterator { elements.next().map(transform) }
        }
    }

    /// The elements from the first, made as they are read.
    public func makeIterator() -> AnyIterator<JSONOutput> {
        iterate()
    }
}

extension JSONValue {
    /// The value as a ``JSONOutput`` tree: integers that fit `Int` become `.int`, other numbers
    /// `.number` with their exact text, so rendering reproduces the same values. Recurses once per
    /// nesting level, which `JSONLimits.maxDepth` bounds.
    public var output: JSONOutput {
        switch kind {
        case .null: return .null
        case .bool: return .bool(boolValue ?? false)
        case .number:
            if let i = intValue { return .int(i) }
            return .number(numberText ?? "0")
        case .string: return .string(stringValue ?? "")
        case .array: return .array(elements.map(\.output))
        case .object:
            var members: [(String, JSONOutput)] = []
            members.reserveCapacity(count)
            var i = index + 1
            for _ in 0..<count {
                members.append(
                    (
                        JSONDocument.decodeString(document.bytes, document.nodes[i]),
                        JSONValue(document: document, index: i + 1).output
                    ))
                i = document.next(after: i + 1)
            }
            return .object(members)
        }
    }
}
