import LinkCheckCore

/// Route values and destinations written as Swift: `.order(id: 42)`, `"A-1"`, `nil`, the way
/// the app's own code would construct them.
public enum RouteSyntax {
    /// A value as Swift source: `42`, `1.5`, `.nan`, `true`, `UUID(E621E1F8-…)`, `"A-1"`,
    /// `.price`, `nil`.
    public static func value(_ v: Value) -> String {
        switch v {
        case .int(let x): return String(x)
        case .double(let x):
            if x.isNaN { return ".nan" }
            if x.isInfinite { return x < 0 ? "-.infinity" : ".infinity" }
            return x.description
        case .bool(let x): return x ? "true" : "false"
        case .uuid(let u): return "UUID(\(u))"
        case .string(let s): return SwiftLiteral.string(s)
        case .enumCase(let s): return SwiftLiteral.member(s)
        case .query(let items):
            // In key order, so that one dictionary always reads the same.
            if items.isEmpty { return "[:]" }
            return "[" + items.sorted { $0.key < $1.key }.map { SwiftLiteral.string($0.key) + ": " + SwiftLiteral.string($0.value) }.joined(separator: ", ")
                + "]"
        case .none: return "nil"
        }
    }

    /// `.order(id: 42)`, or `.settings` for a route without arguments.
    public static func route(_ r: RouteValue) -> String {
        var out = ""
        write(r, into: &out)
        return out
    }

    /// One line: `(tab: .orders, stack: [.order(id: 42)])`, or the bare stack without tabs.
    public static func destination(_ d: Destination?) -> String {
        guard let d else { return "nil" }
        // Written into one string (a trace writes the destination of every URL of a list).
        var out = ""
        out.reserveCapacity(32 + 32 * d.stack.count)
        if let tab = d.tab {
            out += "(tab: "
            out += SwiftLiteral.member(tab)
            out += ", stack: "
        }
        out += "["
        for (i, route) in d.stack.enumerated() {
            if i > 0 { out += ", " }
            write(route, into: &out)
        }
        out += d.tab == nil ? "]" : "])"
        return out
    }

    static func write(_ r: RouteValue, into out: inout String) {
        out += SwiftLiteral.member(r.name)
        guard !r.arguments.isEmpty else { return }
        out += "("
        for (i, argument) in r.arguments.enumerated() {
            if i > 0 { out += ", " }
            out += argument.label
            out += ": "
            out += value(argument.value)
        }
        out += ")"
    }

    /// Several lines, one route a line, for diffs.
    public static func destinationLines(_ d: Destination?) -> [String] {
        guard let d else { return ["nil"] }
        var lines: [String] = []
        if let tab = d.tab { lines.append("tab: \(SwiftLiteral.member(tab))") }
        if d.stack.isEmpty {
            lines.append("stack: []")
        } else {
            lines.append("stack: [")
            lines += d.stack.map { "  \(route($0))," }
            lines.append("]")
        }
        return lines
    }
}
