import LinkCheckCore

/// The fast path of a table run: whether a case, as written, is well formed and expects exactly
/// what the schema produced. It answers yes only when `TableLoader`'s full reader would accept the
/// case without a diagnostic and build an expectation equal to `actual`. Anything else (a
/// difference, a problem to report, an escaped key, `$comment`) answers no, and the case goes
/// through the full reader, which reports problems and builds the expected destination for the diff.
struct ExpectationShortcut {
    let tape: JSONTape
    /// Whether the schema declares tabs: then an expectation needs `"tab"`, otherwise it must not have one.
    let hasTabs: Bool
    /// A longer URL is reported by the full reader.
    var maxURLLength = Int.max

    /// A case object's members by tape index.
    struct CaseMembers {
        var url: Int
        var expect: Int
        var note: Int?
    }

    /// The members of a case object whose keys are plain `url`, `expect` and optionally `note`,
    /// each once, with a string `url` and `note`; nil for anything else.
    func caseMembers(_ element: Int) -> CaseMembers? {
        let node = tape[element]
        guard node.kind == .object else { return nil }
        var url = -1, expect = -1, note = -1
        var key = element + 1
        for _ in 0..<Int(node.count) {
            let value = key + 1
            if url < 0, tape.plainStringIs(key, "url") {
                url = value
            } else if expect < 0, tape.plainStringIs(key, "expect") {
                expect = value
            } else if note < 0, tape.plainStringIs(key, "note") {
                note = value
            } else {
                return nil
            }
            key = tape.next(after: value)
        }
        guard url >= 0, expect >= 0, tape[url].kind == .string, note < 0 || tape[note].kind == .string,
            Int(tape[url].end - tape[url].start) - 2 <= maxURLLength
        else { return nil }
        return CaseMembers(url: url, expect: expect, note: note < 0 ? nil : note)
    }

    /// Whether the `expect` value at `index` is a valid expectation equal to `actual`'s destination.
    func matches(_ index: Int, _ actual: Resolution) -> Bool {
        let node = tape[index]
        guard case .destination(let destination, _) = actual else { return node.kind == .null }
        guard node.kind == .object else { return false }
        var tab = -1, stack = -1
        var key = index + 1
        for _ in 0..<Int(node.count) {
            if tab < 0, tape.plainStringIs(key, "tab") {
                tab = key + 1
            } else if stack < 0, tape.plainStringIs(key, "stack") {
                stack = key + 1
            } else {
                return false
            }
            key = tape.next(after: key + 1)
        }
        if hasTabs {
            guard tab >= 0, let expected = destination.tab, tape.plainStringEquals(tab, expected) else { return false }
        } else if tab >= 0 || destination.tab != nil {
            return false
        }
        guard stack >= 0, tape[stack].kind == .array, Int(tape[stack].count) == destination.stack.count else { return false }
        var entry = stack + 1
        for route in destination.stack {
            guard matches(entry: entry, route) else { return false }
            entry = tape.next(after: entry)
        }
        return true
    }

    /// `"name"` (every argument absent) or `{"name": {label: value, ...}}`.
    private func matches(entry: Int, _ route: RouteValue) -> Bool {
        let node = tape[entry]
        if node.kind == .string {
            // Absent arguments are valid only for optional parameters, which is what `.none` means.
            return tape.plainStringEquals(entry, route.name) && route.arguments.allSatisfy { $0.value == .none }
        }
        guard node.kind == .object, node.count == 1, tape.plainStringEquals(entry + 1, route.name) else { return false }
        let arguments = entry + 2
        let given = tape[arguments]
        guard given.kind == .object, Int(given.count) <= route.arguments.count, route.arguments.count <= 64 else { return false }
        var seen: UInt64 = 0
        var key = arguments + 1
        for _ in 0..<Int(given.count) {
            guard let position = route.arguments.firstIndex(where: { tape.plainStringEquals(key, $0.label) }),
                seen & (1 << position) == 0,
                matches(value: key + 1, route.arguments[position].value)
            else { return false }
            seen |= 1 << position
            key = tape.next(after: key + 1)
        }
        for (position, argument) in route.arguments.enumerated() where seen & (1 << position) == 0 {
            guard argument.value == .none else { return false }
        }
        return true
    }

    /// Whether the JSON constant at `index` reads as `value` (as `StackReader.constant` reads it).
    private func matches(value index: Int, _ value: Value) -> Bool {
        switch value {
        case .int(let i): return tape.integer(index) == i
        case .double(let d): return tape.double(index).map { Value.double($0) == .double(d) } ?? false
        case .bool(let b): return tape[index].kind == .bool && (tape[index].flags & JSONNode.isTrue != 0) == b
        case .uuid(let u): return tape[index].kind == .string && UUIDValue(tape.string(index)) == u
        case .string(let s), .enumCase(let s): return tape.plainStringEquals(index, s)
        case .none: return tape[index].kind == .null
        // Not read in place: a dictionary's members may come in any order.
        case .query: return false
        }
    }
}
