/// Reads plist 1.0 elements from an `XMLScanner` into a flat list of `PlistNode`s in document
/// order. Iterative: open containers live on `stack`, so nesting costs heap, never call stack.
struct PlistParser {
    var scanner: XMLScanner
    let maxDepth: Int

    /// An open `<plist>`, `<array>` or `<dict>`.
    private struct Frame {
        enum Kind { case plist, array, dictionary }

        var kind: Kind
        var name: String
        var offset: Int
        var location: SourceLocation
        /// The container's node; `nil` for the `<plist>` wrapper.
        var node: Int?
        /// Values placed in it so far; the wrapper holds one.
        var count = 0
        /// In a `<dict>`: the key read, waiting for its value.
        var pendingKey: PlistNode.Key?
        /// In a `<dict>`: where each key was first given.
        var seen: [String: SourceLocation] = [:]
    }

    private var nodes: [PlistNode] = []
    private var stack: [Frame] = []
    /// Open `<array>`s and `<dict>`s.
    private var depth = 0
    private var started = false
    private var sawDoctype = false
    private var duplicates: [(key: String, location: SourceLocation, firstLocation: SourceLocation)] = []

    static let valueElements = ["dict", "array", "string", "integer", "real", "true", "false", "date", "data"]

    init(scanner: XMLScanner, maxDepth: Int) {
        self.scanner = scanner
        self.maxDepth = maxDepth
    }

    /// The root is complete and nothing but comments and whitespace may follow.
    private var finished: Bool { stack.isEmpty && !nodes.isEmpty }

    mutating func parse() throws(PlistSyntaxError) -> PlistDocument {
        while true {
            switch try scanner.next() {
            case .endOfFile(let offset):
                if let open = stack.last {
                    throw fail("unterminated <\(open.name)> (opened at \(open.location)) at end of file", at: offset)
                }
                guard finished else { throw fail("expected an XML property list (<plist>), found end of file", at: offset) }
                return PlistDocument(nodes: nodes, duplicateKeys: duplicates)
            case .text(let text, let significant):
                guard let at = significant else { continue }
                // A file that is no property list at all (a .env, a key) is named, never quoted: its
                // first words may be a secret.
                if stack.isEmpty && !finished {
                    throw fail("the file is not a property list: it begins with text, not an XML element such as <plist>", at: at)
                }
                let shown = SwiftLiteral.clippedString(text.trimmingXMLWhitespace)
                throw fail("unexpected text \(shown) \(stack.last.map { "in <\($0.name)>" } ?? "after the property list")", at: at)
            case .doctype(let offset):
                if started { throw fail("a DOCTYPE must come before the root element", at: offset) }
                if sawDoctype { throw fail("a second DOCTYPE", at: offset) }
                sawDoctype = true
            case .start(let name, let selfClosing, let offset):
                try start(name, selfClosing: selfClosing, at: offset)
            case .end(let name, let offset):
                try end(name, at: offset)
            }
        }
    }

    private mutating func start(_ name: String, selfClosing: Bool, at offset: Int) throws(PlistSyntaxError) {
        if finished { throw fail("unexpected <\(name)> after the property list; a file holds one", at: offset) }
        let location = scanner.location(offset)
        if name == "plist" {
            guard !started else { throw fail("<plist> may only be the root element", at: offset) }
            started = true
            if selfClosing { throw fail("the <plist> element is empty; it must hold one value", at: offset) }
            stack.append(Frame(kind: .plist, name: name, offset: offset, location: location))
            return
        }
        started = true
        guard Self.valueElements.contains(name) || name == "key" else {
            throw fail("unknown element <\(name)>" + Suggestion.hint(for: name, among: Self.valueElements + ["key", "plist"]), at: offset)
        }
        if let top = stack.last, top.kind == .dictionary {
            if name == "key", let pending = top.pendingKey { throw noValue(pending) }
            if name != "key", top.pendingKey == nil { throw fail("<\(name)> in a <dict> needs a <key> before it", at: offset) }
        } else if name == "key" {
            throw fail("<key> belongs in a <dict>", at: offset)
        }

        switch name {
        case "key":
            let text = try leafText(name, selfClosing: selfClosing, at: offset)
            stack[stack.count - 1].pendingKey = PlistNode.Key(text: text, location: location)
        case "dict", "array":
            let node = try place(name == "dict" ? .dictionary : .array, at: location)
            if selfClosing { return }
            guard depth < maxDepth else {
                throw fail("nesting deeper than \(maxDepth) levels; --max-depth raises the limit", at: offset)
            }
            depth += 1
            stack.append(Frame(kind: name == "dict" ? .dictionary : .array, name: name, offset: offset, location: location, node: node))
        default:
            let text = try leafText(name, selfClosing: selfClosing, at: offset)
            let payload: PlistNode.Payload
            do throws(PlistScalars.Problem) {
                payload = try PlistScalars.payload(of: name, text: text)
            } catch {
                throw PlistSyntaxError(message: error.message, location: location)
            }
            try place(payload, at: location)
        }
    }

