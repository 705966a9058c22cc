import LinkCheckCore
import LinkCheckAASA

/// Which test cases of an AASA file's suite are renamed ` (N)`, and their N, worked out from the
/// URLs and apps alone before any answer is decided, so that the answers can then be decided and
/// written on every core. A URL listed twice needs it; only the names that can repeat are held.
///
/// Every name is hashed, a run of the URLs on each core, the hashes kept in list order (4 bytes
/// an answer while the names are numbered, and no other copy of them). Only the answers whose
/// hash repeats, or whose name ends like a number (` (2)`), are asked about again, in order.
struct JUnitAnswerNumbers: Sendable {
    /// The suite's first test cases (its lint findings), renamed where they repeat.
    let lead: [JUnitDocument.TestCase]
    /// The places of the answers renamed, ascending, and the number each gets: 16 bytes a
    /// repeat, not its name.
    private let renamed: [Int]
    private let numbers: [Int]

    /// `lead`'s cases come first in the suite, then an answer's test case per question of each of
    /// `answers` in turn (one file checked for several domains is one suite), each named as `name`
    /// writes it. An answer's place counts across them all: the first of `answers[1]` follows the
    /// last of `answers[0]`.
    init(
        lead: [JUnitDocument.TestCase], answers: [AASAAnswers], classname: String,
        name: @escaping @Sendable (inout JUnitNameBytes, _ classname: String, _ url: String, _ app: String) -> Void
    ) {
        let runs = answers.flatMap {
            $0.questionRuns { places, questions in
                var bytes = JUnitNameBytes(), hashes: [UInt32] = [], numbered: [Int] = []
                hashes.reserveCapacity(places.count)
                questions { url, app in
                    name(&bytes, classname, url, app)
                    if bytes.bytes.last == UInt8(ascii: ")") { numbered.append(hashes.count) }
                    hashes.append(bytes.hash)
                }
                return (hashes: hashes, numbered: numbered)
            }
        }
        var names = JUnitUniqueNames(hashes: [lead.map { JUnitNameBytes.hash(classname: $0.classname, name: $0.name) }] + runs.map(\.hashes))
        guard !names.allDistinct else {
            (self.lead, renamed, numbers) = (lead, [], [])
            return
        }
        self.lead = lead.map { names.unique($0) }
        var renamed: [Int] = [], numbers: [Int] = [], first = 0
        for run in runs {
            var numbered = run.numbered.makeIterator(), nextNumbered = numbered.next()
            for (k, hash) in run.hashes.enumerated() {
                let endsNumbered = nextNumbered == k
                if endsNumbered { nextNumbered = numbered.next() }
                let place = first + k
                guard names.mayRepeat(hash: hash) || endsNumbered else { continue }
                let (url, app) = Self.question(place, of: answers)
                // A name that can't repeat is kept as it is and changes nothing: asking about
                // only these is asking about all.
                if let n = names.number({ name(&$0, classname, url, app) }) {
                    renamed.append(place)
                    numbers.append(n)
                }
            }
            first += run.hashes.count
        }
        self.renamed = renamed
        self.numbers = numbers
    }

    /// The question at `place`, counted across `answers`.
    static func question(_ place: Int, of answers: [AASAAnswers]) -> (url: String, appID: String) {
        var rest = place
        for list in answers {
            if rest < list.count { return list.question(rest) }
            rest -= list.count
        }
        // Never reached: every place was made from these answers.
        return ("", "")
    }

    /// The first of the renamed answers at or after place `first`, found by halving: where to
    /// start reading `number(at:from:)` for a slice.
    func start(at first: Int) -> Int {
        renamed.partitioningIndex { $0 >= first }
    }

    /// The N of the answer at `place`, when it is renamed; `r` is where the reading is, as
    /// `start(at:)` gave it, moved on past the answer.
    func number(at place: Int, from r: inout Int) -> Int? {
        guard r < renamed.count && renamed[r] == place else { return nil }
        defer { r += 1 }
        return numbers[r]
    }
}
