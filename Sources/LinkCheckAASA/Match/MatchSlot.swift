import LinkCheckCore

/// One compiled key of a rule: absent (it constrains nothing), compiled, or broken.
enum MatchSlot<Compiled: Sendable>: Sendable {
    /// The key is missing (or, for `?`, a dictionary iOS ignores): any value passes, an absent part too.
    case anything
    case compiled(Compiled)
    /// The pattern did not compile (an undefined variable, say): the rule never matches.
    case broken(AASAPatternError)

    var error: AASAPatternError? {
        if case .broken(let e) = self { return e }
        return nil
    }
}

extension MatchSlot where Compiled == AASAPattern {
    init(_ text: String?, caseSensitive: Bool, variables: [String: [String]]) {
        guard let text else { self = .anything; return }
        do throws(AASAPatternError) {
            self = .compiled(try AASAPattern(text, caseSensitive: caseSensitive, variables: variables))
        } catch {
            self = .broken(error)
        }
    }

    /// Whether `subject` (UTF-8) matches; an absent part is passed as empty.
    func matches(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        switch self {
        case .anything: return true
        case .compiled(let p): return p.matches(subject)
        case .broken: return false
        }
    }
}
