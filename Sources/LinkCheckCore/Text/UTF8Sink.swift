/// A text stream that also takes text as UTF-8 bytes, without the check that making a `String`
/// of them does: a report written as bytes (JUnit's answers, a million of them) then reaches the
/// output as written. A class, so that a generic writer given it as `inout some TextOutputStream`
/// writes to the one stream when it finds it as this.
public protocol UTF8Sink: AnyObject, TextOutputStream {
    /// Appends `bytes`, which must be whole UTF-8 (a run of complete characters).
    func write(utf8 bytes: UnsafeBufferPointer<UInt8>)
}

extension TextOutputStream {
    /// `bytes` (valid UTF-8) written to the stream: as they are to a `UTF8Sink`, as a string made
    /// of them to any other.
    public mutating func write(utf8 bytes: [UInt8]) {
        if let sink = self as? any UTF8Sink {
            bytes.withUnsafeBufferPointer { sink.write(utf8: $0) }
        } else {
            write(String(decoding: bytes, as: UTF8.self))
        }
    }
}
