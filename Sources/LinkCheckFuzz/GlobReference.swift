import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// An obviously correct AASA glob matcher to check `AASAPattern` against: the pattern read into
/// items (a variable becomes a choice among its values), then plain recursion over (item, subject
/// position), memoized so that patterns full of `*` stay polynomial. Shared by the property tests
/// and the `glob` fuzz target.
public enum GlobReference {
    /// Whether the whole of `subject` matches `pattern`. Variable values must not hold `$(`.
    public static func matches(
        _ pattern: String, _ subject: String, caseSensitive: Bool,
        variables: [String: [String]]
    ) -> Bool {
        let fold: (Unicode.Scalar) -> Unicode.Scalar = caseSensitive ? { $0 } : { GlobReference.fold($0) }
        guard let items = items(pattern, variables: variables, fold: fold) else { return false }
        var matcher = Matcher(items: items, subject: subject.unicodeScalars.map(fold))
        return matcher.match(0, 0)
    }

    /// README's rule, written independently of the library's `CaseFolding`: lower-case a scalar
    /// only when that gives exactly one scalar.
    public static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        guard lower.count == 1, let only = lower.first else { return scalar }
        return only
    }

    enum Item {
        case scalar(Unicode.Scalar)
        case any
        case star
        /// A variable: any one of its values, each a run of items without choices.
        case choice([[Item]])
    }

    /// `nil` for a `$(` without its `)`, which can match nothing.
    static func items(
        _ pattern: String, variables: [String: [String]]?,
        fold: (Unicode.Scalar) -> Unicode.Scalar
    ) -> [Item]? {
        let p = Array(pattern.unicodeScalars)
        var items: [Item] = []
        var i = 0
        while i < p.count {
            switch p[i] {
            case "*": items.append(.star)
            case "?": items.append(.any)
            case "$" where variables != nil && i + 1 < p.count && p[i + 1] == "(":
                guard let close = p[(i + 2)...].firstIndex(of: ")") else { return nil }
                let name = String(String.UnicodeScalarView(p[(i + 2)..<close]))
                let values = variables?[name] ?? AASAVariables.predefinedValues(name) ?? []
                items.append(.choice(values.compactMap { self.items($0, variables: nil, fold: fold) }))
                i = close
            default: items.append(.scalar(fold(p[i])))
            }
            i += 1
        }
        return items
    }

    struct Matcher {
        let items: [Item]
        let subject: [Unicode.Scalar]
        /// `(item, position)` → whether `items[item...]` matches `subject[position...]`.
        var memo: [Int: Bool] = [:]

        init(items: [Item], subject: [Unicode.Scalar]) {
            self.items = items
            self.subject = subject
        }

        mutating func match(_ i: Int, _ j: Int) -> Bool {
            if i == items.count { return j == subject.count }
            let key = i * (subject.count + 1) + j
            if let known = memo[key] { return known }
            var result = false
            switch items[i] {
            case .star:
                for k in j...subject.count where match(i + 1, k) {
                    result = true
                    break
                }
            case .any:
                result = j < subject.count && match(i + 1, j + 1)
            case .scalar(let c):
                result = j < subject.count && subject[j] == c && match(i + 1, j + 1)
            case .choice(let values):
                search: for value in values {
                    for end in ends(value, 0, j) where match(i + 1, end) {
                        result = true
                        break search
                    }
                }
            }
            memo[key] = result
            return result
        }

        /// Every `end` such that `value[v...]` matches `subject[j..<end]`. Values are short.
        func ends(_ value: [Item], _ v: Int, _ j: Int) -> Set<Int> {
            guard v < value.count else { return [j] }
            switch value[v] {
            case .star: return (j...subject.count).reduce(into: []) { $0.formUnion(ends(value, v + 1, $1)) }
            case .any: return j < subject.count ? ends(value, v + 1, j + 1) : []
            case .scalar(let c): return j < subject.count && subject[j] == c ? ends(value, v + 1, j + 1) : []
            case .choice: return []  // values hold no variables
            }
        }
    }
}
