import LinkCheckCore

/// `RouteSyntax.destination` of the destinations one link gives, with what is the same for all of
/// them (the tab, the routes' names, the labels) written once: only the values are written per
/// destination. A list's trace writes the destination of every URL.
package struct DestinationTemplate: Sendable {
    /// The text around the values: one more piece than the link has arguments.
    let pieces: [String]
    /// How many arguments each route of the link's stack has.
    let shape: [Int]
    /// Where each argument's value comes from, in order.
    let sources: [Link.ArgumentSource]

    /// The template of `link`'s destinations.
    package init(_ link: Link) {
        var pieces: [String] = []
        var current = ""
        if let tab = link.tab { current += "(tab: " + SwiftLiteral.member(tab) + ", stack: " }
        current += "["
        for (i, entry) in link.stack.enumerated() {
            if i > 0 { current += ", " }
            current += SwiftLiteral.member(entry.route)
            guard !entry.arguments.isEmpty else { continue }
            current += "("
            for (j, argument) in entry.arguments.enumerated() {
                if j > 0 { current += ", " }
                current += argument.label + ": "
                pieces.append(current)
                current = ""
            }
            current += ")"
        }
        current += link.tab == nil ? "]" : "])"
        pieces.append(current)
        self.pieces = pieces
        shape = link.stack.map(\.arguments.count)
        sources = link.stack.flatMap { $0.arguments.map(\.source) }
    }

    /// The destination the link gives for its captures' `values` (`WinningMatch.values`),
    /// written as `text(_:)` writes it, without building it; `nil` when an argument is made from
    /// the URL's text (a part, a `format`), which the values do not hold.
    package func text(values: [Value]) -> String? {
        var out = pieces[0]
        out.reserveCapacity(out.utf8.count + 16 * pieces.count)
        for (k, source) in sources.enumerated() {
            switch source {
            case .constant(let value): out += RouteSyntax.value(value)
            case .capture(let c):
                guard c < values.count else { return nil }
                out += RouteSyntax.value(values[c])
            case .urlPart, .format: return nil
            }
            out += pieces[k + 1]
        }
        return out
    }

    /// `destination` written as `RouteSyntax.destination` writes it, when it has the link's shape
    /// (every destination the link gives has); `nil` otherwise.
    package func text(_ destination: Destination) -> String? {
        guard destination.stack.count == shape.count else { return nil }
        var out = pieces[0]
        out.reserveCapacity(out.utf8.count + 16 * pieces.count)
        var k = 1
        for (route, count) in zip(destination.stack, shape) {
            guard route.arguments.count == count else { return nil }
            for argument in route.arguments {
                out += RouteSyntax.value(argument.value)
                out += pieces[k]
                k += 1
            }
        }
        return out
    }
}
