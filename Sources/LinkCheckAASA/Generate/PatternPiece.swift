/// One piece of a pattern `generate aasa` writes. A piece has two readings: how iOS matches it
/// (a glob, where `*` and `?` also match `/`) and, for the pieces a link's include rule is made
/// of, what the schema's link accepts there (its shape, where a capture is one segment). The
/// generator compares the two to find what an include rule opens beyond its link.
enum PatternPiece: Hashable, Sendable {
    /// Pattern text (`AASALiteralText`): compared as written, `?` any one character.
    case text(String)
    /// A capture: `?*`, which the link reads as one non-empty segment.
    case segment
    /// A catch-all: `?*`, which the link reads as one or more whole segments.
    case rest
    /// Only in exclusions: `?*` (`nonEmpty`) or `*`, any text.
    case any(nonEmpty: Bool)
    /// `$(name)`: any one of the values, each pattern text.
    case choice(Choice)
    /// `$(xdigit)`: one hexadecimal digit, either case.
    case hexDigit

    /// A substitution variable the file declares: a name to prefer (made unique when written) and
    /// its values.
    struct Choice: Hashable, Sendable {
        /// What the values spell (a capture's name, a literal), for the variable's name.
        var hint: String
        var values: [String]
    }

    /// The piece as iOS reads it: a capture, a catch-all and a non-empty run are all `?*`.
    var globForm: PatternPiece {
        switch self {
        case .segment, .rest: return .any(nonEmpty: true)
        default: return self
        }
    }

    /// The pattern text, each choice named as `names` says.
    static func render(_ pieces: [PatternPiece], names: [Choice: String]) -> String {
        var out = ""
        var text = ""
        func flush() {
            out += AASALiteralText.escapingWildcards(text)
            text = ""
        }
        for piece in pieces {
            switch piece {
            case .text(let t): text += t
            case .segment, .rest, .any(nonEmpty: true):
                flush()
                out += "?*"
            case .any(nonEmpty: false):
                flush()
                out += "*"
            case .choice(let choice):
                flush()
                out += "$(" + (names[choice] ?? choice.hint) + ")"
            case .hexDigit:
                flush()
                out += "$(xdigit)"
            }
        }
        flush()
        return out
    }

    /// The choices in `pieces`, in order.
    static func choices(_ pieces: [PatternPiece]) -> [Choice] {
        pieces.compactMap { if case .choice(let c) = $0 { return c } else { return nil } }
    }

    /// The literal characters `pieces` start with, before any wildcard or choice: every text
    /// either pattern matches starts with them.
    static func literalHead(_ pieces: [PatternPiece]) -> [Unicode.Scalar] {
        var head: [Unicode.Scalar] = []
        for piece in pieces {
            guard case .text(let t) = piece else { break }
            for scalar in t.unicodeScalars {
                if scalar == "?" { return head }
                head.append(scalar)
            }
        }
        return head
    }

    /// Whether some letter of the pattern changes when case is folded: only then does
    /// `"caseSensitive": false` say anything.
    static func hasCase(_ pieces: [PatternPiece]) -> Bool {
        pieces.contains { piece in
            switch piece {
            case .text(let t): return hasCase(t)
            case .choice(let c): return c.values.contains(where: hasCase)
            case .segment, .rest, .any, .hexDigit: return false
            }
        }
    }

    static func hasCase(_ text: String) -> Bool {
        text.unicodeScalars.contains { CaseFolding.fold($0) != $0 || $0.properties.changesWhenUppercased }
    }
}