    private mutating func end(_ name: String, at offset: Int) throws(PlistSyntaxError) {
        guard let open = stack.popLast() else { throw fail("unexpected </\(name)> with no element open", at: offset) }
        guard open.name == name else {
            throw fail("expected </\(open.name)> to close <\(open.name)> (opened at \(open.location)), found </\(name)>", at: offset)
        }
        if let pending = open.pendingKey { throw noValue(pending) }
        if open.kind == .plist, open.count == 0 { throw fail("the <plist> element is empty; it must hold one value", at: open.offset) }
        if let node = open.node {
            depth -= 1
            nodes[node].end = nodes.count
        }
    }

    /// Appends a value to the open container (taking its pending key) or as the root; returns
    /// its node index.
    @discardableResult
    private mutating func place(_ payload: PlistNode.Payload, at location: SourceLocation) throws(PlistSyntaxError) -> Int {
        var key: PlistNode.Key?
        if let top = stack.indices.last {
            if stack[top].kind == .plist, stack[top].count > 0 {
                throw PlistSyntaxError(message: "<plist> holds more than one value; the second is here", location: location)
            }
            stack[top].count += 1
            if stack[top].kind == .dictionary, let pending = stack[top].pendingKey {
                if let first = stack[top].seen[pending.text] {
                    duplicates.append((pending.text, pending.location, first))
                } else {
                    stack[top].seen[pending.text] = pending.location
                }
                key = pending
                stack[top].pendingKey = nil
            }
        }
        nodes.append(PlistNode(payload: payload, location: location, key: key, end: nodes.count + 1))
        return nodes.count - 1
    }

    /// The text of a leaf element up to its end tag; comments may interrupt it, elements may not.
    private mutating func leafText(_ name: String, selfClosing: Bool, at offset: Int) throws(PlistSyntaxError) -> String {
        if selfClosing { return "" }
        var text = ""
        while true {
            switch try scanner.next() {
            case .text(let part, _):
                text += part
            case .end(let closing, let at):
                guard closing == name else { throw fail("expected </\(name)>, found </\(closing)>", at: at) }
                return text
            case .start(let child, _, let at):
                throw fail("<\(name)> holds text only, not <\(child)>", at: at)
            case .doctype(let at):
                throw fail("a DOCTYPE must come before the root element", at: at)
            case .endOfFile(let at):
                throw fail("unterminated <\(name)> (opened at \(scanner.location(offset))) at end of file", at: at)
            }
        }
    }

    private func noValue(_ key: PlistNode.Key) -> PlistSyntaxError {
        PlistSyntaxError(message: "the key \(SwiftLiteral.clippedString(key.text)) has no value", location: key.location)
    }

    private mutating func fail(_ message: String, at offset: Int) -> PlistSyntaxError {
        scanner.fail(message, at: offset)
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmingXMLWhitespace: String {
        let u = Array(utf8)
        guard let first = u.firstIndex(where: { !XMLByte.isWhitespace($0) }),
            let last = u.lastIndex(where: { !XMLByte.isWhitespace($0) })
        else { return "" }
        return String(decoding: u[first...last], as: UTF8.self)
    }
}
