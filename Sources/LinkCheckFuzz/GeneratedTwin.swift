import LinkCheckCore
import LinkCheckRoutes

/// The interpreter's side of the `generated` fuzz target (issue 15): the parser `linkcheck generate
/// swift` writes must give, for every URL, the destination `resolve` gives for its
/// `absoluteString`, and build the URL `canonicalURL(for:)` builds. The generated types exist only
/// in the libFuzzer entry (LibFuzzer/generated.swift, compiled with the generated files), which
/// reads them with `Mirror` and writes them through `text(tab:routes:)` here, so both sides are
/// written by one function and differ only where the values differ.
public enum GeneratedTwin {
    /// One route as text: its case name and each argument's label and value text.
    public typealias RouteText = (name: String, arguments: [(label: String, value: String)])

    /// `orders|order(id: 42)|orderItem(orderId: 42, sku: "A1")`; `-` stands for a schema without
    /// tabs, `nil` for no destination.
    public static func text(tab: String?, routes: [RouteText]) -> String {
        let stack = routes.map { route in
            route.arguments.isEmpty
                ? route.name
                : route.name + "(" + route.arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"
        }
        return ([tab ?? "-"] + stack).joined(separator: "|")
    }

    /// A value as the entry writes the Swift one: integers and booleans as Swift prints them,
    /// doubles by `description`, UUIDs as `uuidString`, strings by `debugDescription`, enumeration
    /// members by raw value, a missing optional as `nil`.
    public static func text(_ value: Value) -> String {
        switch value {
        case .int(let x): return x.description
        case .double(let x): return x.description
        case .bool(let x): return x.description
        case .uuid(let x): return x.description
        case .string(let x): return x.debugDescription
        case .enumCase(let raw): return raw
        case .query(let items): return dictionaryText(items)
        case .none: return "nil"
        }
    }

    /// A `[String: String]` in key order, each side by `debugDescription`: one text for both sides.
    public static func dictionaryText(_ items: [String: String]) -> String {
        "[" + items.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription): \($0.value.debugDescription)" }.joined(separator: ", ") + "]"
    }

    /// What the interpreter answers for `text`: the destination as text (`nil` for none) and the
    /// URL that restores it (`nil` when none can, or there is no destination).
    public static func interpreted(_ text: String, schema: RouteSchema) -> (destination: String?, url: String?) {
        guard let destination = schema.resolve(text).destination else { return (nil, nil) }
        let routes = destination.stack.map { route -> RouteText in
            (route.name, route.arguments.map { ($0.label, Self.text($0.value)) })
        }
        let url: String?
        switch schema.canonicalURL(for: destination) {
        case .url(let built, _, _): url = built
        case .unrestorable: url = nil
        }
        return (self.text(tab: destination.tab, routes: routes), url)
    }

    /// The failure when the two sides differ, showing both; `nil` when they agree.
    public static func compare(
        _ url: String, schema name: String, generated: (destination: String?, url: String?),
        interpreted: (destination: String?, url: String?)
    ) -> FuzzFailure? {
        if generated.destination != interpreted.destination {
            return FuzzFailure(
                "generated-parse",
                "\(name): \(url.debugDescription)\n  generated parse: \(generated.destination ?? "nil")"
                    + "\n  resolve:         \(interpreted.destination ?? "nil")")
        }
        if generated.url != interpreted.url {
            return FuzzFailure(
                "generated-url",
                "\(name): \(url.debugDescription) opens \(interpreted.destination ?? "nil")"
                    + "\n  generated url(): \(generated.url?.debugDescription ?? "nil")"
                    + "\n  canonicalURL:    \(interpreted.url?.debugDescription ?? "nil")")
        }
        return nil
    }
}
