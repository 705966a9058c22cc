/// SplitMix64: every input the bench generates comes from a fixed seed, so runs are comparable.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A pronounceable lowercase word of `syllables` consonant-vowel pairs.
    mutating func word(syllables: Int) -> String {
        let consonants = Array("bdfgklmnprstvz"), vowels = Array("aeiou")
        var s = ""
        for _ in 0..<syllables {
            s.append(consonants[Int.random(in: 0..<consonants.count, using: &self)])
            s.append(vowels[Int.random(in: 0..<vowels.count, using: &self)])
        }
        return s
    }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }
}

/// FNV-1a, to tie the committed generated switch to the schema it was generated from.
func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for b in bytes { hash = (hash ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
    return hash
}
