// The standard library keeps its normalization behind this SPI, and the libraries do not use
// Foundation; the two functions below are the only use of it.
@_spi(_Unicode) import Swift

/// The composed (NFC) and decomposed (NFD) forms of a text. The schema compares text as Swift's
/// `String` does, by canonical equivalence, while iOS compares an AASA pattern with the URL byte
/// by byte: a literal such as `café` is written in both forms so that either spelling opens.
enum UnicodeForms {
    /// `text` in Normalization Form C (`é` as one scalar).
    static func nfc(_ text: String) -> String {
        String(decoding: Array(text._nfcCodeUnits), as: UTF8.self)
    }

    /// `text` in Normalization Form D (`e` followed by a combining acute accent).
    static func nfd(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text._nfd { out.append(scalar) }
        return String(out)
    }
}
