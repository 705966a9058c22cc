import LinkCheckFuzz

/// libFuzzer's entry for the JSON reader. Built by `make fuzz`, not by SwiftPM.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // Trapping is how a property failure reaches libFuzzer, which then saves the input.
    if let failure = FuzzTargets.json(Array(UnsafeBufferPointer(start: data, count: size))) { fatalError("\(failure)") }
    return 0
}
